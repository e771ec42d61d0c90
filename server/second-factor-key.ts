/**
 * A sealing key made once at random and kept beside the data (readable by its owner only), so a
 * restart can still open what it sealed: the staff's TOTP secrets when SECOND_FACTOR_KEY is not set,
 * the carrier feeds' keys in demo mode when FEED_SECRET_KEY is not. Kept apart from the database, a
 * copy of the database alone opens nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const keyFileIn = async (dataDir: string, name: string): Promise<string> => {
  const file = path.join(dataDir, name);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== undefined && existing.trim() !== '') return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // 'wx': of two instances starting at once, the second reads the first one's key.
  const written = await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).then(
    () => true,
    () => false,
  );
  return written ? key : (await readFile(file, 'utf8')).trim();
};

export const secondFactorKeyIn = (dataDir: string): Promise<string> =>
  keyFileIn(dataDir, 'second-factor.key');
