/**
 * The life of a grab request (spot booking, spec §3, issue 11), as data: status -> event -> next
 * status and who may send the event. The server refuses any change this table does not allow (one
 * conditional update from `grabRequestTransitionOf`); the client's machine
 * (machines/grab-requests/grab-request.machine.ts) is built from it. One definition of what may
 * follow what.
 *
 * The customer applies (the request is `toBeHandled`); staff of its company grant it with a sailing
 * and prices (it becomes a space order with the payment window) or refuse it with notes; its owner
 * may delete it while it waits. Spec §4: deletion is refused when the status does not allow it.
 * The server itself grants a waiting request when released space serves it (the waitlist,
 * ./waitlist.ts), at the listing's price.
 */
export const GRAB_REQUEST_STATUSES = ['toBeHandled', 'granted', 'refused', 'deleted'] as const;
export type GrabRequestStatus = (typeof GRAB_REQUEST_STATUSES)[number];

export const GRAB_REQUEST_EVENTS = ['grant', 'refuse', 'delete'] as const;
export type GrabRequestEvent = (typeof GRAB_REQUEST_EVENTS)[number];

/** The audit trail's event for the application (from no status to `toBeHandled`). */
export const GRAB_REQUEST_APPLIED = 'apply';
export const GRAB_REQUEST_INITIAL: GrabRequestStatus = 'toBeHandled';

/**
 * Who sends an event: the customer who owns the request, staff of its company, or the server (the
 * waitlist grants a request that released space serves).
 */
export type GrabRequestParty = 'owner' | 'staff' | 'system';

export interface GrabRequestTransition {
  to: GrabRequestStatus;
  by: readonly GrabRequestParty[];
  /** A refusal carries the handling notes staff give (spec §3). */
  needsNotes?: true;
}

export const grabRequestTransitions: Record<
  GrabRequestStatus,
  Partial<Record<GrabRequestEvent, GrabRequestTransition>>
> = {
  toBeHandled: {
    grant: { to: 'granted', by: ['staff', 'system'] },
    refuse: { to: 'refused', by: ['staff'], needsNotes: true },
    delete: { to: 'deleted', by: ['owner'] },
  },
  granted: {},
  refused: {},
  deleted: {},
};

/** The status after `event`, or null when the table does not allow it from `status` for `party`. */
export const nextGrabRequestStatus = (
  status: GrabRequestStatus,
  event: GrabRequestEvent,
  party: GrabRequestParty,
): GrabRequestStatus | null => {
  const transition = grabRequestTransitions[status][event];
  return transition?.by.includes(party) ? transition.to : null;
};

/** The statuses from which `event` leads somewhere: the `WHERE status IN (…)` of its update. */
export const grabRequestStatusesAllowing = (
  event: GrabRequestEvent,
  party: GrabRequestParty,
): GrabRequestStatus[] =>
  GRAB_REQUEST_STATUSES.filter((status) => nextGrabRequestStatus(status, event, party) !== null);

/**
 * An event as one conditional update: from the statuses that allow it to its status (the same for
 * all of them in this table); null when `party` may never send it.
 */
export const grabRequestTransitionOf = (
  event: GrabRequestEvent,
  party: GrabRequestParty,
): { from: GrabRequestStatus[]; to: GrabRequestStatus } | null => {
  const from = grabRequestStatusesAllowing(event, party);
  const to = from[0] === undefined ? undefined : grabRequestTransitions[from[0]][event]?.to;
  return to === undefined ? null : { from, to };
};

export const isFinalGrabRequestStatus = (status: GrabRequestStatus): boolean =>
  Object.keys(grabRequestTransitions[status]).length === 0;

export const grabRequestEventNeedsNotes = (event: GrabRequestEvent): boolean =>
  GRAB_REQUEST_STATUSES.some((status) => grabRequestTransitions[status][event]?.needsNotes === true);

/** The handling notes staff give when refusing. */
export const GRAB_REQUEST_NOTES_MAX = 200;
