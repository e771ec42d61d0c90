/**
 * The life of an advance booking (issue 11) as a statechart, built from the transition table of
 * domain/reservations/reservation-lifecycle.ts: one state per status, one transition per row, each
 * guarded by who may send it (and, for a refusal, a reason). The server moves reservations by the
 * same table; the client resolves a reservation's status in this machine and asks
 * `snapshot.can(...)` which actions to show, so both agree on what may follow what.
 */
import { setup } from 'xstate';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../domain/constants.ts';
import {
  RESERVATION_INITIAL,
  type ReservationEvent,
  type ReservationParty,
  reservationTransitions,
} from '../../domain/reservations/reservation-lifecycle.ts';

/** The table's event as the machine's event type: `approve` -> `APPROVE`. */
export const reservationEventType = (event: ReservationEvent) =>
  event.toUpperCase() as Uppercase<ReservationEvent>;

export type ReservationMachineEvent =
  | { type: 'APPROVE'; by: ReservationParty }
  | { type: 'REFUSE'; by: ReservationParty; reason: string }
  | { type: 'CANCEL'; by: ReservationParty };

const DESCRIPTIONS: Record<ReservationStatus, string> = {
  toBeAudited:
    'Waiting for the audit: staff of its company approve it, or refuse it with a reason; its owner may cancel it.',
  approved: 'Approved by staff; it becomes an order (the orders issue).',
  auditFailed: 'Refused by staff; the reason shows to the customer.',
  cancelled: 'Cancelled by its owner while it waited for the audit.',
};

/** One state per status; its transitions are the table's rows from that status. */
const states = Object.fromEntries(
  RESERVATION_STATUSES.map((status) => {
    const rows = Object.entries(reservationTransitions[status]) as [
      ReservationEvent,
      (typeof reservationTransitions)[ReservationStatus][ReservationEvent],
    ][];
    return [
      status,
      {
        description: DESCRIPTIONS[status],
        tags: [status],
        ...(rows.length === 0 ? { type: 'final' as const } : {}),
        on: Object.fromEntries(
          rows.map(([event, transition]) => [
            reservationEventType(event),
            {
              target: transition!.to,
              guard: {
                type: 'allowed' as const,
                params: { by: transition!.by, needsReason: transition!.needsReason === true },
              },
              description: `By ${transition!.by.join(' or ')}${transition!.needsReason ? ', with a reason' : ''}.`,
            },
          ]),
        ),
      },
    ];
  }),
);

export const reservationMachine = setup({
  types: {
    events: {} as ReservationMachineEvent,
  },
  guards: {
    /** The sender may send it, and a refusal carries a reason that is not blank. */
    allowed: ({ event }, params: { by: readonly ReservationParty[]; needsReason: boolean }) =>
      params.by.includes(event.by) &&
      (!params.needsReason || ('reason' in event && event.reason.trim() !== '')),
  },
}).createMachine({
  id: 'reservation',
  description:
    'An advance booking (spec §3 reservation statuses): to be audited, then approved, audit failed or cancelled.',
  initial: RESERVATION_INITIAL,
  states,
});

/** A reservation's machine snapshot at its stored status: what the client asks `can(...)`. */
export const reservationSnapshotAt = (status: ReservationStatus) =>
  reservationMachine.resolveState({ value: status, context: {} });
