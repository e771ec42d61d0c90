import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft, SpaceOrderPage } from '../../../domain/api/booking.ts';
import { SPACE_ALLOWANCE_PER_SAILING } from '../../../domain/booking/allowance.ts';
import { SANDBOX_PAYMENT_CODE } from '../../../domain/booking/payment-code.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import { TEST_PUBLIC_BASE_URL } from '../support/test-app.ts';
import {
  type BookingApp,
  book,
  bookableSailing,
  codeOf,
  english,
  paidAtTheSandbox,
  remainingOf,
  startBookingApp,
  uploadedFile,
} from './support.ts';

type Answer = Awaited<ReturnType<typeof call>> & Partial<OrderDraft>;

// One app for the file (the freight seed takes seconds); each test books on a sailing of its own.
let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const customer = viewers.certified;
const pay = (codeUrl: string) => call(t, 'pay/confirmSandboxPayment', { code: codeOf(codeUrl) }, english);
/** A customer of its own whose profile has one of its uploads as head picture. */
const withHeadPicture = async (email: string) => {
  const { id } = await t.db
    .insertInto('users')
    .values({ companyId: 1, email, passwordHash: 'x', createdAt: t.now().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const viewer = { ...customer, userId: id };
  const picture = await uploadedFile(t, viewer);
  return {
    viewer,
    picture,
    choose: () => t.db.updateTable('users').set({ headPic: picture }).where('id', '=', id).execute(),
  };
};
/** Paid at the sandbox, its notification never delivered: the order's own amount. */
const paidForOrder = async (orderNo: string, transactionId: string) => {
  const { payAmountMinor, payCurrency } = await t.db
    .selectFrom('spaceOrders')
    .select(['payAmountMinor', 'payCurrency'])
    .where('orderNo', '=', orderNo)
    .executeTakeFirstOrThrow();
  await paidAtTheSandbox(t.db, {
    orderNo,
    amountMinor: payAmountMinor,
    currency: payCurrency,
    transactionId,
    paidAt: t.now().toISOString(),
  });
};

const order = async (orderId: number, viewer: Viewer = customer): Promise<Answer> =>
  call(t, 'space/getSpaceOrder', { orderId }, { ...asViewer(viewer), ...english });

describe('booking holds the space and opens the order draft of spec §3', () => {
  it('two container types: the order waits 3 minutes for payment with a QR code of code_url; the stock is held', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5, '40HQ': 3 });
    const answer: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [
        { containerType: '20GP', quantity: 2 },
        { containerType: '40HQ', quantity: '1' },
      ],
    });
    expect(answer.code).toBe('1');
    expect(answer.orderStatus).toBe('awaitingPayment');
    expect(answer.code_url).toMatch(new RegExp(`^${TEST_PUBLIC_BASE_URL}/pay\\?code=`));
    expect(new URL(answer.code_url!).searchParams.get('code')).toMatch(SANDBOX_PAYMENT_CODE);
    // The sandbox's code is written with the order, and the sandbox writes nothing until it is paid.
    const stored = await t.db
      .selectFrom('spaceOrders')
      .select(['codeUrl', 'orderNo'])
      .where('id', '=', answer.orderId!)
      .executeTakeFirstOrThrow();
    expect(stored.codeUrl).toBe(answer.code_url);
    expect(
      await t.db.selectFrom('sandboxPayments').selectAll().where('orderNo', '=', stored.orderNo).execute(),
    ).toEqual([]);
    expect(answer.remainingMs).toBe(SPACE_PAYMENT_WINDOW_MS);
    expect(answer.order_form?.containers).toEqual([
      { containerType: '20GP', quantity: 2, unitPrice: 1004 },
      { containerType: '40HQ', quantity: 1, unitPrice: 1004 },
    ]);
    expect(answer.order_form?.amount).toBe(3012);
    expect(answer.order_form?.attorneyFile?.fileName).toBe('attorney.pdf');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3, '40HQ': 2 });
  });

  it('paid on the sandbox page: the order is in hand; the countdown is never restarted while waiting', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    t.advance(60_000);
    expect((await order(booked.orderId!)).remainingMs).toBe(SPACE_PAYMENT_WINDOW_MS - 60_000);
    const paid = await pay(booked.code_url!);
    expect(paid.code).toBe('1');
    const after = await order(booked.orderId!);
    expect(after.orderStatus).toBe('inHand');
    expect(after.code_url).toBe('');
    expect(after.order_form?.paidAt).toBe(t.now().toISOString());
    // Paid orders outlive the window: the sweeper keeps them and their space.
    t.advance(SPACE_PAYMENT_WINDOW_MS);
    await t.app.bookingSweeper.run();
    expect((await order(booked.orderId!)).orderStatus).toBe('inHand');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
  });

  it('spec §4: unpaid at 3 minutes, the server cancels the order and gives the space back, browser or not', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 4 }],
    });
    // Statuses, not the sweep's counts: the app's own timer may sweep in between.
    t.advance(SPACE_PAYMENT_WINDOW_MS - 1);
    await t.app.bookingSweeper.run();
    expect((await order(booked.orderId!)).orderStatus).toBe('awaitingPayment');
    t.advance(1);
    await t.app.bookingSweeper.run();
    const after = await order(booked.orderId!);
    expect(after.orderStatus).toBe('cancelled');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    // The provider's order was closed first: the page can no longer pay it.
    expect((await pay(booked.code_url!)).message).toBe('This order is closed and can no longer be paid');
    // A second sweep (or a second instance) changes nothing.
    await t.app.bookingSweeper.run();
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
  });

  it('spec §4: a booking at a sailing sold out only to holds whose window passed expires them first and holds', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    const containers = [{ containerType: '20GP', quantity: 2 }];
    const lapsing: Answer = await book(t, viewers.otherCertified, { sailingId: sailing.id, containers });
    expect(lapsing.code).toBe('1');
    // Still in its window: the stock alone says sold out.
    expect((await book(t, customer, { sailingId: sailing.id, containers })).message).toBe(
      'An empty space cannot be booked',
    );
    // Its window passed and no sweep ran: the next booking gives its space back before deciding.
    t.advance(SPACE_PAYMENT_WINDOW_MS);
    const held: Answer = await book(t, customer, { sailingId: sailing.id, containers });
    expect(held.code).toBe('1');
    expect((await order(lapsing.orderId!, viewers.otherCertified)).orderStatus).toBe('cancelled');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 0 });
  });

  it('the customer may cancel an unpaid order: the space is back at once', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 2 }],
    });
    const cancelled: Answer = await call(
      t,
      'space/cancelSpaceOrder',
      { orderId: booked.orderId },
      { ...asViewer(customer), ...english },
    );
    expect(cancelled.orderStatus).toBe('cancelled');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 2 });
  });
});

