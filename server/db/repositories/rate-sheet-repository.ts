/**
 * Rate sheets' mappings and imports (migration 0042, domain/freight/rate-sheet.ts): the mapping a
 * tenant keeps per carrier, an import's state and counts, and its previewed rows by section.
 */
import type { RateCardInput } from '../../../domain/freight/rate-card.ts';
import type { SheetMapping, SheetProblem } from '../../../domain/freight/rate-sheet.ts';
import type { RateImportRow, RateImportsTable } from '../rate-sheets-schema.ts';
import type { Database } from '../schema.ts';
import type { PageQuery } from './query-helpers.ts';
import { offsetOf } from './query-helpers.ts';

export type ImportSection = 'new' | 'changed' | 'unchanged' | 'expiring' | 'refused';
export const IMPORT_SECTIONS: readonly ImportSection[] = [
  'new',
  'changed',
  'unchanged',
  'expiring',
  'refused',
];

/**
 * One previewed row as written, already as JSON (the worker thread serialises the cards, so the
 * importer's loop does not): the card (and the card before), or the problems of a refused row.
 */
export interface ImportRowInput {
  section: ImportSection;
  rowNumber: number;
  card: string | null;
  before: string | null;
  problems: string | null;
}

/** Rows per statement: few enough that one insert holds SQLite's single connection only briefly. */
const BATCH = 250;

const parseOrNull = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

export const createRateSheetRepository = (db: Database) => ({
  mappingOf: async (companyId: number, carrierScac: string): Promise<SheetMapping | null> => {
    const row = await db
      .selectFrom('rateSheetMappings')
      .select('mapping')
      .where('companyId', '=', companyId)
      .where('carrierScac', '=', carrierScac)
      .executeTakeFirst();
    return row === undefined ? null : (JSON.parse(row.mapping) as SheetMapping);
  },

  saveMapping: async (
    companyId: number,
    carrierScac: string,
    mapping: SheetMapping,
    by: { userId: number; at: string },
  ): Promise<void> => {
    const values = { mapping: JSON.stringify(mapping), updatedBy: by.userId, updatedAt: by.at };
    await db
      .insertInto('rateSheetMappings')
      .values({ companyId, carrierScac, ...values })
      .onConflict((conflict) => conflict.columns(['companyId', 'carrierScac']).doUpdateSet(values))
      .execute();
  },

  createImport: (values: Omit<RateImportsTable, 'id'>) =>
    db.insertInto('rateImports').values(values).returningAll().executeTakeFirstOrThrow(),

  /** The tenant's import; another tenant's answers as missing. */
  importOf: (companyId: number, importId: number): Promise<RateImportRow | undefined> =>
    db
      .selectFrom('rateImports')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('id', '=', importId)
      .executeTakeFirst(),

  updateImport: async (
    importId: number,
    values: Partial<Omit<RateImportsTable, 'id' | 'companyId'>>,
  ): Promise<void> => {
    await db.updateTable('rateImports').set(values).where('id', '=', importId).execute();
  },

  addRows: async (importId: number, rows: readonly ImportRowInput[]): Promise<void> => {
    for (let start = 0; start < rows.length; start += BATCH)
      await db
        .insertInto('rateImportRows')
        .values(
          rows.slice(start, start + BATCH).map((row) => ({
            importId,
            section: row.section,
            rowNumber: row.rowNumber,
            card: row.card,
            before: row.before,
            problems: row.problems,
          })),
        )
        .execute();
  },

  clearRows: async (importId: number): Promise<void> => {
    await db.deleteFrom('rateImportRows').where('importId', '=', importId).execute();
  },

  /** A page of one section, in the sheet's row order. */
  rowsOf: async (importId: number, section: ImportSection, query: PageQuery) =>
    (
      await db
        .selectFrom('rateImportRows')
        .select(['rowNumber', 'card', 'before', 'problems'])
        .where('importId', '=', importId)
        .where('section', '=', section)
        .orderBy('rowNumber')
        .orderBy('id')
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .execute()
    ).map((row) => ({
      rowNumber: row.rowNumber,
      card: parseOrNull<RateCardInput>(row.card),
      before: parseOrNull<RateCardInput>(row.before),
      problems: parseOrNull<SheetProblem[]>(row.problems),
    })),

  /** The cards the sheet would publish (every valid row), in the sheet's order. */
  publishableCards: async (importId: number): Promise<RateCardInput[]> =>
    (
      await db
        .selectFrom('rateImportRows')
        .select('card')
        .where('importId', '=', importId)
        .where('section', 'in', ['new', 'changed', 'unchanged'])
        .orderBy('rowNumber')
        .execute()
    ).map((row) => JSON.parse(row.card ?? 'null') as RateCardInput),

  /** Imports created before the cutoff, to drop with their rows and files. */
  importsBefore: (isoCutoff: string) =>
    db.selectFrom('rateImports').select(['id', 'storedName']).where('expiresAt', '<', isoCutoff).execute(),

  removeImport: async (importId: number): Promise<void> => {
    await db.deleteFrom('rateImportRows').where('importId', '=', importId).execute();
    await db.deleteFrom('rateImports').where('id', '=', importId).execute();
  },
});

export type RateSheetRepository = ReturnType<typeof createRateSheetRepository>;
