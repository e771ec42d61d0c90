/** Request body schemas of the accounts area, keyed by AccountPath. */
import type * as v from 'valibot';
import type { AccountPath } from './accounts-paths.ts';

export const AccountBodies = {} as const satisfies Record<
  (typeof AccountPath)[keyof typeof AccountPath],
  v.GenericSchema
>;
