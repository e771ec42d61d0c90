/**
 * An uploaded rate sheet, kept in the byte store beside the other uploaded files
 * (server/services/files/byte-store.ts, folder `rate-sheets`), named as they are (newStoredName).
 * The upload streams to `<DATA_DIR>/files/rate-sheets/<name>.partial`, committed once complete and
 * checked; its kind is decided by its content, never its name: an .xlsx is a ZIP whose directory
 * names the workbook part, a .csv is text in UTF-8 or GB18030.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RateSheetMessageId } from '../../../domain/freight/rate-sheet.ts';
import { type ByteStore, checkedName } from '../files/byte-store.ts';
import { newStoredName } from '../files/file-names.ts';
import type { SheetFormat } from './sheet-reader.ts';

/** The rate sheets' folder in every store: beside the other files, apart from them. */
export const RATE_SHEET_FOLDER = 'rate-sheets';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A ZIP's directory is at its end; an .xlsx's names a handful of parts, well within this. */
const ZIP_DIRECTORY_BYTES = 256 * 1024;
const WORKBOOK_PART = Buffer.from('xl/workbook.xml');
const HEAD_BYTES = 64 * 1024;

export type ReceivedSheet =
  | { ok: true; storedName: string; format: SheetFormat; size: number }
  | {
      ok: false;
      problem: Extract<RateSheetMessageId, 'rateSheetTooLarge' | 'rateSheetType' | 'rateSheetEmpty'>;
    };

/** The sheet's kind by its bytes: an .xlsx, a text file that may be a .csv, or neither. */
const formatOf = async (file: string, size: number): Promise<SheetFormat | null> => {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
      const length = Math.min(ZIP_DIRECTORY_BYTES, size);
      const tail = Buffer.alloc(length);
      await handle.read(tail, 0, length, size - length);
      return tail.includes(WORKBOOK_PART) ? 'xlsx' : null;
    }
    // Text has no NUL bytes; binary files (an .xls, a PDF, an image) do.
    return head.includes(0) ? null : 'csv';
  } finally {
    await handle.close();
  }
};

export const createSheetFiles = (filesDir: string, bytes: ByteStore) => {
  const dir = path.join(filesDir, RATE_SHEET_FOLDER);
  const pathOf = (storedName: string): string => path.join(dir, checkedName(storedName));
  return {
    /**
     * Runs `read` on the sheet as a file on this instance's disk (the reader streams it from a
     * path): in place when the local folder keeps it, else a copy fetched for the read and removed after.
     */
    withLocalFile: async <T>(storedName: string, read: (file: string) => Promise<T>): Promise<T> => {
      const local = bytes.localPathOf(storedName);
      if (local !== undefined) return read(local);
      const stored = await bytes.open(storedName);
      // A sheet no store has reads as a missing file does: the import fails as unreadable.
      if (stored === undefined) return read(pathOf(storedName));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const copy = `${pathOf(storedName)}.read-${newStoredName()}`;
      try {
        await pipeline(stored.body, createWriteStream(copy, { flags: 'wx', mode: 0o600 }));
        return await read(copy);
      } finally {
        await rm(copy, { force: true });
      }
    },

    /** Streams the upload to disk; cut off at the size limit (busboy's `truncated`), refused by kind. */
    receive: async (stream: Readable & { truncated?: boolean }): Promise<ReceivedSheet> => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const storedName = newStoredName();
      const partial = `${pathOf(storedName)}.partial`;
      const file = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(stream, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const size = file.bytesWritten;
      const problem =
        stream.truncated === true
          ? ('rateSheetTooLarge' as const)
          : size === 0
            ? ('rateSheetEmpty' as const)
            : null;
      const format = problem === null ? await formatOf(partial, size) : null;
      if (problem !== null || format === null) {
        await unlink(partial);
        return { ok: false, problem: problem ?? 'rateSheetType' };
      }
      await bytes.commit(storedName, partial);
      return { ok: true, storedName, format, size };
    },

    remove: (storedName: string): Promise<void> => bytes.remove(storedName),
  };
};

export type SheetFiles = ReturnType<typeof createSheetFiles>;
