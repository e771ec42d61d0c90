// Read-only access to the database a portal's server wrote, to assert on what a test did.
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Opens <dataDir>/portal.db (the file name server/config.ts uses). Close it before portal.stop(). */
export const openSqlite = (dataDir: string): Database.Database =>
  new Database(join(dataDir, 'portal.db'), { readonly: true, fileMustExist: true });
