import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import { spaceOrderMachine } from '../../../machines/records/record-kinds.ts';

/** A space order's machine at a given status, as the client starts it for a record it shows. */
const at = (status: string) =>
  createActor(spaceOrderMachine, {
    snapshot: spaceOrderMachine.resolveState({ value: status, context: {} }),
  }).start();

const owner: RecordViewer = { party: 'owner' };
const system: RecordViewer = { party: 'system' };
const handler: RecordViewer = { party: 'staff', permissions: ['spaceOrders.handle'] };
const auditor: RecordViewer = { party: 'staff', permissions: ['records.read'] };

describe('the space order statechart is the domain table', () => {
  it('staff handling space orders may complete, refuse (with a reason) or return an order in hand; the customer may not', () => {
    const snapshot = at('inHand').getSnapshot();
    expect(snapshot.can({ type: 'complete', by: handler })).toBe(true);
    expect(snapshot.can({ type: 'refuse', by: handler, reason: 'Vessel omitted the port' })).toBe(true);
    expect(snapshot.can({ type: 'refuse', by: handler, reason: '  ' })).toBe(false);
    expect(snapshot.can({ type: 'complete', by: owner })).toBe(false);
    expect(snapshot.can({ type: 'cancel', by: owner })).toBe(false);
  });

  it('staff without the space-order permission may not move an order in hand', () => {
    const snapshot = at('inHand').getSnapshot();
    expect(snapshot.can({ type: 'complete', by: auditor })).toBe(false);
    expect(snapshot.can({ type: 'return', by: auditor, reason: 'Fix the shipper name' })).toBe(false);
  });

  it('only an unpaid order can be cancelled by its owner; refused is final', () => {
    expect(at('awaitingPayment').getSnapshot().can({ type: 'cancel', by: owner })).toBe(true);
    const refused = at('refused').getSnapshot();
    expect(refused.status).toBe('done');
    expect(refused.can({ type: 'complete', by: handler })).toBe(false);
  });

  it('a returned order is resubmitted by its owner with a new attorney file and a note; the server lapses it', () => {
    const returned = at('returned').getSnapshot();
    expect(returned.status).not.toBe('done');
    const file = 'kQ3v9xZpR2mT8wYb4nLc6dFh';
    expect(returned.can({ type: 'resubmit', by: owner, attorneyFile: file, note: 'Signed now' })).toBe(true);
    expect(returned.can({ type: 'resubmit', by: owner, attorneyFile: file, note: ' ' })).toBe(false);
    expect(returned.can({ type: 'resubmit', by: handler, attorneyFile: file, note: 'Signed now' })).toBe(
      false,
    );
    expect(returned.can({ type: 'complete', by: handler })).toBe(false);
    expect(returned.can({ type: 'expireReturn', by: system })).toBe(true);
    expect(returned.can({ type: 'expireReturn', by: owner })).toBe(false);
  });

  it('a move the table allows changes the status to the table’s', () => {
    const actor = at('awaitingPayment');
    actor.send({ type: 'pay', by: system });
    expect(actor.getSnapshot().value).toBe('inHand');
  });
});
