/**
 * Stored files' bytes in the `stored_files` table (migration 0045): what every instance on one
 * PostgreSQL database shares. A file is written by one INSERT and read whole: the largest allowed (a
 * 20 MiB rate sheet) is well within what a bytea takes and a process holds.
 */
import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Database } from '../../db/schema.ts';
import { type ByteStore, checkedName } from './byte-store.ts';

/** `folder` keeps one kind of file apart (rate sheets), as the local folder's subfolder does. */
export const createDatabaseByteStore = (db: Database, folder = ''): ByteStore => {
  const keyOf = (name: string): string => `${folder}${checkedName(name)}`;
  return {
    commit: async (name, received) => {
      const bytes = await readFile(received);
      await db
        .insertInto('storedFiles')
        .values({ name: keyOf(name), bytes, size: bytes.length })
        .execute();
      await rm(received, { force: true });
    },
    open: async (name) => {
      const row = await db
        .selectFrom('storedFiles')
        .select(['bytes', 'size'])
        .where('name', '=', keyOf(name))
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : { size: row.size, body: Readable.from([Buffer.from(row.bytes)]) };
    },
    remove: async (name) => {
      await db.deleteFrom('storedFiles').where('name', '=', keyOf(name)).execute();
    },
    localPathOf: () => undefined,
    close: () => undefined,
  };
};
