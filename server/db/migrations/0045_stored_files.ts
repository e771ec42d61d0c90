/**
 * Stored files' bytes in the database (FILE_STORE=database, the default on PostgreSQL), so that every
 * instance on one database serves every upload (server/services/files/database-byte-store.ts).
 *
 * - `stored_files`: one row per stored name (attorney files and pictures by their random name, rate
 *   sheets as `rate-sheets/<name>`), its bytes and their count. A row is written whole by one INSERT,
 *   so no half file ever has a real name. The files' other facts stay in `uploaded_files` and
 *   `rate_imports`. SQLite gets the table too (blob), for one schema on both dialects; it keeps its
 *   files in the local folder.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('stored_files')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('bytes', binary, (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('stored_files').execute();
};
