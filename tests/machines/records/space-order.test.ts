import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { spaceOrderMachine } from '../../../machines/booking/space-order.machine.ts';

/** A space order's machine at a given status, as the client starts it for a record it shows. */
const at = (status: string) =>
  createActor(spaceOrderMachine, {
    snapshot: spaceOrderMachine.resolveState({ value: status, context: {} }),
  }).start();

describe('issue 11: the space order statechart is the domain table', () => {
  it('staff may complete, refuse (with a reason) or return an order in hand; the customer may not', () => {
    const snapshot = at('inHand').getSnapshot();
    expect(snapshot.can({ type: 'complete', by: 'staff' })).toBe(true);
    expect(snapshot.can({ type: 'refuse', by: 'staff', reason: 'Vessel omitted the port' })).toBe(true);
    expect(snapshot.can({ type: 'refuse', by: 'staff', reason: '  ' })).toBe(false);
    expect(snapshot.can({ type: 'complete', by: 'owner' })).toBe(false);
    expect(snapshot.can({ type: 'cancel', by: 'owner' })).toBe(false);
  });
  it('only an unpaid order can be cancelled by its owner; refused is final', () => {
    expect(at('awaitingPayment').getSnapshot().can({ type: 'cancel', by: 'owner' })).toBe(true);
    const refused = at('refused').getSnapshot();
    expect(refused.status).toBe('done');
    expect(refused.can({ type: 'complete', by: 'staff' })).toBe(false);
  });
  it('a move the table allows changes the status to the table’s', () => {
    const actor = at('awaitingPayment');
    actor.send({ type: 'pay', by: 'system' });
    expect(actor.getSnapshot().value).toBe('inHand');
  });
});
