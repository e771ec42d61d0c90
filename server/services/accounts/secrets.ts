/** Random bearer secrets (session keys, mail tokens, grants, QR codes) and the hash they are stored as. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 256 bits, URL-safe, and not mistakable for a UUID. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets are high-entropy, so a plain SHA-256 suffices (no salt or stretching needed). */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');
