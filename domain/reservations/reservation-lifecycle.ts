/**
 * The life of an advance booking (a reservation, spec §3), declared once on the record kernel
 * (domain/records/record-kind.ts): the server moves reservations only as this table allows, the
 * client's machine is built from it.
 *
 * The customer creates a reservation `toBeAudited`; staff approve it or refuse it with a reason
 * (`auditFailed`); its owner may cancel it while it waits for the audit.
 */
import { RESERVATION_STATUSES, type ReservationStatus } from '../constants.ts';
import { defineRecordKind, staff } from '../records/record-kind.ts';
import type { ReservationMessageId } from './messages.ts';

export const reservationKind = defineRecordKind({
  kind: 'reservation',
  statuses: RESERVATION_STATUSES,
  initial: 'toBeAudited',
  created: 'create',
  transitions: {
    toBeAudited: {
      approve: { to: 'approved', by: [staff('reservations.audit')] },
      refuse: { to: 'auditFailed', by: [staff('reservations.audit')], needs: ['reason'] },
      cancel: { to: 'cancelled', by: ['owner'] },
    },
    approved: {},
    auditFailed: {},
    cancelled: {},
  },
  // A refusal's reason (spec §3).
  fields: { reason: { max: 200, problem: 'reasonRequired' satisfies ReservationMessageId } },
  descriptions: {
    toBeAudited:
      'Waiting for the audit: staff of its company approve it, or refuse it with a reason; its owner may cancel it.',
    approved: 'Approved by staff; its owner may place one order from it.',
    auditFailed: 'Refused by staff; the reason shows to the customer.',
    cancelled: 'Cancelled by its owner while it waited for the audit.',
  },
  purpose:
    'The life of an advance booking: staff approve it or refuse it with a reason, its owner cancels it while it waits for the audit.',
  specSections: ['§3 Reservation statuses'],
});

export const RESERVATION_EVENTS = reservationKind.events;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];
/** A reason staff give for refusing a reservation. */
export const RESERVATION_REASON_MAX = reservationKind.fields.reason.max;

/**
 * An approved reservation becomes an order once, placed by its owner. That is not a move of the
 * table: the status stays `approved` (spec §3's four statuses are what the customer sees) and the
 * reservation keeps the order it became. The audit trail records it as this event, from `approved`
 * to `approved`, with the order's number as its note.
 */
export const RESERVATION_ORDERED = 'order';
export const RESERVATION_ORDERABLE: ReservationStatus = 'approved';

/** Whether the owner may place an order from a reservation: approved and not ordered yet. */
export const canOrderReservation = (reservation: { status: ReservationStatus; orderId: number | null }) =>
  reservation.status === RESERVATION_ORDERABLE && reservation.orderId === null;