describe('spec §5 space booking rules, answered by the server in the user’s language', () => {
  it.each([
    [
      'a quantity above the remaining',
      [{ containerType: '20GP', quantity: 6 }],
      'The quantity cannot exceed the remaining quantity',
    ],
    [
      'a duplicate container type',
      [
        { containerType: '20GP', quantity: 1 },
        { containerType: '20GP', quantity: 1 },
      ],
      'Duplicate container types are not allowed',
    ],
    [
      'a quantity that is not an integer',
      [{ containerType: '20GP', quantity: '1.5' }],
      'The quantity must be an integer',
    ],
    ['a quantity of 0', [{ containerType: '20GP', quantity: 0 }], 'The quantity must be greater than 0'],
    ['no container at all', [], 'Please enter the quantity'],
    [
      'a type the sailing has no space of',
      [{ containerType: '45HQ', quantity: 1 }],
      'An empty space cannot be booked',
    ],
  ])('%s', async (_case, containers, message) => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const answer = await book(t, customer, { sailingId: sailing.id, containers });
    expect([answer.status, answer.code, answer.message]).toEqual([400, '400', message]);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
  });

  it.each(['+1', ' 1', '1.0'])(
    'spec §5: a quantity of %j is not a whole number written in digits',
    async (quantity) => {
      const sailing = await bookableSailing(t, { '20GP': 5 });
      const answer = await book(t, customer, {
        sailingId: sailing.id,
        containers: [{ containerType: '20GP', quantity }],
      });
      expect([answer.status, answer.code, answer.message]).toEqual([
        400,
        '400',
        'The quantity must be an integer',
      ]);
      expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    },
  );

  it('the attorney file is required: one the customer did not upload, or one already used, is refused', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const someoneElses = await uploadedFile(t, viewers.otherCertified);
    const answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
      attorneyFile: someoneElses,
    });
    expect(answer.message).toBe('The attorney file is missing or has expired; please upload it again');
    const file = await uploadedFile(t, customer);
    expect(
      (
        await book(t, customer, {
          sailingId: sailing.id,
          containers: [{ containerType: '20GP', quantity: 1 }],
          attorneyFile: file,
        })
      ).code,
    ).toBe('1');
    const again = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
      attorneyFile: file,
    });
    expect(again.code).toBe('400');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
  });

  it('the head picture is no attorney file: the booking is refused and holds no space', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const { viewer, picture, choose } = await withHeadPicture('picture@customer.example.com');
    await choose();
    const answer = await book(t, viewer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
      attorneyFile: picture,
    });
    expect([answer.status, answer.message]).toEqual([
      400,
      'Your profile picture cannot be the attorney file; please upload the attorney file',
    ]);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
  });

  it('a customer type must be set, else the customer contacts customer service; staff and the uncertified cannot book', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const containers = [{ containerType: '20GP', quantity: 1 }];
    const noType = { ...customer, customerType: null };
    expect((await book(t, noType, { sailingId: sailing.id, containers })).message).toBe(
      'Your customer type is not set. Please contact customer service to maintain it.',
    );
    expect((await book(t, viewers.uncertified, { sailingId: sailing.id, containers })).message).toBe(
      'Please certificate to view rates detail',
    );
    expect((await book(t, viewers.staff, { sailingId: sailing.id, containers })).status).toBe(403);
    const anonymous = await call(t, 'space/bookSpace', {
      sailingId: sailing.id,
      containers,
      attorneyFile: 'x'.repeat(32),
    });
    expect(anonymous.status).toBe(401);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
  });

  it('the reserved quantity cannot exceed the allowance of one customer on one sailing', async () => {
    const sailing = await bookableSailing(t, { '20GP': 49 });
    const containers = [{ containerType: '20GP', quantity: SPACE_ALLOWANCE_PER_SAILING }];
    expect((await book(t, customer, { sailingId: sailing.id, containers })).code).toBe('1');
    const more = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(more.message).toBe('The reserved quantity cannot exceed the allowance');
  });

  it('spec §6 allowance per customer: two customers of one tenant each get their own allowance', async () => {
    const sailing = await bookableSailing(t, { '20GP': 49 });
    const containers = [{ containerType: '20GP', quantity: SPACE_ALLOWANCE_PER_SAILING }];
    expect((await book(t, customer, { sailingId: sailing.id, containers })).code).toBe('1');
    expect((await book(t, viewers.otherCertified, { sailingId: sailing.id, containers })).code).toBe('1');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 49 - 2 * SPACE_ALLOWANCE_PER_SAILING });
  });

  it('spec §6 allowance per customer: the allowance customer service set applies instead of the default', async () => {
    const sailing = await bookableSailing(t, { '20GP': 49 });
    const { id } = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'small-allowance@example.com',
        passwordHash: 'x',
        spaceAllowance: 3,
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const small = { ...customer, userId: id };
    const four = [{ containerType: '20GP', quantity: 4 }];
    expect((await book(t, small, { sailingId: sailing.id, containers: four })).message).toBe(
      'The reserved quantity cannot exceed the allowance',
    );
    const three = [{ containerType: '20GP', quantity: 3 }];
    expect((await book(t, small, { sailingId: sailing.id, containers: three })).code).toBe('1');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 46 });
  });
});

