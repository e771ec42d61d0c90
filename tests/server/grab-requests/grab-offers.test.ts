/**
 * A granted grab request is an offer with a deadline (spec §3 spot booking, spec §4 payment window):
 * the space and the allowance stay held until the tenant's deadline; each time the customer opens
 * the payment, the spec's 3-minute window starts, and a lapsed window returns to the offer; at the
 * deadline the sweeper expires an unpaid offer and its space goes to the waitlist. The server
 * enforces it with no browser open. SQLite, the movable clock.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import type { GrabRequestDetail } from '../../../domain/api/grab-request.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { addDays, toLocalIso } from '../../../domain/freight/dates.ts';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import {
  type BookingApp,
  bookableSailing,
  codeOf,
  english,
  remainingOf,
  startBookingApp,
  uploadedFile,
} from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
  // The demo tenant keeps an offer 2 hours (the default is 24): the deadline is the tenant's.
  await t.db
    .insertInto('tenantSettings')
    .values({
      companyId: 1,
      grabOfferHours: 2,
      returnResubmitWorkingDays: 3,
      updatedAt: t.now().toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.db
    .updateTable('grabRequests')
    .set({ status: 'deleted' })
    .where('status', '=', 'toBeHandled')
    .execute();
});

const OFFER_MS = 2 * 3_600_000;
const staff = viewers.staff;
const customerNo = (userId: number): Viewer => ({ ...viewers.certified, userId });
type Sailing = Awaited<ReturnType<typeof bookableSailing>>;
type Answer = Awaited<ReturnType<typeof call>> & Partial<OrderDraft>;

const as = (viewer: Viewer, pathName: string, body: unknown) =>
  call(t, pathName, body, { ...asViewer(viewer), ...english });

const formFor = (sailing: Sailing) => ({
  pol: sailing.pol,
  pod: sailing.pod,
  etdStart: addDays(sailing.etdDate, -2),
  etdEnd: addDays(sailing.etdDate, 2),
  containers: [{ containerType: '20GP', quantity: 2 }],
  cargo: 'Machine parts',
  specialRequirements: '',
});

const applied = async (viewer: Viewer, sailing: Sailing): Promise<GrabRequestDetail> => {
  t.advance(1);
  const answer = await as(viewer, 'grab/applyGrabRequest', formFor(sailing));
  expect(answer.code).toBe('1');
  return answer.data as GrabRequestDetail;
};

/** Staff grant the viewer's request on the sailing: answers the offered order's id. */
const granted = async (viewer: Viewer, sailing: Sailing): Promise<number> => {
  const request = await applied(viewer, sailing);
  const answer = await as(staff, 'grab/grantGrabRequest', {
    requestId: request.id,
    sailingId: sailing.id,
    prices: [{ containerType: '20GP', unitPrice: 900 }],
  });
  expect(answer.code).toBe('1');
  return (answer.data as GrabRequestDetail).spaceOrderId!;
};

const orderOf = (orderId: number, viewer: Viewer) =>
  as(viewer, 'space/getSpaceOrder', { orderId }) as Promise<Answer>;

const open = (orderId: number, viewer: Viewer, attorneyFile?: string) =>
  as(viewer, 'space/openSpaceOrderPayment', { orderId, attorneyFile }) as Promise<Answer>;

const sweep = () => t.app.bookingSweeper.run();

