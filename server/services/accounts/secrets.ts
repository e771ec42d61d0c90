/** Random bearer secrets (session keys, mail tokens, grants, QR codes) and the hash they are stored as. */
import { createHash, randomBytes } from 'node:crypto';

const SECRET_BYTES = 32;
/**
 * The random bytes are drawn for SECRETS_PER_DRAW secrets at once, as crypto.randomUUID draws its
 * entropy: one call to the system's generator costs about as much as 30 pooled secrets (5 µs a call
 * in a tight loop, about 20 µs in a crowd of holds, each of which draws a payment code). Each byte
 * goes into one secret only, and is wiped from the pool once used.
 */
const SECRETS_PER_DRAW = 128;
let pool = Buffer.alloc(0);
let used = 0;

/** 32 random bytes, base64url: 256 bits, URL-safe, and not mistakable for a UUID. */
export const newSecret = (): string => {
  if (used + SECRET_BYTES > pool.length) {
    pool = randomBytes(SECRET_BYTES * SECRETS_PER_DRAW);
    used = 0;
  }
  const secret = pool.toString('base64url', used, used + SECRET_BYTES);
  pool.fill(0, used, used + SECRET_BYTES);
  used += SECRET_BYTES;
  return secret;
};

/** Secrets are high-entropy, so a plain SHA-256 suffices (no salt or stretching needed). */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');
