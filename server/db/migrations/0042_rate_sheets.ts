/**
 * Rate sheets (domain/freight/rate-sheet.ts): the column mapping a tenant keeps per carrier, and the
 * imports of sheets with their previewed rows until they are published or a day has passed. An
 * import's rows are the parsed cards (new, changed with the card before, unchanged), the cards in
 * force the sheet does not hold (they would expire) and the refused rows with their problems, so
 * paging the preview and publishing never read the file again.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const identity = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('rate_sheet_mappings')
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('carrier_scac', 'text', (col) => col.notNull())
    // JSON: SheetMapping
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_sheet_mappings_pk', ['company_id', 'carrier_scac'])
    .execute();

  await db.schema
    .createTable('rate_imports')
    .addColumn('id', 'integer', identity)
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('carrier_scac', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    // The sheet under <DATA_DIR>/files/rate-sheets/, removed once read.
    .addColumn('stored_name', 'text', (col) => col.notNull())
    // xlsx | csv
    .addColumn('format', 'text', (col) => col.notNull())
    // reading | mapping | ready | failed | published
    .addColumn('status', 'text', (col) => col.notNull())
    // A sheet-level problem (domain/freight/rate-sheet.ts rateSheetMessages) when failed.
    .addColumn('problem', 'text')
    .addColumn('problem_column', 'text')
    // JSON: the sheet's headers, and the SheetMapping its rows were read with (null until settled)
    .addColumn('headers', 'text', (col) => col.notNull())
    .addColumn('mapping', 'text')
    // The carrier's version number the preview was made against (0: none yet).
    .addColumn('base_version', 'integer', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('new_count', 'integer', (col) => col.notNull())
    .addColumn('changed_count', 'integer', (col) => col.notNull())
    .addColumn('unchanged_count', 'integer', (col) => col.notNull())
    .addColumn('expiring_count', 'integer', (col) => col.notNull())
    .addColumn('refused_count', 'integer', (col) => col.notNull())
    .addColumn('version_id', 'integer')
    .addColumn('created_by', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_imports_company_idx')
    .on('rate_imports')
    .columns(['company_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('rate_import_rows')
    .addColumn('id', 'integer', identity)
    .addColumn('import_id', 'integer', (col) => col.notNull())
    // new | changed | unchanged | expiring | refused
    .addColumn('section', 'text', (col) => col.notNull())
    // The sheet's row number (the header is row 1); 0 for a card in force the sheet lacks.
    .addColumn('row_number', 'integer', (col) => col.notNull())
    // JSON: RateCardInput (the sheet's card; the card in force for `expiring`)
    .addColumn('card', 'text')
    // JSON: RateCardInput in force before, for `changed`
    .addColumn('before', 'text')
    // JSON: SheetProblem[], for `refused`
    .addColumn('problems', 'text')
    .execute();
  await db.schema
    .createIndex('rate_import_rows_section_idx')
    .on('rate_import_rows')
    .columns(['import_id', 'section', 'row_number'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('rate_import_rows').execute();
  await db.schema.dropTable('rate_imports').execute();
  await db.schema.dropTable('rate_sheet_mappings').execute();
};