describe('holds never oversell', () => {
  it('spec §6 allowance per customer: 10 bookings of 1 at once by a customer allowed 3 hold exactly 3', async () => {
    const sailing = await bookableSailing(t, { '20GP': 30 });
    const { id } = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'racing-allowance@example.com',
        passwordHash: 'x',
        spaceAllowance: 3,
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const racer = { ...customer, userId: id };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        book(t, racer, { sailingId: sailing.id, containers: [{ containerType: '20GP', quantity: 1 }] }),
      ),
    );
    expect(answers.filter((answer) => answer.code === '1')).toHaveLength(3);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 27 });
    const held = await t.db
      .selectFrom('spaceAllowances')
      .select('held')
      .where('sailingId', '=', sailing.id)
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
    expect(held.held).toBe(3);
  });

  it('a quantity the offer had, taken meanwhile by another booking, is the business failure, not invalid input', async () => {
    const sailing = await bookableSailing(t, { '20GP': 3 });
    const containers = [{ containerType: '20GP', quantity: 2 }];
    expect((await book(t, viewers.otherCertified, { sailingId: sailing.id, containers })).code).toBe('1');
    const late = await book(t, customer, { sailingId: sailing.id, containers });
    expect([late.status, late.code, late.message]).toEqual([
      200,
      '0',
      'Not enough 20GP space is left any more; reduce the quantity and try again',
    ]);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 1 });
  });

  it('30 customers booking 1 of the last 10 at once: exactly 10 orders, 0 left, none below 0', async () => {
    const sailing = await bookableSailing(t, { '40HQ': 10 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        book(
          t,
          { ...customer, userId: 1000 + index },
          {
            sailingId: sailing.id,
            containers: [{ containerType: '40HQ', quantity: 1 }],
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code === '1')).toHaveLength(10);
    // Those that read the stock before it ran out lose at the conditional update instead.
    const losers = new Set(answers.filter((answer) => answer.code !== '1').map((answer) => answer.message));
    expect(
      [...losers].every((message) =>
        [
          'The quantity cannot exceed the remaining quantity',
          'An empty space cannot be booked',
          'Not enough 40HQ space is left any more; reduce the quantity and try again',
        ].includes(message),
      ),
    ).toBe(true);
    expect(await remainingOf(t, sailing.id)).toEqual({ '40HQ': 0 });
  });
});

