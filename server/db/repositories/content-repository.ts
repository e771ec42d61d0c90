import type { ContentBlock, ContentPage } from '../../../domain/api/company.ts';
import type { LegalPage } from '../../../domain/legal-pages.ts';
import type { Database } from '../schema.ts';

export const createContentRepository = (db: Database) => ({
  listBlocks: (companyId: number, page: ContentPage | LegalPage): Promise<ContentBlock[]> =>
    db
      .selectFrom('contentBlocks')
      .select(['headingCn', 'headingEn', 'bodyCn', 'bodyEn'])
      .where('companyId', '=', companyId)
      .where('page', '=', page)
      .orderBy('position')
      .execute(),

  insertBlocks: async (
    companyId: number,
    page: ContentPage | LegalPage,
    blocks: readonly ContentBlock[],
  ): Promise<void> => {
    if (blocks.length === 0) return;
    await db
      .insertInto('contentBlocks')
      .values(blocks.map((block, position) => ({ companyId, page, position, ...block })))
      .execute();
  },
});

export type ContentRepository = ReturnType<typeof createContentRepository>;
