/**
 * Beyond the spec: the grab-space waitlist. Space an order gives back (its payment window
 * passed, or staff refused it) goes first to the open grab requests it serves, oldest first, then
 * back to the list; the requester gets a space order with its payment window and a mail. Both
 * databases, the movable clock; the race at the end checks that nothing is oversold and no request
 * is granted twice.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import type { GrabRequestDetail } from '../../../domain/api/grab-request.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { DEFAULT_TENANT_SETTINGS } from '../../../domain/tenant/tenant-settings.ts';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import {
  type BookingApp,
  book,
  bookableSailing,
  codeOf,
  english,
  remainingOf,
  startBookingApp,
} from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';

// One app for the file (the freight seed takes seconds); each test uses a sailing of its own.
let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});
// A request left waiting by one test must not be served by the next test's sailing.
afterEach(async () => {
  await t.db
    .updateTable('grabRequests')
    .set({ status: 'deleted' })
    .where('status', '=', 'toBeHandled')
    .execute();
});

const staff = viewers.staff;
/** Certified customers of the demo company, one per role in a test (the booking limit counts per user). */
const customerNo = (userId: number): Viewer => ({ ...viewers.certified, userId });
const holder = customerNo(103);

type Sailing = Awaited<ReturnType<typeof bookableSailing>>;
type Answer = Awaited<ReturnType<typeof call>> & Partial<OrderDraft>;

const as = (viewer: Viewer, pathName: string, body: unknown) =>
  call(t, pathName, body, { ...asViewer(viewer), ...english });

const formFor = (sailing: Sailing, overrides: Record<string, unknown> = {}) => ({
  pol: sailing.pol,
  pod: sailing.pod,
  etdStart: addDays(sailing.etdDate, -2),
  etdEnd: addDays(sailing.etdDate, 2),
  containers: [{ containerType: '20GP', quantity: 2 }],
  cargo: 'Machine parts',
  specialRequirements: '',
  ...overrides,
});

/** Applies one request, a millisecond after the last, so that the apply times order them. */
const applied = async (viewer: Viewer, form: Record<string, unknown>): Promise<GrabRequestDetail> => {
  t.advance(1);
  const answer = await as(viewer, 'grab/applyGrabRequest', form);
  expect(answer.code).toBe('1');
  return answer.data as GrabRequestDetail;
};

const requestOf = async (requestId: number, viewer: Viewer = staff): Promise<GrabRequestDetail> =>
  (await as(viewer, 'grab/getGrabRequest', { requestId })).data as GrabRequestDetail;

const orderOf = (orderId: number, viewer: Viewer) =>
  as(viewer, 'space/getSpaceOrder', { orderId }) as Promise<Answer>;

/** Books `quantity` 20GP for `viewer`, answering the order. */
const held = async (sailing: Sailing, viewer: Viewer, quantity: number): Promise<Answer> => {
  const answer: Answer = await book(t, viewer, {
    sailingId: sailing.id,
    containers: [{ containerType: '20GP', quantity }],
  });
  expect(answer.code).toBe('1');
  return answer;
};

/** Past the window of every order open now, and one sweep. */
const expireAll = async () => {
  t.advance(SPACE_PAYMENT_WINDOW_MS);
  await t.app.bookingSweeper.run();
};

/** Past the deadline of every offer open now (the tenant's default hours), and one sweep. */
const expireOffers = async () => {
  t.advance(DEFAULT_TENANT_SETTINGS.grabOfferHours * 3_600_000);
  await t.app.bookingSweeper.run();
};

