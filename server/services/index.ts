import { createRepositories } from '../db/repositories/index.ts';
import type { Database } from '../db/schema.ts';
import { createCompanyService } from './company-service.ts';
import { createPersonaService } from './persona-service.ts';

export const createServices = (db: Database) => {
  const repositories = createRepositories(db);
  return {
    company: createCompanyService(repositories),
    personas: createPersonaService(repositories),
    media: { find: repositories.media.findById },
  };
};

export type Services = ReturnType<typeof createServices>;