describe('payments exactly once', () => {
  it('a payment that arrives after the order was cancelled is refunded automatically', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    // The order was cancelled while the phone was paying (e.g. an instance that could not reach the provider).
    await t.db
      .updateTable('spaceOrders')
      .set({ status: 'cancelled' })
      .where('id', '=', booked.orderId!)
      .execute();
    expect((await pay(booked.code_url!)).code).toBe('1');
    const after = await order(booked.orderId!);
    expect(after.orderStatus).toBe('cancelled');
    expect(after.order_form?.refund).toMatchObject({
      state: 'succeeded',
      cause: 'latePayment',
      // What was paid goes back: USD 1,004 was paid as CNY at the tenant's rate (7.1988).
      amount: 7227.6,
      currency: 'CNY',
    });
  });

  it('paid but never notified (a crash, a lost notification): at expiry the closed provider order says paid and the order is kept', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    await paidForOrder(booked.order_form!.orderNo, 'sandbox_lost_notification');
    t.advance(SPACE_PAYMENT_WINDOW_MS);
    await t.app.bookingSweeper.run();
    expect((await order(booked.orderId!)).orderStatus).toBe('inHand');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
  });

  it('a cancel that loses to the payment is refused as paid; the order stays in hand with its space', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    // Paid at the provider, its notification not in yet when the customer cancels.
    await paidForOrder(booked.order_form!.orderNo, 'sandbox_paid_before_cancel');
    const cancelled: Answer = await call(
      t,
      'space/cancelSpaceOrder',
      { orderId: booked.orderId },
      { ...asViewer(customer), ...english },
    );
    expect([cancelled.status, cancelled.code, cancelled.message]).toEqual([
      200,
      '0',
      'This order has been paid and can no longer be cancelled',
    ]);
    expect((await order(booked.orderId!)).orderStatus).toBe('inHand');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
  });

  it('the same notification twice changes nothing', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    await pay(booked.code_url!);
    await pay(booked.code_url!);
    const notifications = await t.db
      .selectFrom('paymentNotifications')
      .selectAll()
      .where('orderNo', '=', booked.order_form!.orderNo)
      .execute();
    expect(notifications.map((entry) => entry.outcome)).toEqual(['applied']);
    expect(
      await t.db.selectFrom('refunds').selectAll().where('orderId', '=', booked.orderId!).execute(),
    ).toEqual([]);
  });

  it('a notification with a bad signature is refused and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': 'AAAA',
        'sandbox-timestamp': '1',
        'sandbox-nonce': 'n',
      },
      payload: '{"event":"paid"}',
    });
    expect(response.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pay/notify/wechatpay', payload: '{}' })).statusCode,
    ).toBe(404);
  });
});

