/**
 * Seeds the accounts area: the company directory (with the tenant, always) and the demo accounts
 * (demo mode only). Idempotent and deterministic.
 */

import { type ScryptParams, verifyPassword } from '../../services/accounts/password-hash.ts';
import { createCompanyDirectoryRepository } from '../repositories/company-directory-repository.ts';
import { createCompanyRepository } from '../repositories/company-repository.ts';
import { createUserRepository } from '../repositories/user-repository.ts';
import type { Database } from '../schema.ts';
import { demoDirectory } from './company-directory.ts';
import { DEMO_ACCOUNTS, demoUsers } from './demo-accounts.ts';
import { DEMO_COMPANY_ID } from './demo-tenant.ts';

export const seedCompanyDirectory = async (db: Database): Promise<void> => {
  const directory = createCompanyDirectoryRepository(db);
  if (!(await directory.hasAny())) await directory.insertMany(demoDirectory());
};

/**
 * The demo accounts, whose passwords are published in the README: called on every start in demo
 * mode only, so an account an operator deleted comes back in demo mode and never outside it.
 */
export const seedDemoAccounts = async (db: Database, scrypt: ScryptParams): Promise<void> => {
  // The accounts belong to the demo tenant; without it (a database seeded otherwise) there are none.
  if (!(await createCompanyRepository(db).exists(DEMO_COMPANY_ID))) return;
  const users = createUserRepository(db);
  // Only the missing ones are hashed: three scrypt hashes at cost 17 took most of a second of every
  // demo start (a seeded server listens within 1.5 s).
  const present = new Set<string>();
  for (const { email } of Object.values(DEMO_ACCOUNTS)) {
    if ((await users.findByEmail(DEMO_COMPANY_ID, email)) !== undefined) present.add(email);
  }
  for (const user of await demoUsers(scrypt, (email) => !present.has(email)))
    await users.insertIfAbsent(user);
};

/**
 * The demo accounts that still have their published password, e.g. in a database that an earlier
 * version seeded on every start: a start outside demo mode warns about them.
 */
export const demoAccountsWithPublishedPasswords = async (db: Database): Promise<string[]> => {
  const users = createUserRepository(db);
  const found: string[] = [];
  for (const { email, password } of Object.values(DEMO_ACCOUNTS)) {
    const stored = (await users.findByEmail(DEMO_COMPANY_ID, email))?.passwordHash;
    if (stored !== undefined && (await verifyPassword(password, stored))) found.push(email);
  }
  return found;
};
