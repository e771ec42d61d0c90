/**
 * Stored files' bytes in the `stored_files` table (migration 0045): what every instance on one
 * PostgreSQL database shares. A file is written by one INSERT and read whole: the largest allowed (a
 * 20 MiB rate sheet) is well within what a bytea takes and a process holds.
 */
import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createStoredFileRepository } from '../../db/repositories/stored-file-repository.ts';
import type { Database } from '../../db/schema.ts';
import { type ByteStore, checkedName } from './byte-store.ts';

/** `folder` keeps one kind of file apart (rate sheets), as the local folder's subfolder does. */
export const createDatabaseByteStore = (db: Database, folder = ''): ByteStore => {
  const keyOf = (name: string): string => `${folder}${checkedName(name)}`;
  const rows = createStoredFileRepository(db);
  return {
    commit: async (name, received) => {
      await rows.insert(keyOf(name), await readFile(received));
      await rm(received, { force: true });
    },
    open: async (name) => {
      const row = await rows.find(keyOf(name));
      return row === undefined
        ? undefined
        : { size: row.size, body: Readable.from([Buffer.from(row.bytes)]) };
    },
    remove: async (name) => {
      await rows.remove(keyOf(name));
    },
    localPathOf: () => undefined,
    close: () => undefined,
  };
};
