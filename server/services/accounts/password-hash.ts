/**
 * Password hashing with scrypt at the OWASP parameters (N=2^17, r=8, p=1), a 16-byte random salt and
 * a 64-byte key, stored as `scrypt$N$r$p$salt$hash` so that stronger parameters can come later
 * without invalidating stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/** OWASP's r and p with N = 2^cost (the SCRYPT_COST setting). */
export const scryptAtCost = (cost: number): ScryptParams => ({ ...OWASP_SCRYPT, N: 2 ** cost });
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Stored strings come from our own writes; a tampered row must not make us allocate gigabytes. */
const MAX_N = 2 ** 20;

const derive = (password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below the OWASP setting.
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });

export const hashPassword = async (
  password: string,
  params: ScryptParams = OWASP_SCRYPT,
  salt: Buffer = randomBytes(SALT_LENGTH),
): Promise<string> => {
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
};

const parse = (stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = [params.N, params.r, params.p].every(Number.isSafeInteger) && params.N <= MAX_N;
  return valid ? { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') } : null;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (parsed === null) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
};
