/** The freight area's services over one database. */
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import type { Repositories } from '../../db/repositories/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import { createCatalogService } from './catalog.ts';
import { createCustomsService } from './customs.ts';
import { type ImportKind, importDcsa } from './importer.ts';
import { createPlannerService } from './planner.ts';
import { createPriceGate } from './price-gate.ts';
import { createRateService } from './rates.ts';
import { createReference } from './reference.ts';
import { createScheduleService } from './schedules.ts';
import { createSpaceService } from './space.ts';
import { createTrackingService } from './tracking.ts';
import { createViewerPricing } from './viewer-price.ts';

export const createFreightServices = (
  /** The imports' transactions run on it. */
  db: Database,
  repositories: FreightRepositories & Pick<Repositories, 'companies' | 'markups'>,
  clock: Clock,
  limiter: RateLimiter,
) => {
  // The freight services count time in epoch milliseconds.
  const now = () => clock().getTime();
  const reference = createReference(repositories);
  const schedules = createScheduleService({ repositories, reference, now });
  const gateFor = createPriceGate(repositories.companies);
  const pricingFor = createViewerPricing(repositories.markups);
  return {
    catalog: createCatalogService(reference, repositories),
    rates: createRateService({ repositories, reference, gateFor, pricingFor, now }),
    schedules,
    tracking: createTrackingService({ repositories, reference, now }),
    space: createSpaceService({ repositories, reference, schedules, gateFor, now }),
    customs: createCustomsService({ repositories, limiter }),
    planner: createPlannerService({ repositories, reference, gateFor }),
    importDcsa: async (kind: ImportKind, documents: readonly unknown[]) => {
      const outcome = await importDcsa(db, kind, documents, now());
      // A route import may have filed places the searches must know from now on.
      if (outcome.ok && kind === 'csPointToPoint') reference.forget();
      return outcome;
    },
    /** Ports and carriers by code, for the booking area's order views. */
    reference,
    /** The viewer's price of a rate, for the orders booked from one. */
    pricingFor,
  };
};

export type FreightServices = ReturnType<typeof createFreightServices>;
