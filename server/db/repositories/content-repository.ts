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

  /** How many blocks each page has, for the pages that have any. */
  countBlocks: async (companyId: number): Promise<Map<string, number>> => {
    const rows = await db
      .selectFrom('contentBlocks')
      .select((eb) => ['page', eb.fn.countAll<number | string>().as('blocks')])
      .where('companyId', '=', companyId)
      .groupBy('page')
      .execute();
    return new Map(rows.map((row) => [row.page, Number(row.blocks)]));
  },

  /** Replaces a page's blocks; positions are the list's order. Run it in the saving transaction. */
  replaceBlocks: async (
    companyId: number,
    page: ContentPage,
    blocks: readonly ContentBlock[],
  ): Promise<void> => {
    await db
      .deleteFrom('contentBlocks')
      .where('companyId', '=', companyId)
      .where('page', '=', page)
      .execute();
    if (blocks.length === 0) return;
    await db
      .insertInto('contentBlocks')
      .values(blocks.map((block, position) => ({ companyId, page, position, ...block })))
      .execute();
  },

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
