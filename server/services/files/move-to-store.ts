/**
 * Moves what a local folder keeps into another byte store: the files an installation kept in
 * `<DATA_DIR>/files` before it set FILE_STORE to `database` or `s3` (scripts/files-to-store.ts).
 * Only stored names move (never a `.partial` of an upload under way); each file is committed as an
 * upload is, so it leaves the folder once the store has all of it, and a second run moves nothing
 * twice. A name the store has already stays in the folder, untouched.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ByteStore } from './byte-store.ts';
import { isStoredName } from './file-names.ts';

export const moveFolderInto = async (
  dir: string,
  store: ByteStore,
): Promise<{ moved: number; alreadyStored: number }> => {
  const names = await readdir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [] as string[];
    throw error;
  });
  const counts = { moved: 0, alreadyStored: 0 };
  for (const name of names.filter(isStoredName)) {
    const stored = await store.open(name);
    if (stored !== undefined) {
      stored.body.destroy();
      counts.alreadyStored += 1;
      continue;
    }
    await store.commit(name, path.join(dir, name));
    counts.moved += 1;
  }
  return counts;
};
