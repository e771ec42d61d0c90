/** The freight area's repositories over one database handle (a Kysely instance or a transaction). */
import type { Database } from '../schema.ts';
import { createCustomsRepository } from './customs-repository.ts';
import { createDemoDataRepository } from './demo-data-repository.ts';
import { createNetworkRepository } from './network-repository.ts';
import { createPlaceRepository } from './place-repository.ts';
import { createPublishedRepository } from './published-repository.ts';
import { createQuotationRepository } from './quotation-repository.ts';
import { createRateCardRepository } from './rate-card-repository.ts';
import { createRateRepository } from './rate-repository.ts';
import { createRateSheetRepository } from './rate-sheet-repository.ts';
import { createScheduleRepository } from './schedule-repository.ts';
import { createSpaceRepository } from './space-repository.ts';
import { createTrackingRepository } from './tracking-repository.ts';

export const createFreightRepositories = (db: Database) => ({
  places: createPlaceRepository(db),
  rates: createRateRepository(db),
  rateCards: createRateCardRepository(db),
  rateSheets: createRateSheetRepository(db),
  schedules: createScheduleRepository(db),
  tracking: createTrackingRepository(db),
  customs: createCustomsRepository(db),
  space: createSpaceRepository(db),
  network: createNetworkRepository(db),
  quotations: createQuotationRepository(db),
  demoData: createDemoDataRepository(db),
  published: createPublishedRepository(db),
});

export type FreightRepositories = ReturnType<typeof createFreightRepositories>;
