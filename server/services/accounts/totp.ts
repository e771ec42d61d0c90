/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app reads) through the
 * otpauth library (docs/decisions.md), and the secret sealed at rest with AES-256-GCM under the
 * configured key (SECOND_FACTOR_KEY), so a copy of the database alone cannot mint codes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** One step either side: a phone clock a little off, or a code typed as it turns, still counts. */
const WINDOW = 1;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** 160 random bits (RFC 4226 §4's recommended length), base32 as the apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR picture carries: issuer and account name are what the app lists. */
export const totpUri = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, issuer, account).toString();

/** The time step a 6-digit code is valid for at `at` (within the window), or null. */
export const totpStepOf = (secret: string, code: string, at: Date): number | null => {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta;
};

/** Any passphrase makes a 256-bit key. */
const keyOf = (passphrase: string): Buffer => createHash('sha256').update(passphrase, 'utf8').digest();

/** iv.tag.ciphertext, each base64url. */
export const sealSecret = (secret: string, passphrase: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
};

export const openSecret = (sealed: string, passphrase: string): string => {
  const [iv = '', tag = '', data = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(passphrase), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
};
