/**
 * Spec §3 released space: pricing staff release space on a sailing per container type, top it up,
 * take back what nobody holds and close it; customers of the tenant book it, those of another tenant
 * never see it; every change is in the trail; and no change racing with bookings oversells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { ReleasedSailing } from '../../../domain/api/space-release.ts';
import type { StaffRole } from '../../../domain/permissions.ts';
import { createTenantSettingsRepository } from '../../../server/db/repositories/tenant-settings-repository.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import { addCompany } from '../support/tenants.ts';
import { type BookingApp, book, english, remainingOf, startBookingApp, TEST_USD_RATE } from './support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
  await addCompany(t.db, 2);
  await createTenantSettingsRepository(t.db).saveExchangeRate(2, TEST_USD_RATE, t.now());
});
afterAll(async () => {
  await t.close();
});

const staffOf = (companyId: number, roles: readonly StaffRole[], userId: number): Viewer => ({
  userId,
  companyId,
  userType: 2,
  staffRoles: roles,
  certificationStatus: 1,
  customerType: null,
});
const pricing = staffOf(1, ['pricing'], 104);
const auditor = staffOf(1, ['auditor'], 106);
const otherPricing = staffOf(2, ['pricing'], 204);
const otherCustomer: Viewer = { ...viewers.certified, userId: 203, companyId: 2 };

const as = (viewer: Viewer, path: string, body: unknown) =>
  call(t, `spaceRelease/${path}`, body, { ...asViewer(viewer), ...english });

/** Open routes a week or more ahead that no earlier call released, so that tests never share one. */
const used = new Set<number>();
const freshRoute = async (): Promise<number> => {
  const weekAhead = new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString();
  const routes = await t.db
    .selectFrom('sailingRoutes')
    .select('id')
    .where('etd', '>', weekAhead)
    .where('id', 'not in', t.db.selectFrom('spaceSailings').select('routeId'))
    .orderBy('id')
    .limit(used.size + 1)
    .execute();
  const route = routes.find((row) => !used.has(row.id))!;
  used.add(route.id);
  return route.id;
};

const release = async (
  quantity: number,
  options: { viewer?: Viewer; allowance?: number; routeId?: number } = {},
): Promise<ReleasedSailing> => {
  const answer = await as(options.viewer ?? pricing, 'release', {
    routeId: options.routeId ?? (await freshRoute()),
    kind: 'guarantee',
    currency: 'USD',
    lines: [
      {
        containerType: '40HQ',
        quantity,
        priceMinor: 150_000,
        ...(options.allowance === undefined ? {} : { allowance: options.allowance }),
      },
    ],
  });
  expect([answer.code, answer.message]).toEqual(['1', 'The space was released']);
  return answer.data;
};

const oneHq = (sailingId: number) => ({ sailingId, containers: [{ containerType: '40HQ', quantity: 1 }] });
const listed = async (viewer: Viewer, sailingId: number) =>
  ((await as(viewer, 'listReleases', {})).data.list as ReleasedSailing[]).find(
    (sailing) => sailing.sailingId === sailingId,
  );

