/**
 * Attorney files and head pictures, one row each in `uploaded_files`, their bytes in the byte store
 * the configuration names (byte-store.ts). An upload streams into `<DATA_DIR>/files/` (outside every
 * served folder) as `<name>.<start>.partial` and is committed to the byte store once complete, so a
 * crash never leaves a half file under a real name; a file without a row is never served.
 */
import { type FileHandle, mkdir, open, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadedFileAnswer } from '../../../domain/api/booking.ts';
import {
  type AttorneyFileKind,
  CONTENT_TYPE_OF,
  FILE_KIND_HEAD_BYTES,
  fileKindOf,
} from '../../../domain/booking/file-kind.ts';
import type {
  UploadedFileRepository,
  UploadedFileRow,
} from '../../db/repositories/uploaded-file-repository.ts';
import type { Clock } from '../accounts/clock.ts';
import { type ByteStore, checkedName, type StoredBytes } from './byte-store.ts';
import { keptFileName, newStoredName } from './file-names.ts';

export interface FileStoreOptions {
  /** `<DATA_DIR>/files`: where uploads are received, whichever store keeps them. */
  filesDir: string;
  /** Where complete files are kept. */
  bytes: ByteStore;
  now: Clock;
}

/** What streaming an upload gave: a complete file waiting under its temporary name, or why not. */
export type Received =
  | { ok: true; storedName: string; partialPath: string; size: number; kind: AttorneyFileKind }
  | { ok: false; problem: 'fileEmpty' | 'fileTooLarge' | 'fileTypeNotAllowed' };

/** Busboy marks a file stream it cut off at the size limit. */
type FileStream = Readable & { truncated?: boolean };

/** A file still being received: `<stored name>.<start, ms>.partial`, never a stored name (no dots). */
const PARTIAL_NAME = /^[A-Za-z0-9_-]+\.(\d+)\.partial$/;

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

const unlinkIfThere = async (file: string): Promise<void> => {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
};

/** write(2) may take part of a buffer; the rest follows. */
const writeAll = async (handle: FileHandle, chunk: Buffer): Promise<void> => {
  for (let offset = 0; offset < chunk.length; ) {
    offset += (await handle.write(chunk, offset)).bytesWritten;
  }
};

export const createFileStore = (rows: UploadedFileRepository, { filesDir, bytes, now }: FileStoreOptions) => {
  const pathOf = (storedName: string): string => path.join(filesDir, checkedName(storedName));

  return {
    filesDir,
    pathOf,

    /**
     * Streams one upload to a temporary file. The size limit is busboy's (the stream is cut off
     * there); the kind comes from the first bytes, and once they show a kind that is not allowed
     * nothing more is written. A refused upload leaves nothing on disk.
     */
    receive: async (stream: FileStream): Promise<Received> => {
      await mkdir(filesDir, { recursive: true, mode: 0o700 });
      const storedName = newStoredName();
      const partialPath = `${pathOf(storedName)}.${now().getTime()}.partial`;
      const handle = await open(partialPath, 'wx', 0o600);
      let size = 0;
      let head = Buffer.alloc(0);
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (head.length < FILE_KIND_HEAD_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, FILE_KIND_HEAD_BYTES - head.length)]);
          }
          const refused =
            stream.truncated === true || (head.length >= FILE_KIND_HEAD_BYTES && fileKindOf(head) === null);
          // Read to the end all the same: the request goes on to its next part.
          if (!refused) await writeAll(handle, chunk);
        }
      } catch (error) {
        await handle.close();
        await unlinkIfThere(partialPath);
        throw error;
      }
      await handle.close();
      const kind = fileKindOf(head);
      const problem =
        size === 0
          ? 'fileEmpty'
          : stream.truncated === true
            ? 'fileTooLarge'
            : kind === null
              ? 'fileTypeNotAllowed'
              : null;
      if (problem !== null || kind === null) {
        await unlinkIfThere(partialPath);
        return { ok: false, problem: problem ?? 'fileTypeNotAllowed' };
      }
      return { ok: true, storedName, partialPath, size, kind };
    },

    /** Drops a received file the request turned out not to want (a second file, a stray field). */
    discard: (received: Received): Promise<void> =>
      received.ok ? unlinkIfThere(received.partialPath) : Promise.resolve(),

    /** Gives a received file its real name and its row; the uploader is the session's user. */
    keep: async (
      received: Extract<Received, { ok: true }>,
      owner: { companyId: number; userId: number },
      fileName: string,
    ): Promise<UploadedFileAnswer> => {
      await bytes.commit(received.storedName, received.partialPath);
      const file = {
        storedName: received.storedName,
        fileName: keptFileName(fileName, received.kind),
        contentType: CONTENT_TYPE_OF[received.kind],
        size: received.size,
      };
      try {
        await rows.insert({
          ...file,
          companyId: owner.companyId,
          userId: owner.userId,
          createdAt: now().toISOString(),
          orderId: null,
        });
      } catch (error) {
        await bytes.remove(received.storedName);
        throw error;
      }
      return {
        alifileName: file.storedName,
        fileName: file.fileName,
        size: file.size,
        contentType: file.contentType,
      };
    },

    /** A stored file's bytes; undefined when the file is gone. */
    openBytes: (storedName: string): Promise<StoredBytes | undefined> => bytes.open(storedName),

    /** Deletes the file, then its row; a file already gone is fine (idempotent, for the sweeper). */
    remove: async (storedName: string): Promise<void> => {
      await bytes.remove(storedName);
      await rows.deleteByStoredName(storedName);
    },

    /**
     * Deletes the `.partial` files of uploads begun before the cutoff: what uploads cut short by a
     * crash left in this instance's folder (no byte store ever holds a part of a file). The start is
     * in the name, on the store's clock (file times are the host's).
     */
    removePartialsBefore: async (isoCutoff: string): Promise<number> => {
      const cutoff = Date.parse(isoCutoff);
      const names = await readdir(filesDir).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      const stale = names.filter((name) => {
        const started = PARTIAL_NAME.exec(name)?.[1];
        return started !== undefined && Number(started) < cutoff;
      });
      for (const name of stale) await unlinkIfThere(path.join(filesDir, name));
      return stale.length;
    },

    findByStoredName: rows.findByStoredName,
    unattachedBefore: rows.unattachedBefore,
    filesOfOrders: rows.filesOfOrders,
  };
};

export type FileStore = ReturnType<typeof createFileStore>;
export type { UploadedFileRow };
