/** Seeds the accounts area: the company directory and the demo accounts. Idempotent and deterministic. */
import { createCompanyDirectoryRepository } from '../repositories/company-directory-repository.ts';
import { createCompanyRepository } from '../repositories/company-repository.ts';
import { createUserRepository } from '../repositories/user-repository.ts';
import type { Database } from '../schema.ts';
import { demoDirectory } from './company-directory.ts';
import { demoUsers } from './demo-accounts.ts';
import { DEMO_COMPANY_ID } from './demo-tenant.ts';

export const seedAccounts = async (db: Database): Promise<void> => {
  const directory = createCompanyDirectoryRepository(db);
  if (!(await directory.hasAny())) await directory.insertMany(demoDirectory());
  // The accounts belong to the demo tenant; without it (a database seeded otherwise) there are none.
  if (!(await createCompanyRepository(db).exists(DEMO_COMPANY_ID))) return;
  const users = createUserRepository(db);
  for (const user of demoUsers()) await users.insertIfAbsent(user);
};
