/** The rate-sheet tables (migration 0042, domain/freight/rate-sheet.ts), as Kysely sees them. */
import type { Generated, Selectable } from 'kysely';

/** The column mapping a tenant saved for a carrier's sheets. */
export interface RateSheetMappingsTable {
  companyId: number;
  carrierScac: string;
  /** JSON: SheetMapping */
  mapping: string;
  updatedBy: number;
  updatedAt: string;
}

/** One uploaded sheet, from reading to its preview and publish. */
export interface RateImportsTable {
  id: Generated<number>;
  companyId: number;
  carrierScac: string;
  fileName: string;
  storedName: string;
  /** xlsx | csv */
  format: string;
  /** reading | mapping | ready | failed | published */
  status: string;
  problem: string | null;
  problemColumn: string | null;
  /** JSON: string[] */
  headers: string;
  /** JSON: SheetMapping, once settled */
  mapping: string | null;
  baseVersion: number;
  rowCount: number;
  newCount: number;
  changedCount: number;
  unchangedCount: number;
  expiringCount: number;
  refusedCount: number;
  versionId: number | null;
  createdBy: number;
  createdAt: string;
  expiresAt: string;
}

/** One previewed row of an import. */
export interface RateImportRowsTable {
  id: Generated<number>;
  importId: number;
  /** new | changed | unchanged | expiring | refused */
  section: string;
  rowNumber: number;
  card: string | null;
  before: string | null;
  problems: string | null;
}

export interface RateSheetsSchema {
  rateSheetMappings: RateSheetMappingsTable;
  rateImports: RateImportsTable;
  rateImportRows: RateImportRowsTable;
}

export type RateImportRow = Selectable<RateImportsTable>;
