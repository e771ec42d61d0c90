/**
 * The life of an advance booking (a reservation, spec §3, issue 11), as data: status -> event ->
 * next status and who may send the event. The server refuses any change this table does not allow
 * (one conditional update from `transitionOf`); the client's machine
 * (machines/reservations/reservation.machine.ts) is built from it. One definition of what may
 * follow what.
 *
 * The customer creates a reservation `toBeAudited`; staff of its company approve it or refuse it
 * with a reason (`auditFailed`); its owner may cancel it while it waits for the audit.
 */
import { RESERVATION_STATUSES, type ReservationStatus } from '../constants.ts';

export const RESERVATION_EVENTS = ['approve', 'refuse', 'cancel'] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

/** The audit trail's event for the creation (from no status to `toBeAudited`). */
export const RESERVATION_CREATED = 'create';
export const RESERVATION_INITIAL: ReservationStatus = 'toBeAudited';

/** Who sends an event: the customer who owns the reservation, or staff of its company. */
export type ReservationParty = 'owner' | 'staff';

export interface ReservationTransition {
  to: ReservationStatus;
  by: readonly ReservationParty[];
  /** A refusal carries the reason staff give (issue 11: "audit failed (with the reason)"). */
  needsReason?: true;
}

export const reservationTransitions: Record<
  ReservationStatus,
  Partial<Record<ReservationEvent, ReservationTransition>>
> = {
  toBeAudited: {
    approve: { to: 'approved', by: ['staff'] },
    refuse: { to: 'auditFailed', by: ['staff'], needsReason: true },
    cancel: { to: 'cancelled', by: ['owner'] },
  },
  approved: {},
  auditFailed: {},
  cancelled: {},
};

/** The status after `event`, or null when the table does not allow it from `status` for `party`. */
export const nextReservationStatus = (
  status: ReservationStatus,
  event: ReservationEvent,
  party: ReservationParty,
): ReservationStatus | null => {
  const transition = reservationTransitions[status][event];
  return transition?.by.includes(party) ? transition.to : null;
};

/** The statuses from which `event` leads somewhere: the `WHERE status IN (…)` of its update. */
export const reservationStatusesAllowing = (
  event: ReservationEvent,
  party: ReservationParty,
): ReservationStatus[] =>
  RESERVATION_STATUSES.filter((status) => nextReservationStatus(status, event, party) !== null);

/**
 * An event as one conditional update: from the statuses that allow it to its status (the same for
 * all of them in this table); null when `party` may never send it.
 */
export const reservationTransitionOf = (
  event: ReservationEvent,
  party: ReservationParty,
): { from: ReservationStatus[]; to: ReservationStatus } | null => {
  const from = reservationStatusesAllowing(event, party);
  const to = from[0] === undefined ? undefined : reservationTransitions[from[0]][event]?.to;
  return to === undefined ? null : { from, to };
};

export const isFinalReservationStatus = (status: ReservationStatus): boolean =>
  Object.keys(reservationTransitions[status]).length === 0;

/**
 * An approved reservation becomes an order (issue 11) once, placed by its owner. That is not a move
 * of this table: the status stays `approved` (spec §3's four statuses are what the customer sees) and
 * the reservation keeps the order it became. The audit trail records it as this event, from
 * `approved` to `approved`, with the order's number as its note.
 */
export const RESERVATION_ORDERED = 'order';
export const RESERVATION_ORDERABLE: ReservationStatus = 'approved';

/** Whether the owner may place an order from a reservation: approved and not ordered yet. */
export const canOrderReservation = (reservation: { status: ReservationStatus; orderId: number | null }) =>
  reservation.status === RESERVATION_ORDERABLE && reservation.orderId === null;

export const reservationEventNeedsReason = (event: ReservationEvent): boolean =>
  RESERVATION_STATUSES.some((status) => reservationTransitions[status][event]?.needsReason === true);

/** A reason staff give for refusing a reservation. */
export const RESERVATION_REASON_MAX = 200;