describe('the sweeper deletes the files of bookings that never completed', () => {
  it('a file no order took within an hour, and the file of a cancelled order; a paid order keeps its file', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const orphan = await uploadedFile(t, customer);
    const cancelledFile = await uploadedFile(t, customer);
    const paidFile = await uploadedFile(t, customer);
    const containers = [{ containerType: '20GP', quantity: 1 }];
    const unpaid: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers,
      attorneyFile: cancelledFile,
    });
    const paid: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers,
      attorneyFile: paidFile,
    });
    await pay(paid.code_url!);
    t.advance(60 * 60_000 + 1);
    await t.app.bookingSweeper.run();
    expect((await order(unpaid.orderId!)).orderStatus).toBe('cancelled');
    const left = await t.db
      .selectFrom('uploadedFiles')
      .select('storedName')
      .where('storedName', 'in', [orphan, cancelledFile, paidFile])
      .execute();
    expect(left.map((row) => row.storedName)).toEqual([paidFile]);
  });
});

describe('the sweeper never deletes a file a profile points at', () => {
  it("a cancelled order's file that is some user's head picture stays", async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const { viewer, picture: file, choose } = await withHeadPicture('swept@customer.example.com');
    const unpaid: Answer = await book(t, viewer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
      attorneyFile: file,
    });
    // Chosen while the booking was being taken: the profile checked before the order took the file.
    await choose();
    t.advance(60 * 60_000 + 1);
    await t.app.bookingSweeper.run();
    const left = await t.db
      .selectFrom('uploadedFiles')
      .select('storedName')
      .where('storedName', '=', file)
      .execute();
    expect((await order(unpaid.orderId!, viewer)).orderStatus).toBe('cancelled');
    expect(left.map((row) => row.storedName)).toEqual([file]);
  });
});

