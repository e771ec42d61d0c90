/**
 * The bytes of stored files in `stored_files` (migration 0045), by their key: what every instance on
 * one PostgreSQL database shares (server/services/files/database-byte-store.ts).
 */
import type { Database } from '../schema.ts';

export const createStoredFileRepository = (db: Database) => ({
  insert: async (name: string, bytes: Buffer): Promise<void> => {
    await db.insertInto('storedFiles').values({ name, bytes, size: bytes.length }).execute();
  },
  find: (name: string) =>
    db.selectFrom('storedFiles').select(['bytes', 'size']).where('name', '=', name).executeTakeFirst(),
  remove: async (name: string): Promise<void> => {
    await db.deleteFrom('storedFiles').where('name', '=', name).execute();
  },
});
