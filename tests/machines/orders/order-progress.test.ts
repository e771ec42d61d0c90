import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  isFinalOrderState,
  nextOrderState,
  ORDER_ADVANCE_EVENTS,
  ORDER_EVENTS,
  ORDER_STATES,
} from '../../../domain/orders/order-progress.ts';
import { orderProgressAt, orderProgressMachine } from '../../../machines/orders/order-progress.machine.ts';

const NUMBERS = { bookingNumber: 'BKG-1234', blNumber: 'BL-5678' };

describe('issue 11: the order progress machine is the transition table', () => {
  it('has one state per status; exactly the table’s statuses with no row are final', () => {
    expect(Object.keys(orderProgressMachine.config.states ?? {})).toEqual([...ORDER_STATES]);
    for (const status of ORDER_STATES)
      expect(orderProgressAt(status).status === 'done').toBe(isFinalOrderState(status));
  });

  it('allows an event exactly where the table allows it, for the party the table names', () => {
    for (const status of ORDER_STATES)
      for (const event of ORDER_EVENTS)
        for (const by of ['owner', 'staff'] as const) {
          const allowed = orderProgressAt(status).can({ type: event, by, ...NUMBERS } as never);
          expect({ status, event, by, allowed }).toEqual({
            status,
            event,
            by,
            allowed: nextOrderState(status, event, by) !== null,
          });
        }
  });

  it('booking success and B/L confirm wait for their numbers', () => {
    expect(orderProgressAt('customerServiceConfirm').can({ type: 'bookingSuccess', by: 'staff' })).toBe(
      false,
    );
    expect(orderProgressAt('declared').can({ type: 'billOfLadingConfirm', by: 'staff', blNumber: ' ' })).toBe(
      false,
    );
  });

  it('walks the eight steps in order to done', () => {
    const actor = createActor(orderProgressMachine).start();
    for (const step of ORDER_ADVANCE_EVENTS) actor.send({ type: step, by: 'staff', ...NUMBERS });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
