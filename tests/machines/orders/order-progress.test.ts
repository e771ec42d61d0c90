import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  ORDER_ADVANCE_EVENTS,
  ORDER_EVENTS,
  ORDER_STATES,
  type OrderState,
  orderKind,
} from '../../../domain/orders/order-progress.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import { orderProgressMachine } from '../../../machines/records/record-kinds.ts';

/** The machine's snapshot at an order's step, as a page asks it. */
const at = (status: OrderState) => orderProgressMachine.resolveState({ value: status, context: {} });

const NUMBERS = { bookingNumber: 'BKG-1234', blNumber: 'BL-5678' };
const owner: RecordViewer = { party: 'owner' };
const system: RecordViewer = { party: 'system' };
const progressStaff: RecordViewer = { party: 'staff', permissions: ['orders.progress'] };
const auditor: RecordViewer = { party: 'staff', permissions: ['records.read'] };

describe('the order progress machine is the transition table', () => {
  it('has one state per status; exactly the table’s statuses with no row are final', () => {
    expect(Object.keys(orderProgressMachine.config.states ?? {})).toEqual([...ORDER_STATES]);
    for (const status of ORDER_STATES) expect(at(status).status === 'done').toBe(orderKind.isFinal(status));
  });

  it('allows an event exactly where the table allows it, for the party the table names', () => {
    for (const status of ORDER_STATES)
      for (const event of ORDER_EVENTS)
        for (const by of [owner, system, progressStaff]) {
          const allowed = at(status).can({ type: event, by, ...NUMBERS });
          expect({ status, event, by, allowed }).toEqual({
            status,
            event,
            by,
            allowed: orderKind.next(status, event, by.party) !== null,
          });
        }
  });

  it('staff without the progress permission may not move an order', () => {
    expect(at('order').can({ type: 'customerServiceConfirm', by: auditor })).toBe(false);
    expect(at('customerServiceConfirm').can({ type: 'bookingSuccess', by: auditor, ...NUMBERS })).toBe(false);
  });

  it('booking success and B/L confirm wait for their numbers', () => {
    expect(at('customerServiceConfirm').can({ type: 'bookingSuccess', by: progressStaff })).toBe(false);
    expect(at('declared').can({ type: 'billOfLadingConfirm', by: progressStaff, blNumber: ' ' })).toBe(false);
  });

  it('walks the eight steps in order to done', () => {
    const actor = createActor(orderProgressMachine).start();
    for (const step of ORDER_ADVANCE_EVENTS) actor.send({ type: step, by: progressStaff, ...NUMBERS });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
