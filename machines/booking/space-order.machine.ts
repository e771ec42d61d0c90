/**
 * The life of a space order (spec §3 statuses, spec §4 payment window; issue 10), built from
 * `domain/booking/space-order-lifecycle.ts`: what the customer, staff and the server may do next.
 */
import { spaceOrderTransitions } from '../../domain/booking/space-order-lifecycle.ts';
import { lifecycleMachine } from '../records/lifecycle.machine.ts';

export const spaceOrderMachine = lifecycleMachine('spaceOrder', spaceOrderTransitions, 'awaitingPayment', {
  awaitingPayment:
    'Booked: the space is held for 3 minutes (spec §4) while the customer pays by QR code; the server cancels it when the window ends unpaid.',
  cancelled:
    'Ended unpaid (window passed) or given up by the customer: the space and the allowance are back.',
  inHand: 'Paid: the space is the customer’s. Staff complete, refuse or return it.',
  completed: 'Staff completed the order: the space was used.',
  refused:
    'Staff refused it with a reason: the fee is refunded in full within 3 working days, the space is back.',
  returned:
    'Staff returned it to the customer with a reason (e.g. the attorney file); it stays paid and keeps its space.',
});
