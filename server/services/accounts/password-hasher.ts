/** Hashing with the configured scrypt parameters (OWASP in production; tests may pass cheaper ones). */
import { hashPassword, OWASP_SCRYPT, type ScryptParams, verifyPassword } from './password-hash.ts';

export const createPasswordHasher = (params: ScryptParams = OWASP_SCRYPT) => {
  // Same cost as a real verification, so an unknown email takes as long as a wrong password.
  let dummy: Promise<string> | undefined;
  return {
    hash: (password: string): Promise<string> => hashPassword(password, params),
    /** A missing hash is checked against a dummy one and always fails. */
    verify: async (password: string, stored: string | undefined): Promise<boolean> => {
      if (stored !== undefined) return verifyPassword(password, stored);
      dummy ??= hashPassword('no such account', params);
      await verifyPassword(password, await dummy);
      return false;
    },
  };
};

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
