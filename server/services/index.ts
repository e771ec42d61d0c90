import { createRepositories } from '../db/repositories/index.ts';
import type { Database } from '../db/schema.ts';
import { type AccountOptions, createAccountServices } from './accounts/index.ts';
import { createCompanyService } from './company-service.ts';
import { createFreightServices } from './freight/index.ts';
import { createPersonaService } from './persona-service.ts';

export const createServices = (db: Database, accounts: AccountOptions) => {
  const repositories = createRepositories(db);
  return {
    company: createCompanyService(repositories),
    personas: createPersonaService(repositories),
    media: { find: repositories.media.findById },
    accounts: createAccountServices(db, accounts),
    freight: createFreightServices(db),
  };
};

export type Services = ReturnType<typeof createServices>;
