/**
 * Where the bytes of stored files live, by stored name: the instance's own folder, PostgreSQL, or an
 * S3-compatible object store (FILE_STORE; docs/decisions.md). Every upload (attorney files, head
 * pictures, tenant images, rate sheets) is first received into the instance's own folder, where its
 * size and kind are checked as it streams; `commit` then puts the complete file under its stored name
 * in one step each backend makes atomic (a rename, one INSERT, one PUT), so a crash mid-upload never
 * leaves a half file under a real name, and a file uploaded through one instance downloads through
 * any other.
 */
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isStoredName } from './file-names.ts';

/** A stored file's bytes, to stream (or read whole) once; destroy `body` when not read. */
export interface StoredBytes {
  size: number;
  body: Readable;
}

export interface ByteStore {
  /** Puts a complete received file under `name`: all of it or nothing. The received file is gone after. */
  commit(name: string, received: string): Promise<void>;
  /** undefined when nothing is stored under the name. */
  open(name: string): Promise<StoredBytes | undefined>;
  /** Deletes what is stored under the name; nothing there is fine (the sweepers may repeat it). */
  remove(name: string): Promise<void>;
  /** The file on this instance's disk, when the bytes live there (a worker reads it in place). */
  localPathOf(name: string): string | undefined;
  close(): void;
}

/** Names come from requests: only the random form ever becomes a path or a key. */
export const checkedName = (name: string): string => {
  if (!isStoredName(name)) throw new Error(`not a stored file name: ${name}`);
  return name;
};

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** `<DATA_DIR>/files` (outside every served folder): the embedded default, one instance's own. */
export const createLocalByteStore = (dir: string): ByteStore => {
  const pathOf = (name: string): string => path.join(dir, checkedName(name));
  return {
    // Received files wait in the same folder, so the rename never crosses a file system.
    commit: async (name, received) => {
      const file = pathOf(name);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await rename(received, file);
    },
    open: async (name) => {
      try {
        const handle = await open(pathOf(name), 'r');
        const { size } = await handle.stat();
        return { size, body: handle.createReadStream() };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    remove: async (name) => rm(pathOf(name), { force: true }),
    localPathOf: pathOf,
    close: () => undefined,
  };
};