describe('staff move a space order; per-record access', () => {
  const staffCall = (path: string, body: object, viewer = viewers.staff) =>
    call(t, path, body, { ...asViewer(viewer), ...english }) as Promise<Answer>;

  const paidOrder = async (stock = 5) => {
    const sailing = await bookableSailing(t, { '20GP': stock });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 2 }],
    });
    await pay(booked.code_url!);
    return { sailing, orderId: booked.orderId! };
  };

  it('refused with a reason: refunded in full, due within 3 working days, the space back', async () => {
    const { sailing, orderId } = await paidOrder();
    expect((await staffCall('space/refuseSpaceOrder', { orderId, reason: '  ' })).message).toBe(
      'Please give a reason',
    );
    const refused = await staffCall('space/refuseSpaceOrder', { orderId, reason: 'Vessel omitted the port' });
    expect(refused.orderStatus).toBe('refused');
    expect(refused.order_form?.reason).toBe('Vessel omitted the port');
    // In full, as paid: USD 2,008 at the tenant's rate (7.1988) is CNY 14,455.19.
    expect(refused.order_form?.refund).toMatchObject({
      state: 'succeeded',
      cause: 'refused',
      amount: 14455.19,
      currency: 'CNY',
    });
    expect(refused.order_form?.refund?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    // The audit trail: the customer sees the order's history: who (not staff's names), when, from, to, why.
    const history = (await order(orderId)).order_form?.history;
    expect(
      history?.map(({ fromStatus, toStatus, event, actor, actorName, reason }) => ({
        fromStatus,
        toStatus,
        event,
        actor,
        actorName,
        reason,
      })),
    ).toEqual([
      {
        fromStatus: null,
        toStatus: 'awaitingPayment',
        event: 'book',
        actor: 'owner',
        actorName: null,
        reason: null,
      },
      {
        fromStatus: 'awaitingPayment',
        toStatus: 'inHand',
        event: 'pay',
        actor: 'system',
        actorName: null,
        reason: null,
      },
      {
        fromStatus: 'inHand',
        toStatus: 'refused',
        event: 'refuse',
        actor: 'staff',
        actorName: null,
        reason: 'Vessel omitted the port',
      },
    ]);
    expect(history?.every((entry) => entry.at === t.now().toISOString())).toBe(true);
    // Final: nothing follows a refusal.
    expect((await staffCall('space/completeSpaceOrder', { orderId })).message).toBe(
      'The order’s current status does not allow this',
    );
  });

  it('returned with a reason and completed; customers and other companies’ staff cannot move or read it', async () => {
    const first = await paidOrder();
    expect(
      (await staffCall('space/returnSpaceOrder', { orderId: first.orderId, reason: 'Fix the shipper name' }))
        .orderStatus,
    ).toBe('returned');
    const second = await paidOrder(9);
    expect(
      (await call(t, 'space/completeSpaceOrder', { orderId: second.orderId }, asViewer(customer))).status,
    ).toBe(403);
    const otherStaff = { ...viewers.staff, companyId: 2 };
    expect((await staffCall('space/completeSpaceOrder', { orderId: second.orderId }, otherStaff)).code).toBe(
      '404',
    );
    expect((await order(second.orderId, viewers.otherCertified)).code).toBe('404');
    expect((await order(second.orderId, viewers.staff)).orderStatus).toBe('inHand');
    expect((await staffCall('space/completeSpaceOrder', { orderId: second.orderId })).orderStatus).toBe(
      'completed',
    );
  });

  it('the customer gets a mail when the order is paid, refused (reason, refund, due date), returned and completed', async () => {
    const mailer = { ...customer, userId: 0 };
    const row = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'orders@customer.example.com',
        passwordHash: 'x',
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    mailer.userId = row.id;
    const sailing = await bookableSailing(t, { '20GP': 9 });
    const orderOf = async () => {
      const booked: Answer = await book(t, mailer, {
        sailingId: sailing.id,
        containers: [{ containerType: '20GP', quantity: 1 }],
      });
      await pay(booked.code_url!);
      return booked;
    };
    const refused = await orderOf();
    await staffCall('space/refuseSpaceOrder', {
      orderId: refused.orderId,
      reason: 'Vessel omitted the port',
    });
    const returned = await orderOf();
    await staffCall('space/returnSpaceOrder', { orderId: returned.orderId, reason: 'Fix the shipper name' });
    const completed = await orderOf();
    await staffCall('space/completeSpaceOrder', { orderId: completed.orderId });
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
    ).filter((mail) => mail.to === 'orders@customer.example.com');
    const subjects = mails.map((mail) => mail.subject);
    expect(
      subjects.filter((subject) => subject.startsWith('舱位订单已支付 / Space order paid')),
    ).toHaveLength(3);
    const refusal = mails.find(
      (mail) => mail.subject.includes(refused.order_form!.orderNo) && mail.subject.includes('refused'),
    );
    expect(refusal?.text).toContain('Vessel omitted the port');
    expect(refusal?.text).toMatch(/refunded in full by \d{4}-\d{2}-\d{2}/);
    expect(
      mails.some((mail) => mail.subject.includes('returned') && mail.text.includes('Fix the shipper name')),
    ).toBe(true);
    expect(
      mails.some((mail) => mail.subject.includes(`Space order completed ${completed.order_form!.orderNo}`)),
    ).toBe(true);
  });

  it('lists: the customer sees their own orders, staff their company’s with who booked', async () => {
    const lister = { ...customer, userId: 4242 };
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, lister, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    await pay(booked.code_url!);
    const mine = await call(t, 'space/listMySpaceOrders', { pageNo: 1 }, asViewer(lister));
    expect((mine.data as SpaceOrderPage).list.map((entry) => entry.orderId)).toEqual([booked.orderId]);
    const theirs = await call(
      t,
      'space/listMySpaceOrders',
      { pageNo: 1 },
      asViewer({ ...customer, userId: 4243 }),
    );
    expect((theirs.data as SpaceOrderPage).total).toBe(0);
    const company = await staffCall('space/listSpaceOrders', { pageNo: 1, pageSize: 100, status: 'inHand' });
    const listed = (company.data as SpaceOrderPage).list;
    expect(listed.every((entry) => entry.status === 'inHand')).toBe(true);
    expect(listed.find((entry) => entry.orderId === booked.orderId)?.customer?.userId).toBe(4242);
    const otherCompany = await staffCall(
      'space/listSpaceOrders',
      { pageNo: 1 },
      { ...viewers.staff, companyId: 2 },
    );
    expect((otherCompany.data as SpaceOrderPage).total).toBe(0);
  });

  it('both lists filter by the time of creation; a range that ends before it starts is refused', async () => {
    const lister = { ...customer, userId: 4244 };
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const order = async () =>
      (
        (await book(t, lister, {
          sailingId: sailing.id,
          containers: [{ containerType: '20GP', quantity: 1 }],
        })) as Answer
      ).orderId!;
    const early = await order();
    t.advance(24 * 3600_000);
    const boundary = t.now().toISOString();
    const late = await order();
    const ids = async (body: Record<string, unknown>) =>
      ((await call(t, 'space/listMySpaceOrders', body, asViewer(lister))).data as SpaceOrderPage).list.map(
        (entry) => entry.orderId,
      );
    expect(await ids({})).toEqual([late, early]);
    expect(await ids({ createdFrom: boundary })).toEqual([late]);
    expect(await ids({ createdBefore: boundary })).toEqual([early]);
    // The same instant at another offset; the staff list takes the same range.
    const shanghai = new Date(Date.parse(boundary) + 8 * 3600_000).toISOString().replace('Z', '+08:00');
    const company = await staffCall('space/listSpaceOrders', { createdFrom: shanghai, pageSize: 100 });
    const listed = (company.data as SpaceOrderPage).list.map((entry) => entry.orderId);
    expect(listed).toContain(late);
    expect(listed).not.toContain(early);
    const backwards = { createdFrom: boundary, createdBefore: boundary };
    const refused = await call(t, 'space/listMySpaceOrders', backwards, asViewer(lister));
    expect([refused.status, refused.message]).toEqual([400, '开始日期不能晚于结束日期']);
    expect(
      (await call(t, 'space/listMySpaceOrders', { createdFrom: 'yesterday' }, asViewer(lister))).status,
    ).toBe(400);
  });
});

describe('the path’s access comes before its fields', () => {
  it('an anonymous caller of a signed-in path gets 401, a customer on a staff path 403, before any field message', async () => {
    const anonymous = await call(t, 'space/bookSpace', { sailingId: 'x', containers: 'x' }, english);
    expect([anonymous.status, anonymous.code]).toEqual([401, '401']);
    const customerOnStaffPath = await call(
      t,
      'space/completeSpaceOrder',
      { orderId: 'x' },
      { ...asViewer(customer), ...english },
    );
    expect([customerOnStaffPath.status, customerOnStaffPath.code]).toEqual([403, '403']);
    // A caller the path lets in still gets the field's message.
    const invalid = await call(
      t,
      'space/bookSpace',
      { sailingId: 'x' },
      { ...asViewer(customer), ...english },
    );
    expect([invalid.status, invalid.code]).toEqual([400, '400']);
  });
});
