/** Every repository over one database handle (a Kysely instance or a transaction). */
import type { Database } from '../schema.ts';
import { createCompanyRepository } from './company-repository.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContentRepository } from './content-repository.ts';
import { createMediaRepository } from './media-repository.ts';
import { createMenuRepository } from './menu-repository.ts';
import { createPersonaEventRepository } from './persona-event-repository.ts';
import { createTitleSettingRepository } from './title-setting-repository.ts';

export const createRepositories = (db: Database) => ({
  companies: createCompanyRepository(db),
  contacts: createContactRepository(db),
  content: createContentRepository(db),
  media: createMediaRepository(db),
  menus: createMenuRepository(db),
  personaEvents: createPersonaEventRepository(db),
  titleSettings: createTitleSettingRepository(db),
});

export type Repositories = ReturnType<typeof createRepositories>;