describe('a granted grab request is an offer until the tenant’s deadline', () => {
  it('the grant holds the space as an offer; no payment window runs until the customer opens it', async () => {
    const owner = customerNo(501);
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const orderId = await granted(owner, sailing);
    const offer = await orderOf(orderId, owner);
    expect(offer.orderStatus).toBe('offered');
    expect(offer.order_form?.offerExpiresAt).toBe(new Date(t.now().getTime() + OFFER_MS).toISOString());
    expect(offer.code_url).toBe('');
    // Long past the spec's 3 minutes the offer and its space are still there.
    t.advance(SPACE_PAYMENT_WINDOW_MS * 10);
    await sweep();
    expect((await orderOf(orderId, owner)).orderStatus).toBe('offered');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
  });

  it('opening the payment starts the 3-minute window; a lapsed window returns to the offer, a second opening is paid', async () => {
    const owner = customerNo(502);
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const orderId = await granted(owner, sailing);
    // Spec §5: a space order needs the power of attorney; the first opening brings it.
    expect((await open(orderId, owner)).message).toBe(
      'The attorney file is missing or has expired; please upload it again',
    );
    const first = await open(orderId, owner, await uploadedFile(t, owner));
    expect(first.code).toBe('1');
    expect(first.orderStatus).toBe('awaitingPayment');
    expect(first.remainingMs).toBe(SPACE_PAYMENT_WINDOW_MS);
    expect(first.code_url).toMatch(/\/pay\?code=/);
    expect(first.order_form?.attorneyFile?.fileName).toBe('attorney.pdf');

    t.advance(SPACE_PAYMENT_WINDOW_MS);
    await sweep();
    const back = await orderOf(orderId, owner);
    expect(back.orderStatus).toBe('offered');
    expect(back.order_form?.history?.at(-1)).toMatchObject({ event: 'lapse', actor: 'system' });
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
    // The lapsed window's payment was closed: its code pays nothing any more.
    expect(
      (await call(t, 'pay/confirmSandboxPayment', { code: codeOf(first.code_url!) }, english)).code,
    ).toBe('0');

    // The file stays with the order: the second opening needs none.
    const second = await open(orderId, owner);
    expect(second.orderStatus).toBe('awaitingPayment');
    expect(second.code_url).not.toBe(first.code_url);
    expect(
      (await call(t, 'pay/confirmSandboxPayment', { code: codeOf(second.code_url!) }, english)).code,
    ).toBe('1');
    expect((await orderOf(orderId, owner)).orderStatus).toBe('inHand');
  });

  it('someone else cannot open the offer, and staff cannot open it for the customer', async () => {
    const owner = customerNo(503);
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const orderId = await granted(owner, sailing);
    const stranger = customerNo(504);
    expect((await open(orderId, stranger, await uploadedFile(t, stranger))).message).toBe('No such order');
    expect((await orderOf(orderId, owner)).orderStatus).toBe('offered');
  });

  it('the sweeper expires an unpaid offer at its deadline and its space goes to the waitlist', async () => {
    const owner = customerNo(505);
    const sailing = await bookableSailing(t, { '20GP': 2 });
    const waiting = await applied(customerNo(506), sailing);
    const orderId = await granted(owner, sailing);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 0 });

    t.advance(OFFER_MS - 1);
    await sweep();
    expect((await orderOf(orderId, owner)).orderStatus).toBe('offered');

    t.advance(1);
    // At the deadline the offer cannot be opened any more, even before the sweeper ran.
    expect((await open(orderId, owner, await uploadedFile(t, owner))).message).toBe(
      'This offer has expired and its space was released',
    );
    await sweep();
    const expired = await orderOf(orderId, owner);
    expect(expired.orderStatus).toBe('cancelled');
    expect(expired.order_form?.history?.at(-1)).toMatchObject({ event: 'expire', actor: 'system' });
    // The waiting request got the two units as an offer of its own.
    const served = (await as(staff, 'grab/getGrabRequest', { requestId: waiting.id }))
      .data as GrabRequestDetail;
    expect(served).toMatchObject({ status: 'granted', spaceOrderStatus: 'offered' });
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 0 });
  });

  it('a window opened shortly before the deadline runs its full 3 minutes, then the offer expires', async () => {
    const owner = customerNo(507);
    const sailing = await bookableSailing(t, { '20GP': 3 });
    const orderId = await granted(owner, sailing);
    t.advance(OFFER_MS - 60_000);
    const opened = await open(orderId, owner, await uploadedFile(t, owner));
    expect(opened.remainingMs).toBe(SPACE_PAYMENT_WINDOW_MS);
    t.advance(60_000);
    await sweep();
    expect((await orderOf(orderId, owner)).orderStatus).toBe('awaitingPayment');
    t.advance(SPACE_PAYMENT_WINDOW_MS - 60_000);
    await sweep();
    expect((await orderOf(orderId, owner)).orderStatus).toBe('cancelled');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
  });

  it('the grant’s mail gives the deadline with whose time it is, in both languages', async () => {
    const user = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'offer@customer.example.com',
        passwordHash: 'x',
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = customerNo(user.id);
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const orderId = await granted(owner, sailing);
    const deadline = (await orderOf(orderId, owner)).order_form!.offerExpiresAt!;
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
    ).filter((mail) => mail.to === 'offer@customer.example.com');
    const shown = toLocalIso(deadline, 'Asia/Shanghai').slice(0, 16).replace('T', ' ');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`保留舱位至 ${shown}（北京时间，UTC+08:00）`);
    expect(mails[0]?.text).toContain(`holds the space until ${shown} Beijing time (UTC+08:00)`);
    expect(mails[0]?.text).not.toContain('within the payment window');
  });
});
