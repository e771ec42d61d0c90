import { describe, expect, it } from 'vitest';
import {
  holdsSpace,
  SPACE_ORDER_EVENTS,
  SPACE_ORDER_STATES,
  spaceOrderKind,
} from '../../../domain/booking/space-order-lifecycle.ts';

describe('spec §3/§4 space order lifecycle (one table for server and machines)', () => {
  it('an unpaid order is paid by the system, expires by the system, or is cancelled by its owner', () => {
    expect(spaceOrderKind.next('awaitingPayment', 'pay', 'system')).toBe('inHand');
    expect(spaceOrderKind.next('awaitingPayment', 'expire', 'system')).toBe('cancelled');
    expect(spaceOrderKind.next('awaitingPayment', 'cancel', 'owner')).toBe('cancelled');
    expect(spaceOrderKind.next('awaitingPayment', 'pay', 'owner')).toBeNull();
    expect(spaceOrderKind.next('awaitingPayment', 'cancel', 'staff')).toBeNull();
  });

  it('only staff complete, refuse or return an order in hand; refusing and returning need a reason', () => {
    expect(spaceOrderKind.next('inHand', 'complete', 'staff')).toBe('completed');
    expect(spaceOrderKind.next('inHand', 'refuse', 'staff')).toBe('refused');
    expect(spaceOrderKind.next('inHand', 'return', 'staff')).toBe('returned');
    expect(spaceOrderKind.next('inHand', 'complete', 'owner')).toBeNull();
    expect(spaceOrderKind.next('awaitingPayment', 'complete', 'staff')).toBeNull();
    expect(SPACE_ORDER_EVENTS.filter((event) => spaceOrderKind.needs(event).includes('reason'))).toEqual([
      'refuse',
      'return',
    ]);
  });

  it('cancelled, completed and refused are final; nothing follows them', () => {
    expect(SPACE_ORDER_STATES.filter(spaceOrderKind.isFinal)).toEqual(['cancelled', 'completed', 'refused']);
    for (const event of SPACE_ORDER_EVENTS)
      for (const party of ['owner', 'staff', 'system'] as const)
        expect(spaceOrderKind.next('refused', event, party)).toBeNull();
  });

  it('a returned order is resubmitted by its owner with a new attorney file and a note, or lapses by the server into refused', () => {
    expect(spaceOrderKind.isFinal('returned')).toBe(false);
    expect(spaceOrderKind.next('returned', 'resubmit', 'owner')).toBe('inHand');
    expect(spaceOrderKind.next('returned', 'expireReturn', 'system')).toBe('refused');
    expect(spaceOrderKind.next('returned', 'resubmit', 'staff')).toBeNull();
    expect(spaceOrderKind.next('returned', 'expireReturn', 'owner')).toBeNull();
    expect(spaceOrderKind.next('returned', 'cancel', 'owner')).toBeNull();
    expect(spaceOrderKind.needs('resubmit')).toEqual(['attorneyFile', 'note']);
    const file = 'a'.repeat(24);
    expect(spaceOrderKind.problemOf('resubmit', { attorneyFile: file, note: ' ' })).toBe(
      'resubmitNoteRequired',
    );
    expect(spaceOrderKind.problemOf('resubmit', { attorneyFile: '../x', note: 'fixed' })).toBe(
      'attorneyFileRequired',
    );
    expect(spaceOrderKind.problemOf('resubmit', { attorneyFile: file, note: 'New signed file' })).toBeNull();
  });

  it('the conditional update of an event starts from exactly the states the table allows', () => {
    expect(spaceOrderKind.statusesAllowing('expire', 'system')).toEqual(['offered', 'awaitingPayment']);
    expect(spaceOrderKind.statusesAllowing('refuse', 'staff')).toEqual(['inHand']);
    expect(spaceOrderKind.statusesAllowing('refuse', 'owner')).toEqual([]);
  });

  it('a grant’s offer: its owner opens the payment window, a lapsed window returns to the offer, the deadline ends it', () => {
    expect(spaceOrderKind.startsIn('offered')).toBe(true);
    expect(spaceOrderKind.startsIn('inHand')).toBe(false);
    expect(spaceOrderKind.next('offered', 'openPayment', 'owner')).toBe('awaitingPayment');
    expect(spaceOrderKind.next('offered', 'openPayment', 'staff')).toBeNull();
    expect(spaceOrderKind.next('awaitingPayment', 'lapse', 'system')).toBe('offered');
    expect(spaceOrderKind.next('awaitingPayment', 'lapse', 'owner')).toBeNull();
    expect(spaceOrderKind.next('offered', 'expire', 'system')).toBe('cancelled');
    expect(spaceOrderKind.next('offered', 'cancel', 'owner')).toBe('cancelled');
    // Only a window opened for payment is paid: an offer has no payment open.
    expect(spaceOrderKind.next('offered', 'pay', 'system')).toBeNull();
    expect(holdsSpace('offered')).toBe(true);
  });

  it('a cancelled or refused order gives its space back; every other status holds it', () => {
    expect(SPACE_ORDER_STATES.filter((status) => !holdsSpace(status))).toEqual(['cancelled', 'refused']);
  });
});