describe('waitlist: a payment window that passes serves the oldest waiting request', () => {
  it('the oldest matching request is granted by the system at the listing price, not a newer one', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    const booked = await held(sailing, holder, 2);
    const oldest = await applied(customerNo(301), formFor(sailing));
    const newer = await applied(customerNo(302), formFor(sailing));

    await expireAll();
    expect((await orderOf(booked.orderId!, holder)).orderStatus).toBe('cancelled');
    const granted = await requestOf(oldest.id, customerNo(301));
    expect(granted).toMatchObject({
      status: 'granted',
      handledAt: t.now().toISOString(),
      spaceOrderStatus: 'offered',
    });
    expect(granted.history.at(-1)).toMatchObject({
      fromStatus: 'toBeHandled',
      toStatus: 'granted',
      event: 'grant',
      actor: 'system',
      reason: 'waitlist',
    });
    expect((await requestOf(newer.id)).status).toBe('toBeHandled');
    // The requester's order: the listing's unit price (1004 for 20GP here), offered until the
    // tenant's deadline; no payment is open until the requester opens it.
    const order = await orderOf(granted.spaceOrderId!, customerNo(301));
    expect(order.orderStatus).toBe('offered');
    expect(order.order_form?.offerExpiresAt).toBe(
      new Date(t.now().getTime() + DEFAULT_TENANT_SETTINGS.grabOfferHours * 3_600_000).toISOString(),
    );
    expect(order.remainingMs).toBe(0);
    expect(order.code_url).toBe('');
    expect(order.order_form?.containers).toEqual([{ containerType: '20GP', quantity: 2, unitPrice: 1004 }]);
    expect(order.order_form?.history?.[0]).toMatchObject({
      event: 'book',
      actor: 'system',
      reason: 'waitlist',
    });
    // The units went to the request, not back to the list.
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 0 });

    // When that offer's deadline passes unpaid, the request shows it, and the next one is served.
    await expireOffers();
    expect(await requestOf(oldest.id, customerNo(301))).toMatchObject({
      status: 'granted',
      spaceOrderStatus: 'cancelled',
    });
    expect(await requestOf(newer.id)).toMatchObject({
      status: 'granted',
      spaceOrderStatus: 'offered',
    });
    const listed = await as(customerNo(302), 'grab/listMyGrabRequests', {});
    expect(listed.data.list.find((row: { id: number }) => row.id === newer.id)?.spaceOrderStatus).toBe(
      'offered',
    );
  });

  it('requests on another POD, an ETD range without the sailing or another type are skipped', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2, '40HQ': 2 });
    await held(sailing, holder, 2);
    const otherPod = await applied(
      customerNo(311),
      formFor(sailing, { pod: sailing.pod === 'DEHAM' ? 'NLRTM' : 'DEHAM' }),
    );
    const outOfRange = await applied(
      customerNo(312),
      formFor(sailing, { etdStart: addDays(sailing.etdDate, 1), etdEnd: addDays(sailing.etdDate, 5) }),
    );
    const otherType = await applied(
      customerNo(313),
      formFor(sailing, { containers: [{ containerType: '40HQ', quantity: 1 }] }),
    );
    const tooMany = await applied(
      customerNo(314),
      formFor(sailing, { containers: [{ containerType: '20GP', quantity: 3 }] }),
    );
    const matching = await applied(customerNo(315), formFor(sailing));

    await expireAll();
    for (const skipped of [otherPod, outOfRange, otherType, tooMany])
      expect((await requestOf(skipped.id)).status).toBe('toBeHandled');
    expect((await requestOf(matching.id)).status).toBe('granted');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 0, '40HQ': 2 });
  });

  it('what no request takes returns to the list', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    await held(sailing, holder, 5);
    const request = await applied(customerNo(321), formFor(sailing));
    await expireAll();
    expect((await requestOf(request.id)).status).toBe('granted');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
  });

  it('a sailing past its cut-off serves no one: the units return to the list', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    await held(sailing, holder, 2);
    const request = await applied(customerNo(331), formFor(sailing));
    await t.db.updateTable('spaceSailings').set({ stopped: 1 }).where('id', '=', sailing.id).execute();
    await expireAll();
    expect((await requestOf(request.id)).status).toBe('toBeHandled');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 2 });
  });

  it('the requester is told by mail, in both languages, with the order to pay in My Space', async () => {
    const user = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'waitlist@customer.example.com',
        passwordHash: 'x',
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sailing = await bookableSailing(t, { '20GP': 2 });
    await held(sailing, holder, 2);
    const request = await applied(customerNo(user.id), formFor(sailing));
    await expireAll();
    const order = await orderOf((await requestOf(request.id)).spaceOrderId!, customerNo(user.id));
    await t.app.mailQueue.drain();
    const dir = path.join(t.database.dir, 'outbox');
    const mails = (
      await Promise.all(
        (
          await readdir(dir)
        )
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
      )
    ).filter((mail) => mail.to === 'waitlist@customer.example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      '抢舱申请已自动通过 / Grab request granted from the waitlist',
    ]);
    expect(mails[0]?.text).toContain(order.order_form!.orderNo);
    expect(mails[0]?.text).toContain('按挂牌价自动通过');
    expect(mails[0]?.text).toContain('granted at the listed price');
    expect(mails[0]?.text).toContain('/workspace/reserveCabin');
  });
});

describe('waitlist: staff refusing an order serves it too; a cancel does not', () => {
  it('refused (paid, refunded): the waiting request gets the space', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    const booked = await held(sailing, holder, 2);
    expect(
      (await call(t, 'pay/confirmSandboxPayment', { code: codeOf(booked.code_url!) }, english)).code,
    ).toBe('1');
    const request = await applied(customerNo(341), formFor(sailing));
    const refused = (await as(staff, 'space/refuseSpaceOrder', {
      orderId: booked.orderId,
      reason: 'Vessel omitted the port',
    })) as Answer;
    expect(refused.orderStatus).toBe('refused');
    expect(await requestOf(request.id)).toMatchObject({
      status: 'granted',
      spaceOrderStatus: 'offered',
    });
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 0 });
  });

  it('the owner cancelling returns the space to the list (the server cancels as the owner to undo holds)', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    const booked = await held(sailing, holder, 2);
    const request = await applied(customerNo(351), formFor(sailing));
    expect((await as(holder, 'space/cancelSpaceOrder', { orderId: booked.orderId })).code).toBe('1');
    expect((await requestOf(request.id)).status).toBe('toBeHandled');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 2 });
  });
});

