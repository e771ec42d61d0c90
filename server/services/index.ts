import { createRepositories } from '../db/repositories/index.ts';
import { createRateLimitRepository } from '../db/repositories/rate-limit-repository.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './accounts/clock.ts';
import { type AccountOptions, createAccountServices } from './accounts/index.ts';
import { createRateLimiter } from './accounts/rate-limiter.ts';
import { createCompanyService } from './company-service.ts';
import { createFreightServices } from './freight/index.ts';
import { createPersonaService } from './persona-service.ts';

/** One clock for every area: the app's (buildApp), so that tests pin "now" everywhere at once. */
export const createServices = (db: Database, accounts: AccountOptions & { now: Clock }) => {
  const repositories = createRepositories(db);
  return {
    company: createCompanyService(repositories),
    personas: createPersonaService({
      repositories,
      limiter: createRateLimiter(createRateLimitRepository(db), accounts.now),
      now: accounts.now,
    }),
    media: { find: repositories.media.findById },
    accounts: createAccountServices(db, accounts),
    freight: createFreightServices(db, accounts.now),
  };
};

export type Services = ReturnType<typeof createServices>;
