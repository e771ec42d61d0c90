import { describe, expect, it } from 'vitest';
import { SPACE_ALLOWANCE_PER_SAILING } from '../../../domain/booking/allowance.ts';
import { SPACE_ORDER_EVENTS } from '../../../domain/booking/space-order-lifecycle.ts';
import { grabRequestKind } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import {
  planWaitlist,
  type Release,
  releaseFeedsWaitlist,
  type WaitingRequest,
} from '../../../domain/grab-requests/waitlist.ts';

const sailing = { pol: 'CNSHA', pod: 'NLRTM', etdDate: '2026-12-10' };

const request = (id: number, fields: Partial<WaitingRequest> = {}): WaitingRequest => ({
  id,
  companyId: 1,
  userId: 1,
  pol: 'CNSHA',
  pod: 'NLRTM',
  etdStart: '2026-12-08',
  etdEnd: '2026-12-12',
  containers: [{ containerType: '20GP', quantity: 2 }],
  appliedAt: `2026-11-0${id}T08:00:00.000Z`,
  ...fields,
});

const release = (units: Release['units'], held: Release['held'] = new Map()): Release => ({
  sailing,
  units,
  held,
});

const ids = (plan: { served: WaitingRequest[] }) => plan.served.map((served) => served.id);

describe('waitlist: which waiting requests released units serve', () => {
  it('the oldest application first, whatever order the requests come in', () => {
    const plan = planWaitlist(release([{ containerType: '20GP', quantity: 2 }]), [
      request(3),
      request(1),
      request(2),
    ]);
    expect(ids(plan)).toEqual([1]);
    expect(plan.left).toEqual({ '20GP': 0 });
  });

  it('two applied in the same millisecond: the lower id first', () => {
    const at = '2026-11-01T08:00:00.000Z';
    const plan = planWaitlist(release([{ containerType: '20GP', quantity: 2 }]), [
      request(9, { appliedAt: at }),
      request(4, { appliedAt: at }),
    ]);
    expect(ids(plan)).toEqual([4]);
  });

  it.each([
    ['another POD', { pod: 'DEHAM' }],
    ['another POL', { pol: 'CNNGB' }],
    ['an ETD range that ends before the sailing', { etdStart: '2026-12-01', etdEnd: '2026-12-09' }],
    ['an ETD range that starts after the sailing', { etdStart: '2026-12-11', etdEnd: '2026-12-20' }],
    ['another container type', { containers: [{ containerType: '40HQ', quantity: 1 }] }],
  ])('a request on %s is skipped; the next one is served', (_name, fields) => {
    const plan = planWaitlist(release([{ containerType: '20GP', quantity: 2 }]), [
      request(1, fields),
      request(2),
    ]);
    expect(ids(plan)).toEqual([2]);
  });

  it('the ETD range includes both its ends', () => {
    const units = [{ containerType: '20GP', quantity: 4 }];
    const plan = planWaitlist(release(units), [
      request(1, { etdStart: '2026-12-10', etdEnd: '2026-12-15' }),
      request(2, { etdStart: '2026-12-05', etdEnd: '2026-12-10' }),
    ]);
    expect(ids(plan)).toEqual([1, 2]);
  });

  it('whole requests only: one the units cannot serve entirely is skipped, a younger smaller one served', () => {
    const units = [
      { containerType: '20GP', quantity: 3 },
      { containerType: '40HQ', quantity: 1 },
    ];
    const plan = planWaitlist(release(units), [
      request(1, { containers: [{ containerType: '20GP', quantity: 5 }] }),
      request(2, {
        containers: [
          { containerType: '20GP', quantity: 1 },
          { containerType: '40HQ', quantity: 2 },
        ],
      }),
      request(3, {
        containers: [
          { containerType: '20GP', quantity: 2 },
          { containerType: '40HQ', quantity: 1 },
        ],
      }),
    ]);
    expect(ids(plan)).toEqual([3]);
    expect(plan.left).toEqual({ '20GP': 1, '40HQ': 0 });
  });

  it('the units serve several requests in turn; what is left returns to the list', () => {
    const plan = planWaitlist(release([{ containerType: '20GP', quantity: 5 }]), [
      request(1),
      request(2),
      request(3),
    ]);
    expect(ids(plan)).toEqual([1, 2]);
    expect(plan.left).toEqual({ '20GP': 1 });
  });

  it('no waiting request: everything returns to the list', () => {
    expect(planWaitlist(release([{ containerType: '20GP', quantity: 2 }]), [])).toEqual({
      served: [],
      left: { '20GP': 2 },
    });
  });

  it('spec §5 allowance: a customer who would pass it is skipped, counting what the plan already gave them', () => {
    const units = [{ containerType: '20GP', quantity: 6 }];
    const almostFull = new Map([[1, { '20GP': SPACE_ALLOWANCE_PER_SAILING - 3 }]]);
    const plan = planWaitlist(release(units, almostFull), [
      request(1, { containers: [{ containerType: '20GP', quantity: 2 }] }),
      request(2, { containers: [{ containerType: '20GP', quantity: 2 }] }),
      request(3, { userId: 2, containers: [{ containerType: '20GP', quantity: 2 }] }),
    ]);
    expect(ids(plan)).toEqual([1, 3]);
    expect(plan.left).toEqual({ '20GP': 2 });
  });

  it('spec §6 allowance per customer: a customer of the same tenant has their own, and one set by customer service applies', () => {
    const units = [{ containerType: '20GP', quantity: 6 }];
    const full = new Map([[1, { '20GP': SPACE_ALLOWANCE_PER_SAILING }]]);
    const plan = planWaitlist({ ...release(units, full), caps: new Map([[3, 1]]) }, [
      request(1, { containers: [{ containerType: '20GP', quantity: 1 }] }),
      request(2, { userId: 2, containers: [{ containerType: '20GP', quantity: 2 }] }),
      request(3, { userId: 3, containers: [{ containerType: '20GP', quantity: 2 }] }),
      request(4, { userId: 3, containers: [{ containerType: '20GP', quantity: 1 }] }),
    ]);
    expect(ids(plan)).toEqual([2, 4]);
    expect(plan.left).toEqual({ '20GP': 3 });
  });

  it('an expired payment window, a staff refusal and a lapsed return feed it; a cancel, payment or completion does not', () => {
    expect(SPACE_ORDER_EVENTS.filter(releaseFeedsWaitlist)).toEqual(['expire', 'refuse', 'expireReturn']);
  });

  it('the transition table lets the server (system) grant a waiting request, and only a waiting one', () => {
    expect(grabRequestKind.next('toBeHandled', 'grant', 'system')).toBe('granted');
    expect(grabRequestKind.next('granted', 'grant', 'system')).toBeNull();
    expect(grabRequestKind.next('toBeHandled', 'refuse', 'system')).toBeNull();
    expect(grabRequestKind.next('toBeHandled', 'delete', 'system')).toBeNull();
  });
});
