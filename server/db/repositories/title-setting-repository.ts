import { TITLE_SECTIONS, type TitleSection, type TitleSetting } from '../../../domain/api/company.ts';
import type { Database } from '../schema.ts';

const isTitleSection = (section: string): section is TitleSection =>
  (TITLE_SECTIONS as readonly string[]).includes(section);

export const createTitleSettingRepository = (db: Database) => ({
  /** Replaces every section's titles. Run it in the saving transaction. */
  replace: async (companyId: number, settings: readonly TitleSetting[]): Promise<void> => {
    await db.deleteFrom('titleSettings').where('companyId', '=', companyId).execute();
    if (settings.length === 0) return;
    await db
      .insertInto('titleSettings')
      .values(settings.map((setting) => ({ companyId, ...setting })))
      .execute();
  },

  /** In the order of TITLE_SECTIONS, the order the spec lists them. */
  listByCompany: async (companyId: number): Promise<TitleSetting[]> => {
    const rows = await db
      .selectFrom('titleSettings')
      .select([
        'section',
        'bannerTitleCn',
        'bannerTitleEn',
        'bannerSubtitleCn',
        'bannerSubtitleEn',
        'innerTitleCn',
        'innerTitleEn',
        'innerSubtitleCn',
        'innerSubtitleEn',
      ])
      .where('companyId', '=', companyId)
      .execute();
    return rows
      .flatMap(({ section, ...titles }) => (isTitleSection(section) ? [{ section, ...titles }] : []))
      .sort((a, b) => TITLE_SECTIONS.indexOf(a.section) - TITLE_SECTIONS.indexOf(b.section));
  },

  insertMany: async (companyId: number, settings: readonly TitleSetting[]): Promise<void> => {
    if (settings.length === 0) return;
    await db
      .insertInto('titleSettings')
      .values(settings.map((setting) => ({ companyId, ...setting })))
      .execute();
  },
});

export type TitleSettingRepository = ReturnType<typeof createTitleSettingRepository>;
