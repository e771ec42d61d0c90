/** Sea distances and sailing times of the loops, and the carriers that run each loop. */
import type { Random } from './random.ts';
import { type ReferenceCarrier, SCHEDULE_CARRIERS } from './reference-carriers.ts';
import { distanceKm, type ReferencePlace } from './reference-places.ts';

/**
 * Service speed between ports: 17.5 knots (about 780 km a day), what slow-steaming container
 * services average at sea; with the port stays it gives the published transit times of
 * docs/freight.md ("Transit times").
 */
const SPEED_KM_PER_DAY = 780;
/** Short legs follow the coast closely; only ocean legs need the template's detour factor. */
const COASTAL_LEG_KM = 3000;
const COASTAL_ROUTING = 1.2;

export const pickCarriers = (random: Random, templateIndex: number, count: number): ReferenceCarrier[] => {
  const majors = SCHEDULE_CARRIERS.slice(0, 15);
  const chosen = [majors[templateIndex % majors.length]!];
  while (chosen.length < Math.min(count, SCHEDULE_CARRIERS.length)) {
    const pool = random.chance(0.7) ? majors : SCHEDULE_CARRIERS;
    const candidate = random.pick(pool);
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen;
};

/** The sea distance of one leg: the great circle stretched by the coast or by the template's routing. */
export const seaKm = (from: ReferencePlace, to: ReferencePlace, routing: number) => {
  const km = distanceKm(from, to);
  return km * (km < COASTAL_LEG_KM ? COASTAL_ROUTING : routing);
};

export const sailDays = (from: ReferencePlace, to: ReferencePlace, routing: number) =>
  Math.max(0.6, seaKm(from, to, routing) / SPEED_KM_PER_DAY);
