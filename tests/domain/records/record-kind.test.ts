import { describe, expect, it } from 'vitest';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { PERMISSIONS, STAFF_ROLES } from '../../../domain/permissions.ts';
import {
  defineRecordKind,
  type RecordViewer,
  recordViewerOf,
  staff,
} from '../../../domain/records/record-kind.ts';
import { reservationKind } from '../../../domain/reservations/reservation-lifecycle.ts';

/**
 * A small kind declared only for these tests, so that each rule of the kernel shows on its own: a
 * parcel staff ship with a tracking code and a note, the server (or staff) deliver, its owner
 * withdraws it before it is delivered.
 */
const parcelKind = defineRecordKind({
  kind: 'parcel',
  statuses: ['waiting', 'shipped', 'delivered', 'withdrawn'] as const,
  initial: 'waiting',
  created: 'post',
  events: ['ship', 'deliver', 'withdraw'] as const,
  transitions: {
    waiting: {
      ship: { to: 'shipped', by: [staff('orders.progress')], needs: ['trackingCode', 'note'] },
      withdraw: { to: 'withdrawn', by: ['owner'] },
    },
    shipped: {
      deliver: { to: 'delivered', by: ['system', staff('orders.progress')] },
      withdraw: { to: 'withdrawn', by: ['owner'] },
    },
    delivered: {},
    withdrawn: {},
  },
  fields: {
    trackingCode: { max: 13, pattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/, problem: 'trackingCodeInvalid' },
    note: { max: 5, problem: 'noteRequired' },
  },
  descriptions: {
    waiting: 'Posted, waiting to be shipped.',
    shipped: 'On its way.',
    delivered: 'Delivered.',
    withdrawn: 'Withdrawn by its owner.',
  },
  purpose: 'A parcel, for the kernel’s tests.',
  specSections: [],
});

const owner: RecordViewer = { party: 'owner' };
const system: RecordViewer = { party: 'system' };
const shipper: RecordViewer = { party: 'staff', permissions: ['orders.progress'] };
const auditor: RecordViewer = { party: 'staff', permissions: ['records.read'] };
const everyPermission: RecordViewer = { party: 'staff', permissions: PERMISSIONS };

describe('the record kernel: what a viewer is offered (canOffer, offers)', () => {
  it('staff are offered an event only when they hold the permission the table names for it', () => {
    expect(parcelKind.canOffer('waiting', 'ship', shipper)).toBe(true);
    expect(parcelKind.canOffer('waiting', 'ship', auditor)).toBe(false);
    expect(parcelKind.canOffer('waiting', 'ship', { party: 'staff', permissions: [] })).toBe(false);
  });

  it('an event the owner sends is the owner’s alone: staff with every permission and the server are refused', () => {
    expect(parcelKind.canOffer('waiting', 'withdraw', owner)).toBe(true);
    expect(parcelKind.canOffer('waiting', 'withdraw', everyPermission)).toBe(false);
    expect(parcelKind.canOffer('waiting', 'withdraw', system)).toBe(false);
  });

  it('an event the server sends is offered to the server; the owner is refused it', () => {
    expect(parcelKind.canOffer('shipped', 'deliver', system)).toBe(true);
    expect(parcelKind.canOffer('shipped', 'deliver', owner)).toBe(false);
  });

  it('nothing is offered where the table has no row: from another status, or from a final one', () => {
    expect(parcelKind.canOffer('shipped', 'ship', shipper)).toBe(false);
    for (const viewer of [owner, system, everyPermission])
      expect(parcelKind.offers('delivered', viewer)).toEqual([]);
  });

  it('offers lists the events a viewer may send from a status, in the declaration’s order', () => {
    expect(parcelKind.offers('waiting', owner)).toEqual(['withdraw']);
    expect(parcelKind.offers('waiting', shipper)).toEqual(['ship']);
    expect(parcelKind.offers('shipped', system)).toEqual(['deliver']);
    expect(parcelKind.offers('shipped', owner)).toEqual(['withdraw']);
    expect(parcelKind.offers('shipped', auditor)).toEqual([]);
  });

  it('recordViewerOf: the owner is the owner; anyone else is staff holding their roles’ permissions', () => {
    const allRoles = { userType: STAFF_USER_TYPE, staffRoles: STAFF_ROLES };
    expect(recordViewerOf(allRoles, true)).toEqual(owner);
    expect(recordViewerOf(allRoles, false)).toEqual(everyPermission);
    const auditor = recordViewerOf({ userType: STAFF_USER_TYPE, staffRoles: ['auditor'] }, false);
    expect(auditor).toEqual({ party: 'staff', permissions: ['records.read'] });
    expect(reservationKind.canOffer('toBeAudited', 'approve', auditor)).toBe(false);
    const customer = recordViewerOf({ userType: 1, staffRoles: ['administrator'] }, false);
    expect(customer).toEqual({ party: 'staff', permissions: [] });
    expect(reservationKind.canOffer('toBeAudited', 'approve', customer)).toBe(false);
    expect(reservationKind.canOffer('toBeAudited', 'approve', everyPermission)).toBe(true);
  });
});

