import { describe, expect, it } from 'vitest';
import {
  holdsSpace,
  isFinalSpaceOrderState,
  needsReason,
  nextSpaceOrderState,
  SPACE_ORDER_EVENTS,
  SPACE_ORDER_STATES,
  statesAllowing,
} from '../../../domain/booking/space-order-lifecycle.ts';

describe('spec §3/§4 space order lifecycle (one table for server and machines)', () => {
  it('an unpaid order is paid by the system, expires by the system, or is cancelled by its owner', () => {
    expect(nextSpaceOrderState('awaitingPayment', 'pay', 'system')).toBe('inHand');
    expect(nextSpaceOrderState('awaitingPayment', 'expire', 'system')).toBe('cancelled');
    expect(nextSpaceOrderState('awaitingPayment', 'cancel', 'owner')).toBe('cancelled');
    expect(nextSpaceOrderState('awaitingPayment', 'pay', 'owner')).toBeNull();
    expect(nextSpaceOrderState('awaitingPayment', 'cancel', 'staff')).toBeNull();
  });

  it('only staff complete, refuse or return an order in hand; refusing and returning need a reason', () => {
    expect(nextSpaceOrderState('inHand', 'complete', 'staff')).toBe('completed');
    expect(nextSpaceOrderState('inHand', 'refuse', 'staff')).toBe('refused');
    expect(nextSpaceOrderState('inHand', 'return', 'staff')).toBe('returned');
    expect(nextSpaceOrderState('inHand', 'complete', 'owner')).toBeNull();
    expect(nextSpaceOrderState('awaitingPayment', 'complete', 'staff')).toBeNull();
    expect(SPACE_ORDER_EVENTS.filter(needsReason)).toEqual(['refuse', 'return']);
  });

  it('cancelled, completed, refused and returned are final; nothing follows them', () => {
    expect(SPACE_ORDER_STATES.filter(isFinalSpaceOrderState)).toEqual([
      'cancelled',
      'completed',
      'refused',
      'returned',
    ]);
    for (const event of SPACE_ORDER_EVENTS)
      for (const party of ['owner', 'staff', 'system'] as const)
        expect(nextSpaceOrderState('refused', event, party)).toBeNull();
  });

  it('the conditional update of an event starts from exactly the states the table allows', () => {
    expect(statesAllowing('expire', 'system')).toEqual(['awaitingPayment']);
    expect(statesAllowing('refuse', 'staff')).toEqual(['inHand']);
    expect(statesAllowing('refuse', 'owner')).toEqual([]);
  });

  it('a cancelled or refused order gives its space back; every other status holds it', () => {
    expect(SPACE_ORDER_STATES.filter((status) => !holdsSpace(status))).toEqual(['cancelled', 'refused']);
  });
});
