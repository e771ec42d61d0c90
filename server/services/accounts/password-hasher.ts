/**
 * Hashing with the configured scrypt parameters (OWASP in production; tests may pass cheaper ones).
 * Every hashing goes through the hash gate, the dummy one for unknown emails included, and answers
 * BUSY without hashing when the gate's line is full.
 */
import type { BUSY, HashGate } from './hash-gate.ts';
import { hashPassword, OWASP_SCRYPT, type ScryptParams, verifyPassword } from './password-hash.ts';

export const createPasswordHasher = (gate: HashGate, params: ScryptParams = OWASP_SCRYPT) => {
  // Same cost as a real verification, so an unknown email takes as long as a wrong password.
  let dummy: Promise<string> | undefined;
  return {
    hash: (password: string): Promise<string | typeof BUSY> => gate.run(() => hashPassword(password, params)),
    /** A missing hash is checked against a dummy one and always fails. */
    verify: (password: string, stored: string | undefined): Promise<boolean | typeof BUSY> =>
      gate.run(async () => {
        if (stored !== undefined) return verifyPassword(password, stored);
        dummy ??= hashPassword('no such account', params);
        await verifyPassword(password, await dummy);
        return false;
      }),
  };
};

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
