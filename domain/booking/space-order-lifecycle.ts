/**
 * The life of a space order (spec §3 statuses, spec §4 payment window), declared once on the record
 * kernel (domain/records/record-kind.ts): the server refuses any change this table does not allow,
 * the client's machine is built from it.
 *
 * Before the spec's four space-order statuses (in hand, completed, refused, returned) an order waits
 * for its payment (`awaitingPayment`, SPACE_PAYMENT_WINDOW_MS) and ends `cancelled` when the window
 * passes unpaid or the customer gives it up.
 *
 * A granted grab request's order starts as an offer (`offered`): it holds the space and the
 * allowance until the offer's deadline (the tenant's grabOfferHours); each time the customer opens
 * the payment, the spec's window starts (`openPayment`), and a window that lapses unpaid returns to
 * the offer (`lapse`) while the deadline has not passed. At the deadline an unpaid offer expires and
 * its space goes to the waitlist.
 */

import { SPACE_ORDER_STATUSES } from '../constants.ts';
import { defineRecordKind, staff } from '../records/record-kind.ts';
import { STORED_FILE_NAME } from './file-kind.ts';
import type { BookingMessageId } from './messages.ts';

export const SPACE_ORDER_STATES = [
  'offered',
  'awaitingPayment',
  'cancelled',
  ...SPACE_ORDER_STATUSES,
] as const;
export type SpaceOrderState = (typeof SPACE_ORDER_STATES)[number];

const handle = staff('spaceOrders.handle');

export const spaceOrderKind = defineRecordKind({
  kind: 'spaceOrder',
  statuses: SPACE_ORDER_STATES,
  initial: 'awaitingPayment',
  created: 'book',
  alsoStartsIn: ['offered'],
  transitions: {
    offered: {
      openPayment: { to: 'awaitingPayment', by: ['owner'], description: 'The customer opens the payment.' },
      expire: { to: 'cancelled', by: ['system'] },
      cancel: { to: 'cancelled', by: ['owner'] },
    },
    awaitingPayment: {
      pay: { to: 'inHand', by: ['system'] },
      lapse: {
        to: 'offered',
        by: ['system'],
        description: "The window ended unpaid before the offer's deadline: back to the offer.",
      },
      expire: { to: 'cancelled', by: ['system'] },
      cancel: { to: 'cancelled', by: ['owner'] },
    },
    inHand: {
      complete: { to: 'completed', by: [handle] },
      refuse: { to: 'refused', by: [handle], needs: ['reason'] },
      return: { to: 'returned', by: [handle], needs: ['reason'] },
    },
    cancelled: {},
    completed: {},
    refused: {},
    returned: {
      resubmit: { to: 'inHand', by: ['owner'], needs: ['attorneyFile', 'note'] },
      expireReturn: {
        to: 'refused',
        by: ['system'],
        description: 'Not resubmitted by its deadline: refused and refunded in full (spec §3).',
      },
    },
  },
  fields: {
    // The reason staff give for refusing or returning an order (spec §3).
    reason: { max: 200, problem: 'reasonRequired' satisfies BookingMessageId },
    // A returned order comes back with a corrected attorney file (uploaded first) and a note.
    attorneyFile: {
      max: 64,
      pattern: STORED_FILE_NAME,
      problem: 'attorneyFileRequired' satisfies BookingMessageId,
    },
    note: { max: 500, problem: 'resubmitNoteRequired' satisfies BookingMessageId },
  },
  descriptions: {
    offered:
      'A granted grab request: the space and the allowance are held until the offer’s deadline; the customer opens the payment when ready; the server cancels it at the deadline unpaid.',
    awaitingPayment:
      'Booked: the space is held for 3 minutes (spec §4) while the customer pays by QR code; the server cancels it when the window ends unpaid.',
    cancelled:
      'Ended unpaid (window passed) or given up by the customer: the space and the allowance are back.',
    inHand: 'Paid: the space is the customer’s. Staff complete, refuse or return it.',
    completed: 'Staff completed the order: the space was used.',
    refused:
      'Staff refused it with a reason, or a returned order was not resubmitted in time: the fee is refunded in full within 3 working days, the space is back.',
    returned:
      'Staff returned it to the customer with a reason (e.g. the attorney file); it stays paid and keeps its space until the customer resubmits it with a new attorney file and a note, or the resubmit deadline (working days, a tenant setting) passes and the server refuses it.',
  },
  purpose: 'The life of a space order: the payment window, then the four statuses staff move it through.',
  specSections: ['§3 space order statuses', '§4 payment within 3 minutes'],
});

export const SPACE_ORDER_EVENTS = spaceOrderKind.events;
export type SpaceOrderEvent = (typeof SPACE_ORDER_EVENTS)[number];
/** A reason staff give for refusing or returning an order (spec §3). */
export const SPACE_ORDER_REASON_MAX = spaceOrderKind.fields.reason.max;
/** The note a customer resubmits a returned order with. */
export const SPACE_ORDER_NOTE_MAX = spaceOrderKind.fields.note.max;

/**
 * The order still holds its space: waiting for payment, paid, completed, or returned to the
 * customer with a reason (paid for, and kept until the customer resubmits it or its deadline
 * passes). A cancelled or refused order gives the space back; a refused one is refunded.
 */
export const holdsSpace = (status: SpaceOrderState): boolean =>
  status !== 'cancelled' && status !== 'refused';