describe('spec §3 released space: pricing releases, customers book', () => {
  it('10 units released: listed for staff with capacity, remaining, held and level; a customer books 2 of them', async () => {
    const sailing = await release(10, { allowance: 5 });
    expect(sailing.kind).toBe('guarantee');
    expect(sailing.lines).toEqual([
      {
        containerType: '40HQ',
        capacity: 10,
        remaining: 10,
        held: 0,
        priceMinor: 150_000,
        allowance: 5,
        level: 'available',
      },
    ]);
    const booked: Awaited<ReturnType<typeof book>> & Partial<OrderDraft> = await book(t, viewers.certified, {
      sailingId: sailing.sailingId,
      containers: [{ containerType: '40HQ', quantity: 2 }],
    });
    expect(booked.code).toBe('1');
    expect(booked.order_form?.containers).toEqual([{ containerType: '40HQ', quantity: 2, unitPrice: 1500 }]);
    expect((await listed(auditor, sailing.sailingId))?.lines[0]).toMatchObject({
      capacity: 10,
      remaining: 8,
      held: 2,
      level: 'available',
    });
  });

  it('a SPOT product is released space with a loading guarantee: the SPOT list of the tenant shows it, with its price', async () => {
    const sailing = await release(10);
    const spot = await call(
      t,
      FreightPath.listSpotProducts,
      {
        companyId: 1,
        pol: sailing.pol,
        etdFrom: sailing.etd.slice(0, 10),
        etdTo: sailing.etd.slice(0, 10),
        pageNo: 1,
        pageSize: 100,
      },
      { ...asViewer(viewers.certified), ...english },
    );
    const found = spot.data.list.find((row: { sailingId: number }) => row.sailingId === sailing.sailingId);
    expect(found).toMatchObject({ loadingGuarantee: true, kind: 'guarantee' });
    expect(found.inventory[0]).toMatchObject({ containerType: '40HQ', remaining: 10, price: 1500 });
  });

  it('spec §5 the release’s allowance per customer: a customer allowed 3 gets 3, not 4', async () => {
    const sailing = await release(10, { allowance: 3 });
    const customer = { ...viewers.certified, userId: 3001 };
    const four = await book(t, customer, {
      sailingId: sailing.sailingId,
      containers: [{ containerType: '40HQ', quantity: 4 }],
    });
    expect(four.code).not.toBe('1');
    const three = await book(t, customer, {
      sailingId: sailing.sailingId,
      containers: [{ containerType: '40HQ', quantity: 3 }],
    });
    expect(three.code).toBe('1');
    expect(await remainingOf(t, sailing.sailingId)).toEqual({ '40HQ': 7 });
  });

  it('top up, take back what nobody holds, close: each change in the trail with who, action, before and after', async () => {
    const sailing = await release(10);
    expect((await book(t, viewers.certified, oneHq(sailing.sailingId))).code).toBe('1');
    const change = { sailingId: sailing.sailingId, containerType: '40HQ' };
    const topped = await as(pricing, 'topUp', { ...change, quantity: 5 });
    expect([topped.message, topped.data.lines[0].capacity, topped.data.lines[0].remaining]).toEqual([
      'The space was topped up',
      15,
      14,
    ]);
    const tooMany = await as(pricing, 'reduce', { ...change, quantity: 15 });
    expect([tooMany.code, tooMany.message]).toEqual([
      '0',
      'Only space not yet held can be taken back (14 left)',
    ]);
    const reduced = await as(pricing, 'reduce', { ...change, quantity: 14 });
    expect([reduced.message, reduced.data.lines[0]]).toEqual([
      'The space was reduced',
      expect.objectContaining({ capacity: 1, remaining: 0, held: 1, level: 'overload' }),
    ]);
    const closed = await as(pricing, 'close', { sailingId: sailing.sailingId });
    expect([closed.message, closed.data.stopped, closed.data.lines[0].level]).toEqual([
      'The release was closed',
      true,
      'stopping',
    ]);
    expect((await as(pricing, 'topUp', { ...change, quantity: 5 })).message).toBe(
      'This release is closed; it can no longer be topped up or reduced',
    );
    expect((await as(pricing, 'close', { sailingId: sailing.sailingId })).code).toBe('0');
    const trail = (await as(auditor, 'listChanges', {})).data.list.filter(
      (entry: { sailingId: number }) => entry.sailingId === sailing.sailingId,
    );
    expect(
      trail.map((entry: Record<string, unknown>) => [
        entry.action,
        entry.containerType,
        entry.quantityBefore,
        entry.quantityAfter,
        entry.userId,
      ]),
    ).toEqual([
      ['close', null, null, null, 104],
      ['reduce', '40HQ', 14, 0, 104],
      ['topUp', '40HQ', 9, 14, 104],
      ['release', '40HQ', 0, 10, 104],
    ]);
  });

  it('a closed release takes no more bookings; the holds it has stay', async () => {
    const sailing = await release(10);
    const held = await book(t, viewers.certified, oneHq(sailing.sailingId));
    expect(held.code).toBe('1');
    await as(pricing, 'close', { sailingId: sailing.sailingId });
    const late = await book(t, { ...viewers.certified, userId: 3002 }, oneHq(sailing.sailingId));
    expect(late.code).toBe('0');
    const orders = await t.db
      .selectFrom('spaceOrders')
      .select('status')
      .where('sailingId', '=', sailing.sailingId)
      .execute();
    expect(orders).toEqual([{ status: 'awaitingPayment' }]);
    expect(await remainingOf(t, sailing.sailingId)).toEqual({ '40HQ': 9 });
  });

  it('the release rules answer in the staff member’s language: a second release of the kind, two lines of a type', async () => {
    const routeId = await freshRoute();
    await release(10, { routeId });
    const again = await as(pricing, 'release', {
      routeId,
      kind: 'guarantee',
      currency: 'USD',
      lines: [{ containerType: '40HQ', quantity: 1, priceMinor: 1 }],
    });
    expect([again.code, again.message]).toEqual([
      '0',
      'Space of this kind is already released on this sailing; top it up in the list instead',
    ]);
    const twice = await call(
      t,
      'spaceRelease/release',
      {
        routeId: await freshRoute(),
        kind: 'existing',
        currency: 'USD',
        lines: [
          { containerType: '20GP', quantity: 1, priceMinor: 1 },
          { containerType: '20GP', quantity: 2, priceMinor: 1 },
        ],
      },
      { ...asViewer(pricing), 'accept-language': 'cn' },
    );
    expect([twice.status, twice.message]).toEqual([400, '每种箱型只能填写一行']);
    const past = await t.db
      .selectFrom('sailingRoutes')
      .select('id')
      .where('etd', '<', t.now().toISOString())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const late = await as(pricing, 'release', {
      routeId: past.id,
      kind: 'existing',
      currency: 'USD',
      lines: [{ containerType: '20GP', quantity: 1, priceMinor: 1 }],
    });
    expect([late.status, late.message]).toEqual([
      400,
      'The sailing is past its FCL cut-off; no space can be released on it',
    ]);
  });
});

