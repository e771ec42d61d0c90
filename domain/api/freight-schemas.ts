/** Request body schemas of the freight area, keyed by FreightPath. */
import type * as v from 'valibot';
import type { FreightPath } from './freight-paths.ts';

export const FreightBodies = {} as const satisfies Record<
  (typeof FreightPath)[keyof typeof FreightPath],
  v.GenericSchema
>;
