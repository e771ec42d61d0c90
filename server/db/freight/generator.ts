/**
 * Generates the freight demo data from the reference places, carriers and loop templates with a
 * seeded PRNG: the same scale, seed and clock give the same rows. Everything it writes is demo data
 * (freight_meta says so, and the API marks it). Rows stream to a BulkWriter in batches, so the large
 * scale (>= 1 000 000 rates, >= 100 000 shipments) never sits in memory at once.
 */

import type { BulkWriter } from './bulk.ts';
import { generateCustomsDocuments } from './customs.ts';
import { LOOP_TEMPLATES } from './loops.ts';
import { generateNetwork } from './network.ts';
import { createSink, type GenerateCounts, iso, type Phase } from './phase.ts';
import { createRandom } from './random.ts';
import { REFERENCE_CARRIERS, SCHEDULE_CARRIERS } from './reference-carriers.ts';
import { REFERENCE_PLACES } from './reference-places.ts';
import { createSailingRoutes } from './sailing-routes.ts';
import { createSailings } from './sailings.ts';
import { generateShipments } from './tracking.ts';

export type { GenerateCounts } from './phase.ts';

export interface FreightScale {
  name: string;
  /** How many loop templates to run (all by default). */
  templates: number;
  carriersPerLoop: number;
  weeksBefore: number;
  weeksAfter: number;
  shipments: number;
  customsDocuments: number;
  /** Share of a SPOT carrier's upcoming China-export sailings sold as SPOT products. */
  spotShare: number;
  /** Share of other upcoming China-export sailings with existing space (现舱). */
  existingShare: number;
}

export const FREIGHT_SCALES = {
  /** What the server test suites seed: every feature present, small enough for a test file. */
  test: {
    name: 'test',
    templates: 12,
    carriersPerLoop: 2,
    weeksBefore: 2,
    weeksAfter: 4,
    shipments: 120,
    customsDocuments: 300,
    spotShare: 0.5,
    existingShare: 0.15,
  },
  /** First start of the portal. */
  default: {
    name: 'default',
    templates: LOOP_TEMPLATES.length,
    carriersPerLoop: 2,
    weeksBefore: 3,
    weeksAfter: 6,
    shipments: 2000,
    customsDocuments: 3000,
    spotShare: 0.35,
    existingShare: 0.1,
  },
  /** Benchmarks: at least 1 000 000 rates and 100 000 shipments. */
  large: {
    name: 'large',
    templates: LOOP_TEMPLATES.length,
    carriersPerLoop: 8,
    weeksBefore: 10,
    weeksAfter: 38,
    shipments: 100_000,
    customsDocuments: 200_000,
    spotShare: 0.2,
    existingShare: 0.05,
  },
} as const satisfies Record<string, FreightScale>;

export interface GenerateOptions {
  scale: FreightScale;
  /** The clock the data is built around: sailings before it have actual times, after it estimates. */
  now: number;
  seed?: number;
  log?: (line: string) => void;
  /**
   * The first id of the generated sailing routes (default 1): routes imported before the first
   * seed hold the ids below it, so that neither collides with the other.
   */
  firstRouteId?: number;
}

export const generateFreight = async (
  writer: BulkWriter,
  options: GenerateOptions,
): Promise<GenerateCounts> => {
  const { scale, now } = options;
  const log = options.log ?? (() => {});
  const phase: Phase = { sink: createSink(writer), random: createRandom(options.seed ?? 20_240_601), now };
  const { sink } = phase;

  for (const place of REFERENCE_PLACES) {
    await sink.add('places', {
      code: place.code,
      nameEn: place.nameEn,
      nameCn: place.nameCn,
      country: place.code.slice(0, 2),
      kind: place.kind,
      timeZone: place.timeZone,
      lat: place.lat,
      lon: place.lon,
    });
  }
  const scheduleScacs = new Set(SCHEDULE_CARRIERS.map((carrier) => carrier.scac));
  for (const carrier of REFERENCE_CARRIERS) {
    await sink.add('carriers', {
      scac: carrier.scac,
      nameEn: carrier.nameEn,
      nameCn: carrier.nameCn,
      schedules: scheduleScacs.has(carrier.scac) ? 1 : 0,
      spot: carrier.spot ? 1 : 0,
    });
  }

  // The routes first: they draw each carrier's price factor before the loops draw anything.
  const routes = createSailingRoutes(phase, scale, options.firstRouteId ?? 1);
  const runLoop = createSailings(phase, routes, scale);
  const templates = LOOP_TEMPLATES.slice(0, scale.templates);
  for (const [templateIndex, template] of templates.entries()) {
    await runLoop(template, templateIndex);
    log(
      `template ${template.code}: ${sink.counts.sailing_routes ?? 0} routes, ${sink.counts.rates ?? 0} rates so far`,
    );
  }

  await generateShipments(phase, scale.shipments, routes.shipmentCandidates);
  await generateCustomsDocuments(phase, scale.customsDocuments);
  await generateNetwork(sink, templates);

  await sink.add('freightMeta', { key: 'scale', value: scale.name });
  await sink.add('freightMeta', { key: 'generatedFor', value: iso(now) });
  await sink.flushAll();
  log(`done: ${JSON.stringify(sink.counts)}`);
  return sink.counts;
};