describe('spec §3 released space is the tenant’s own', () => {
  it('staff of tenant 2 neither see nor change tenant 1’s releases; its customers neither find nor book them', async () => {
    const sailing = await release(10);
    const id = { sailingId: sailing.sailingId };
    expect(await listed(otherPricing, sailing.sailingId)).toBeUndefined();
    expect(
      (await as(otherPricing, 'listChanges', {})).data.list.some(
        (entry: { sailingId: number }) => entry.sailingId === sailing.sailingId,
      ),
    ).toBe(false);
    for (const [path, body] of [
      ['topUp', { ...id, containerType: '40HQ', quantity: 1 }],
      ['reduce', { ...id, containerType: '40HQ', quantity: 1 }],
      ['close', id],
    ] as const) {
      const answer = await as(otherPricing, path, body);
      expect([path, answer.code, answer.message]).toEqual([path, '404', 'No such released sailing']);
    }
    expect(await remainingOf(t, sailing.sailingId)).toEqual({ '40HQ': 10 });
    expect((await listed(pricing, sailing.sailingId))?.stopped).toBe(false);

    expect((await book(t, otherCustomer, oneHq(sailing.sailingId))).code).toBe('404');
    expect((await call(t, FreightPath.getSpaceDetail, { ...id, companyId: 2 })).code).toBe('404');
    expect((await call(t, FreightPath.getSpaceDetail, { ...id, companyId: 1 })).code).toBe('1');
    const search = (companyId: number) =>
      call(t, FreightPath.searchSpace, {
        companyId,
        pol: sailing.pol,
        pod: sailing.pod,
        etdFrom: sailing.etd.slice(0, 10),
        etdTo: sailing.etd.slice(0, 10),
        pageNo: 1,
        pageSize: 100,
      });
    const ids = async (companyId: number) =>
      (await search(companyId)).data.list.map((row: { sailingId: number }) => row.sailingId);
    expect(await ids(1)).toContain(sailing.sailingId);
    expect(await ids(2)).not.toContain(sailing.sailingId);
  });

  it('tenant 2 releases the same sailing for itself: its own space, its customers book it', async () => {
    const routeId = await freshRoute();
    const ours = await release(10, { routeId });
    const theirs = await release(4, { routeId, viewer: otherPricing });
    expect(theirs.sailingId).not.toBe(ours.sailingId);
    expect((await book(t, otherCustomer, oneHq(theirs.sailingId))).code).toBe('1');
    expect(await remainingOf(t, theirs.sailingId)).toEqual({ '40HQ': 3 });
    expect(await remainingOf(t, ours.sailingId)).toEqual({ '40HQ': 10 });
  });
});

describe('spec §3 a change of released space racing with holds never oversells', () => {
  it('20 customers booking 1 each while 5 of 10 are taken back: bookings plus the reduction never pass 10, none below 0', async () => {
    const sailing = await release(10);
    const [reduced, ...answers] = await Promise.all([
      as(pricing, 'reduce', { sailingId: sailing.sailingId, containerType: '40HQ', quantity: 5 }),
      ...Array.from({ length: 20 }, (_, index) =>
        book(t, { ...viewers.certified, userId: 4000 + index }, oneHq(sailing.sailingId)),
      ),
    ]);
    const booked = answers.filter((answer) => answer.code === '1').length;
    const taken = reduced!.code === '1' ? 5 : 0;
    expect(booked + taken).toBeLessThanOrEqual(10);
    const remaining = (await remainingOf(t, sailing.sailingId))['40HQ']!;
    expect(remaining).toBeGreaterThanOrEqual(0);
    expect(remaining).toBe(10 - taken - booked);
  });

  it('20 customers booking 1 each while 5 are topped up onto 5: exactly 10 orders, 0 left', async () => {
    const sailing = await release(5);
    const [topped, ...answers] = await Promise.all([
      as(pricing, 'topUp', { sailingId: sailing.sailingId, containerType: '40HQ', quantity: 5 }),
      ...Array.from({ length: 20 }, (_, index) =>
        book(t, { ...viewers.certified, userId: 5000 + index }, oneHq(sailing.sailingId)),
      ),
    ]);
    expect(topped!.code).toBe('1');
    const booked = answers.filter((answer) => answer.code === '1').length;
    expect(booked).toBeLessThanOrEqual(10);
    expect(booked + (await remainingOf(t, sailing.sailingId))['40HQ']!).toBe(10);
  });
});
