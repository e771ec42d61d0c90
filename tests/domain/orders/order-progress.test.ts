import { describe, expect, it } from 'vitest';
import { BOOKING_PROGRESS_STEPS } from '../../../domain/constants.ts';
import {
  nextStepOf,
  ORDER_ADVANCE_EVENTS,
  ORDER_EVENTS,
  ORDER_STATES,
  orderKind,
} from '../../../domain/orders/order-progress.ts';
import { orderProblems } from '../../../domain/orders/order-rules.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';

/** Staff allowed to move orders through the steps. */
const staffViewer: RecordViewer = { party: 'staff', permissions: ['orders.progress'] };

describe('spec §4: the booking progress steps as a transition table', () => {
  it('each step advances only to the next one, by staff; done and cancelled are final', () => {
    BOOKING_PROGRESS_STEPS.forEach((step, index) => {
      const next = BOOKING_PROGRESS_STEPS[index + 1];
      expect(nextStepOf(step)).toBe(next ?? null);
      for (const event of ORDER_ADVANCE_EVENTS) {
        expect([step, event, orderKind.next(step, event, 'staff')]).toEqual([
          step,
          event,
          event === next ? next : null,
        ]);
        expect(orderKind.next(step, event, 'owner')).toBeNull();
      }
    });
    expect(orderKind.isFinal('done')).toBe(true);
    expect(orderKind.isFinal('cancelled')).toBe(true);
    expect(nextStepOf('cancelled')).toBeNull();
  });

  it('the owner cancels only at `order`; staff never cancel', () => {
    for (const status of ORDER_STATES)
      expect([status, orderKind.next(status, 'cancel', 'owner')]).toEqual([
        status,
        status === 'order' ? 'cancelled' : null,
      ]);
    expect(orderKind.transitionOf('cancel', 'staff')).toBeNull();
    expect(orderKind.transitionOf('cancel', 'owner')).toEqual({ from: ['order'], to: 'cancelled' });
  });

  it('every event is one conditional update from exactly one step', () => {
    for (const event of ORDER_ADVANCE_EVENTS) {
      const index = BOOKING_PROGRESS_STEPS.indexOf(event);
      expect(orderKind.transitionOf(event, 'staff')).toEqual({
        from: [BOOKING_PROGRESS_STEPS[index - 1]],
        to: event,
      });
    }
    expect(ORDER_EVENTS).toHaveLength(BOOKING_PROGRESS_STEPS.length);
  });

  it('booking success needs the carrier booking number, B/L confirm the B/L number', () => {
    expect(orderKind.canMove('customerServiceConfirm', 'bookingSuccess', staffViewer)).toBe(false);
    expect(
      orderKind.canMove('customerServiceConfirm', 'bookingSuccess', staffViewer, { bookingNumber: ' ' }),
    ).toBe(false);
    expect(
      orderKind.canMove('customerServiceConfirm', 'bookingSuccess', staffViewer, { blNumber: 'BL-1234' }),
    ).toBe(false);
    expect(
      orderKind.canMove('customerServiceConfirm', 'bookingSuccess', staffViewer, {
        bookingNumber: 'BKG-1234',
      }),
    ).toBe(true);
    expect(orderKind.canMove('declared', 'billOfLadingConfirm', staffViewer)).toBe(false);
    expect(
      orderKind.canMove('declared', 'billOfLadingConfirm', staffViewer, { blNumber: 'COSU8812345670' }),
    ).toBe(true);
    expect(orderKind.canMove('order', 'customerServiceConfirm', staffViewer)).toBe(true);
  });
});

describe('the order form’s rules', () => {
  const valid = {
    rateId: 1,
    quotationId: null,
    containers: [{ containerType: '20GP', quantity: '2' }],
    cargoDescription: 'Furniture',
    hsCode: '940360',
    grossWeightKg: '100.25',
    packages: '3',
    shipper: { name: 'S', address: 'A' },
    consignee: { name: 'C', address: 'B' },
    notifyParty: { name: '', address: '' },
    remarks: '',
  };

  it('a complete form has no problems', () => {
    expect(orderProblems(valid)).toEqual({});
  });

  it.each([
    [{ rateId: null }, { rateId: 'rateRequired' }],
    [{ rateId: null, quotationId: 'q1' }, {}],
    [{ containers: [] }, { containers: 'containersRequired' }],
    [{ containers: [{ containerType: '20GP', quantity: '1000' }] }, { containers: 'quantityTooLarge' }],
    [{ hsCode: '94036' }, { hsCode: 'hsCodeInvalid' }],
    [{ hsCode: '9403601234' }, {}],
    [{ hsCode: '' }, { hsCode: 'hsCodeRequired' }],
    [{ grossWeightKg: '0' }, { grossWeightKg: 'grossWeightInvalid' }],
    [{ grossWeightKg: '1.255' }, { grossWeightKg: 'grossWeightInvalid' }],
    [{ grossWeightKg: '' }, { grossWeightKg: 'grossWeightRequired' }],
    [{ packages: '-1' }, { packages: 'packagesInvalid' }],
    [{ packages: '2147483647' }, {}],
    [{ packages: '2147483648' }, { packages: 'packagesInvalid' }],
    [{ packages: ' ' }, { packages: 'packagesRequired' }],
    [{ shipper: { name: '', address: 'A' } }, { shipper: 'shipperNameRequired' }],
    [{ consignee: { name: 'C', address: ' ' } }, { consignee: 'consigneeAddressRequired' }],
    [{ notifyParty: { name: '', address: 'X' } }, { notifyParty: 'notifyPartyIncomplete' }],
    [{ notifyParty: { name: 'N', address: 'X' } }, {}],
  ])('%o gives %o', (overrides, problems) => {
    expect(orderProblems({ ...valid, ...overrides })).toEqual(problems);
  });
});
