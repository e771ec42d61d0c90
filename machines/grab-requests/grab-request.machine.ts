import { setup } from 'xstate';
import {
  GRAB_REQUEST_STATUSES,
  type GrabRequestEvent,
  type GrabRequestParty,
  type GrabRequestStatus,
  grabRequestTransitions,
  isFinalGrabRequestStatus,
  nextGrabRequestStatus,
} from '../../domain/grab-requests/grab-request-lifecycle.ts';

/**
 * Issue 11 / spec §3, §4: the life of a grab request (spot booking), built from the transition table
 * of domain/grab-requests/grab-request-lifecycle.ts, the one the server applies. A page shows a
 * request's status with SHOW and asks `snapshot.can({ type: 'DELETE', by: 'owner' })` which actions
 * to offer; the server refuses the same moves the table refuses.
 *
 * Every event says who sends it (`by`): the owner deletes a request that waits, staff grant or refuse
 * it (with notes), the server (`system`) grants it from the waitlist. Granted, refused and deleted
 * requests are final.
 */
export const GRAB_REQUEST_MACHINE_ID = 'grabRequest';

/** The table's events as the machine's event types. */
export const GRAB_REQUEST_MACHINE_EVENTS = {
  grant: 'GRANT',
  refuse: 'REFUSE',
  delete: 'DELETE',
} as const satisfies Record<GrabRequestEvent, string>;

export type GrabRequestMachineEvent =
  /** The request as the server sent it (a list row, a detail, an answer to an action). */
  | { type: 'SHOW'; status: GrabRequestStatus }
  | { type: 'GRANT'; by: GrabRequestParty }
  | { type: 'REFUSE'; by: GrabRequestParty }
  | { type: 'DELETE'; by: GrabRequestParty };

interface AllowedBy {
  status: GrabRequestStatus;
  event: GrabRequestEvent;
}

/** What each status means, for the diagram's reader (docs/statecharts). */
const STATUS_MEANING: Record<GrabRequestStatus, string> = {
  toBeHandled: 'Applied by a certified customer; waits for staff of its company.',
  granted:
    'Staff granted it with a sailing and prices, or the server did (the waitlist) with space another order gave back, at the listed prices: a space order holds the space and waits for payment in My Space.',
  refused: 'Staff refused it with handling notes.',
  deleted: 'Its owner deleted it while it waited.',
};

/** Who may send which event from a status, read from the table: the diagram's description. */
const describe = (status: GrabRequestStatus): string => {
  const moves = Object.entries(grabRequestTransitions[status]).map(
    ([event, transition]) =>
      `${GRAB_REQUEST_MACHINE_EVENTS[event as GrabRequestEvent]} by ${transition.by.join(' or ')}${
        transition.needsNotes ? ' (notes required)' : ''
      }`,
  );
  return moves.length === 0
    ? `${STATUS_MEANING[status]} Final.`
    : `${STATUS_MEANING[status]} ${moves.join('; ')}.`;
};

/** One state per status: the table's events lead on, when the sender may send them. */
const statusState = (status: GrabRequestStatus) => {
  if (isFinalGrabRequestStatus(status))
    return { type: 'final' as const, tags: ['handled'], description: describe(status) };
  const on: Record<string, { guard: { type: 'allowedBy'; params: AllowedBy }; target: string }> = {};
  for (const [event, transition] of Object.entries(grabRequestTransitions[status]) as [
    GrabRequestEvent,
    { to: GrabRequestStatus },
  ][])
    on[GRAB_REQUEST_MACHINE_EVENTS[event]] = {
      guard: { type: 'allowedBy', params: { status, event } },
      target: `#${GRAB_REQUEST_MACHINE_ID}.${transition.to}`,
    };
  return { tags: ['open'], description: describe(status), on };
};

export const grabRequestMachine = setup({
  types: {
    events: {} as GrabRequestMachineEvent,
  },
  guards: {
    /** The table allows the event from the current status for its sender. */
    allowedBy: ({ event }, params: AllowedBy) =>
      'by' in event && nextGrabRequestStatus(params.status, params.event, event.by) !== null,
    /** SHOW names this status. */
    shows: ({ event }, params: { status: GrabRequestStatus }) =>
      event.type === 'SHOW' && event.status === params.status,
  },
}).createMachine({
  id: GRAB_REQUEST_MACHINE_ID,
  description:
    'Spec §3 / issue 11: a grab request applied by a certified customer waits toBeHandled; staff grant it (it becomes a space order with the payment window) or refuse it with notes, or the server grants it from the waitlist when released space serves it; its owner may delete it only while it waits (spec §4, §8 "Cannot delete in the current state.").',
  initial: 'unknown',
  states: {
    unknown: {
      description: 'Until the server says which status the request has.',
      on: {
        SHOW: GRAB_REQUEST_STATUSES.map((status) => ({
          guard: { type: 'shows' as const, params: { status } },
          target: `#${GRAB_REQUEST_MACHINE_ID}.${status}`,
        })),
      },
    },
    ...(Object.fromEntries(GRAB_REQUEST_STATUSES.map((status) => [status, statusState(status)])) as Record<
      GrabRequestStatus,
      ReturnType<typeof statusState>
    >),
  },
});

/** Whether `party` may send `event` to a request in `status`: the client's action buttons. */
export const grabRequestAllows = (
  status: GrabRequestStatus,
  event: GrabRequestEvent,
  party: GrabRequestParty,
): boolean =>
  grabRequestMachine
    .resolveState({ value: status, context: {} })
    .can({ type: GRAB_REQUEST_MACHINE_EVENTS[event], by: party });