describe('waitlist under concurrency: releases, bookings and staff grants at once', () => {
  it('never oversells (stock + held = initial) and grants every request at most once', async () => {
    const INITIAL = 16;
    const sailing = await bookableSailing(t, { '20GP': INITIAL });
    // Six unpaid orders of 2 hold 12 of the 16; their windows pass together. The ten requests ask
    // for 15 between them: the releases, the bookings and the grants all want the same units.
    for (let i = 0; i < 6; i += 1) await held(sailing, customerNo(400 + i), 2);
    const requests: GrabRequestDetail[] = [];
    for (let i = 0; i < 10; i += 1)
      requests.push(
        await applied(
          customerNo(420 + i),
          formFor(sailing, { containers: [{ containerType: '20GP', quantity: 1 + (i % 2) }] }),
        ),
      );
    t.advance(SPACE_PAYMENT_WINDOW_MS);

    // At once: two sweeps, bookings (each expires the sailing's lapsed holds first) and staff
    // grants of the same requests the releases serve (each expires them first too).
    const grant = (request: GrabRequestDetail) =>
      as(staff, 'grab/grantGrabRequest', {
        requestId: request.id,
        sailingId: sailing.id,
        prices: [{ containerType: '20GP', unitPrice: 900 }],
      });
    const answers = await Promise.all([
      t.app.bookingSweeper.run(),
      ...Array.from({ length: 4 }, (_, i) =>
        book(t, customerNo(440 + i), {
          sailingId: sailing.id,
          containers: [{ containerType: '20GP', quantity: 1 }],
        }),
      ),
      ...requests.slice(3, 9).flatMap((request) => [grant(request), grant(request)]),
      t.app.bookingSweeper.run(),
    ]);
    expect(answers.every((answer) => !('status' in answer) || answer.status === 200)).toBe(true);

    const orders = await t.db
      .selectFrom('spaceOrders')
      .innerJoin('spaceOrderLines', 'spaceOrderLines.orderId', 'spaceOrders.id')
      .select(['spaceOrders.id', 'spaceOrders.status', 'spaceOrderLines.quantity'])
      .where('spaceOrders.sailingId', '=', sailing.id)
      .execute();
    const holding = orders.filter((order) => ['offered', 'awaitingPayment', 'inHand'].includes(order.status));
    const remaining = (await remainingOf(t, sailing.id))['20GP']!;
    expect(remaining).toBeGreaterThanOrEqual(0);
    expect(remaining + holding.reduce((sum, order) => sum + order.quantity, 0)).toBe(INITIAL);

    const rows = await t.db
      .selectFrom('grabRequests')
      .select(['id', 'status', 'spaceOrderId'])
      .where(
        'id',
        'in',
        requests.map((request) => request.id),
      )
      .execute();
    const granted = rows.filter((row) => row.status === 'granted');
    const grantEvents = await t.db
      .selectFrom('recordEvents')
      .select(['recordId', 'actor'])
      .where('kind', '=', 'grabRequest')
      .where('event', '=', 'grant')
      .where(
        'recordId',
        'in',
        requests.map((request) => request.id),
      )
      .execute();
    // Each request granted at most once, by staff or by the waitlist, with one order of its own…
    expect(grantEvents.map((entry) => entry.recordId).sort()).toEqual(granted.map((row) => row.id).sort());
    expect(new Set(granted.map((row) => row.spaceOrderId)).size).toBe(granted.length);
    // …and every live order is a booking or a granted request's: no order opened twice for one request.
    const grantedOrders = new Set(granted.map((row) => row.spaceOrderId));
    const liveBookings = holding.filter((order) => !grantedOrders.has(order.id));
    const bookedAnswers = answers.filter(
      (answer): answer is Answer => 'orderStatus' in answer && answer.orderStatus === 'awaitingPayment',
    );
    expect(liveBookings).toHaveLength(bookedAnswers.length);
    expect(granted.every((row) => holding.some((order) => order.id === row.spaceOrderId))).toBe(true);
    console.info(
      `waitlist race: ${granted.length} requests granted (${
        grantEvents.filter((entry) => entry.actor === 'system').length
      } by the waitlist, ${grantEvents.filter((entry) => entry.actor === 'staff').length} by staff), ${
        bookedAnswers.length
      } bookings held, ${remaining} left of ${INITIAL}`,
    );
  });
});