describe('the record kernel: the fields an event needs (needs, problemOf, canMove)', () => {
  const code = 'RR123456785CN';

  it('needs lists the fields of an event in the declaration’s order; other events need none', () => {
    expect(parcelKind.needs('ship')).toEqual(['trackingCode', 'note']);
    expect(parcelKind.needs('deliver')).toEqual([]);
  });

  it('a blank or missing field is its problem, spaces only counting as blank', () => {
    expect(parcelKind.problemOf('ship', {})).toBe('trackingCodeInvalid');
    expect(parcelKind.problemOf('ship', { trackingCode: '   ', note: 'Sent' })).toBe('trackingCodeInvalid');
    expect(parcelKind.problemOf('ship', { trackingCode: code, note: null })).toBe('noteRequired');
  });

  it('a field longer than its maximum is its problem, counted in characters after trimming', () => {
    expect(parcelKind.problemOf('ship', { trackingCode: code, note: '包裹已发出' })).toBeNull();
    expect(parcelKind.problemOf('ship', { trackingCode: code, note: ' Sent ' })).toBeNull();
    expect(parcelKind.problemOf('ship', { trackingCode: code, note: '包裹已经发出' })).toBe('noteRequired');
  });

  it('a field that does not match its pattern is its problem', () => {
    expect(parcelKind.problemOf('ship', { trackingCode: 'rr123456785cn', note: 'Sent' })).toBe(
      'trackingCodeInvalid',
    );
    expect(parcelKind.problemOf('ship', { trackingCode: ` ${code} `, note: 'Sent' })).toBeNull();
  });

  it('the first field in trouble is the one reported; an event that needs none has no problem', () => {
    expect(parcelKind.problemOf('ship', { trackingCode: 'x', note: '' })).toBe('trackingCodeInvalid');
    expect(parcelKind.problemOf('deliver', {})).toBeNull();
  });

  it('canMove: the viewer is offered the event and every field it needs is fine', () => {
    expect(parcelKind.canMove('waiting', 'ship', shipper, { trackingCode: code, note: 'Sent' })).toBe(true);
    expect(parcelKind.canMove('waiting', 'ship', shipper, { trackingCode: code })).toBe(false);
    expect(parcelKind.canMove('waiting', 'ship', auditor, { trackingCode: code, note: 'Sent' })).toBe(false);
    expect(parcelKind.canMove('shipped', 'deliver', system)).toBe(true);
  });
});

describe('the record kernel: moves as the server applies them (next, statusesAllowing, transitionOf, isFinal)', () => {
  it('next is the status an event leads to for a party, or null where the table has no row for it', () => {
    expect(parcelKind.next('waiting', 'ship', 'staff')).toBe('shipped');
    expect(parcelKind.next('waiting', 'ship', 'owner')).toBeNull();
    expect(parcelKind.next('shipped', 'deliver', 'system')).toBe('delivered');
    expect(parcelKind.next('delivered', 'withdraw', 'owner')).toBeNull();
  });

  it('an event is one conditional update: from every status that allows it for the party, to its status', () => {
    expect(parcelKind.statusesAllowing('withdraw', 'owner')).toEqual(['waiting', 'shipped']);
    expect(parcelKind.transitionOf('withdraw', 'owner')).toEqual({
      from: ['waiting', 'shipped'],
      to: 'withdrawn',
    });
    expect(parcelKind.transitionOf('deliver', 'system')).toEqual({ from: ['shipped'], to: 'delivered' });
  });

  it('an event a party may never send has no update', () => {
    expect(parcelKind.statusesAllowing('withdraw', 'staff')).toEqual([]);
    expect(parcelKind.transitionOf('withdraw', 'staff')).toBeNull();
    expect(parcelKind.transitionOf('ship', 'system')).toBeNull();
  });

  it('a status with no row is final', () => {
    expect(parcelKind.statuses.filter(parcelKind.isFinal)).toEqual(['delivered', 'withdrawn']);
  });
});
