/**
 * Request bodies of grab requests, keyed by GrabRequestPath. They check shapes and bounds;
 * the grab-request service checks meaning with domain/grab-requests/grab-request-rules.ts, so a
 * quantity that is not a whole number above 0 gets the spec's message, not a schema error.
 */
import * as v from 'valibot';
import { CONTAINER_TYPES } from '../freight/codes.ts';
import { GRAB_REQUEST_NOTES_MAX, GRAB_REQUEST_STATUSES } from '../grab-requests/grab-request-lifecycle.ts';
import { GRAB_CARGO_MAX, GRAB_REQUIREMENTS_MAX } from '../grab-requests/grab-request-rules.ts';
import { Text } from './plain-text.ts';
import { recordBodies } from './record-list.ts';
import { Id, routeRequestBody } from './schema-parts.ts';

/** A unit price staff set, in the sailing's currency (two decimals at most are kept). */
const UNIT_PRICE_MAX = 1_000_000;

export const ApplyGrabRequestBody = routeRequestBody(
  // `yyyy-MM-dd`; the rules check the range.
  { etdStart: Text(10), etdEnd: Text(10) },
  GRAB_CARGO_MAX,
  { field: 'specialRequirements', max: GRAB_REQUIREMENTS_MAX },
);
export type ApplyGrabRequestBody = v.InferOutput<typeof ApplyGrabRequestBody>;

/** One grab request by id, the list, and staff's refusal with its notes (`notesRequired` when blank). */
export const grabRequestBodies = recordBodies('requestId', GRAB_REQUEST_STATUSES);
export const RefuseGrabRequestBody = grabRequestBodies.withText('notes', GRAB_REQUEST_NOTES_MAX);
export const ListGrabRequestsBody = grabRequestBodies.list;
export type ListGrabRequestsBody = v.InferOutput<typeof ListGrabRequestsBody>;

export const GrantGrabRequestBody = v.object({
  requestId: Id,
  sailingId: Id,
  /** One price per container type of the request; the service checks that each is there and above 0. */
  prices: v.pipe(
    v.array(
      v.object({
        containerType: v.picklist(CONTAINER_TYPES),
        unitPrice: v.pipe(v.number(), v.minValue(0), v.maxValue(UNIT_PRICE_MAX)),
      }),
    ),
    v.maxLength(CONTAINER_TYPES.length * 2),
  ),
});
export type GrantGrabRequestBody = v.InferOutput<typeof GrantGrabRequestBody>;
