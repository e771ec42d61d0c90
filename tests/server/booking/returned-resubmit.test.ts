import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { REFUND_TIME_ZONE } from '../../../domain/booking/refund-due.ts';
import { resubmitDeadline } from '../../../domain/booking/resubmit-deadline.ts';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import {
  type BookingApp,
  book,
  bookableSailing,
  codeOf,
  english,
  remainingOf,
  startBookingApp,
  uploadedFile,
} from './support.ts';

type Answer = Awaited<ReturnType<typeof call>> & Partial<OrderDraft>;

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const customer = viewers.certified;
const asCustomer = { ...asViewer(customer), ...english };
const asStaff = { ...asViewer(viewers.staff), ...english };
const DAY_MS = 24 * 3600_000;

/** A paid order of 2 × 20GP, returned by staff with a reason. */
const returnedOrder = async (owner: Viewer = customer) => {
  const sailing = await bookableSailing(t, { '20GP': 5 });
  const booked: Answer = await book(t, owner, {
    sailingId: sailing.id,
    containers: [{ containerType: '20GP', quantity: 2 }],
  });
  await call(t, 'pay/confirmSandboxPayment', { code: codeOf(booked.code_url!) }, english);
  const returned: Answer = await call(
    t,
    'space/returnSpaceOrder',
    { orderId: booked.orderId, reason: 'The attorney file is not signed' },
    asStaff,
  );
  return { sailing, orderId: booked.orderId!, returned };
};
const order = async (orderId: number): Promise<Answer> =>
  call(t, 'space/getSpaceOrder', { orderId }, asCustomer);
const resubmit = async (body: object, owner: Viewer = customer): Promise<Answer> =>
  call(t, 'space/resubmitSpaceOrder', body, { ...asViewer(owner), ...english });
const heldOf = async (sailingId: number) =>
  (
    await t.db
      .selectFrom('spaceAllowances')
      .select('held')
      .where('sailingId', '=', sailingId)
      .where('userId', '=', customer.userId)
      .executeTakeFirstOrThrow()
  ).held;

describe('a returned space order goes back to its customer to correct and resubmit (spec §3)', () => {
  it('the resubmit deadline is the tenant’s working days after the return, in the company’s time zone', async () => {
    await t.db
      .insertInto('tenantSettings')
      .values({
        companyId: customer.companyId,
        grabOfferHours: 24,
        returnResubmitWorkingDays: 5,
        updatedAt: t.now().toISOString(),
      })
      .execute();
    try {
      const { returned } = await returnedOrder();
      expect(returned.orderStatus).toBe('returned');
      expect(returned.order_form?.resubmitBy).toEqual({
        at: resubmitDeadline(t.now(), 5, new Set(), REFUND_TIME_ZONE),
        timeZone: REFUND_TIME_ZONE,
      });
    } finally {
      await t.db.deleteFrom('tenantSettings').where('companyId', '=', customer.companyId).execute();
    }
  });

  it('resubmitted with a new attorney file and a note before the deadline, it is in hand again with its space', async () => {
    const { sailing, orderId, returned } = await returnedOrder();
    expect(returned.order_form?.resubmitBy?.at).toBe(
      resubmitDeadline(t.now(), 3, new Set(), REFUND_TIME_ZONE),
    );
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
    // Returned is no dead end, but only the owner's resubmission moves it on.
    expect((await call(t, 'space/cancelSpaceOrder', { orderId }, asCustomer)).message).toBe(
      'The order’s current status does not allow this',
    );
    expect((await call(t, 'space/completeSpaceOrder', { orderId }, asStaff)).message).toBe(
      'The order’s current status does not allow this',
    );
    const file = await uploadedFile(t, customer);
    expect((await resubmit({ orderId, attorneyFile: file, note: '  ' })).message).toBe(
      'Please say what you corrected',
    );
    const stranger = await call(
      t,
      'space/resubmitSpaceOrder',
      { orderId, attorneyFile: await uploadedFile(t, viewers.otherCertified), note: 'Signed now' },
      { ...asViewer(viewers.otherCertified), ...english },
    );
    expect(stranger.code).toBe('404');
    // Someone else's upload is no attorney file of this customer's.
    const foreign = await uploadedFile(t, viewers.otherCertified);
    expect((await resubmit({ orderId, attorneyFile: foreign, note: 'Signed now' })).message).toBe(
      'The attorney file is missing or has expired; please upload it again',
    );
    expect((await order(orderId)).orderStatus).toBe('returned');

    t.advance(DAY_MS);
    const resubmitted = await resubmit({ orderId, attorneyFile: file, note: 'Signed and stamped now' });
    expect(resubmitted.orderStatus).toBe('inHand');
    expect(resubmitted.order_form?.attorneyFile?.alifileName).toBe(file);
    expect(resubmitted.order_form?.resubmitBy).toBeNull();
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
    const history = (await order(orderId)).order_form?.history ?? [];
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'returned',
      toStatus: 'inHand',
      event: 'resubmit',
      actor: 'owner',
      reason: 'Signed and stamped now',
    });
    // A second resubmission is not allowed; staff handle the order again.
    expect((await resubmit({ orderId, attorneyFile: file, note: 'Again' })).message).toBe(
      'The order’s current status does not allow this',
    );
    const completed: Answer = await call(t, 'space/completeSpaceOrder', { orderId }, asStaff);
    expect(completed.orderStatus).toBe('completed');
  });

  it('past the deadline the server refuses it, refunds it in full and releases its space and allowance', async () => {
    const { sailing, orderId, returned } = await returnedOrder();
    const deadline = Date.parse(returned.order_form!.resubmitBy!.at);
    expect(await heldOf(sailing.id)).toBe(2);
    // Statuses, not the sweep's counts: the app's own timer may sweep in between.
    t.advance(deadline - t.now().getTime() - 1);
    await t.app.bookingSweeper.run();
    expect((await order(orderId)).orderStatus).toBe('returned');
    t.advance(1);
    const late = await resubmit({ orderId, attorneyFile: await uploadedFile(t, customer), note: 'Too late' });
    expect(late.message).toBe(
      'The deadline to resubmit has passed; the order will be refused and refunded in full',
    );
    await t.app.bookingSweeper.run();
    const lapsed = await order(orderId);
    expect(lapsed.orderStatus).toBe('refused');
    // The refund gives back what was paid: the CNY amount at the tenant's rate (bookings are paid in CNY).
    expect(lapsed.order_form?.refund).toMatchObject({
      state: 'succeeded',
      cause: 'refused',
      amount: 14455.19,
      currency: 'CNY',
    });
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    expect(await heldOf(sailing.id)).toBe(0);
    expect(lapsed.order_form?.history?.at(-1)).toMatchObject({
      fromStatus: 'returned',
      toStatus: 'refused',
      event: 'expireReturn',
      actor: 'system',
    });
    // A second sweep (or a second instance) changes nothing, and refunds nothing twice.
    await t.app.bookingSweeper.run();
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    expect(
      await t.db.selectFrom('refunds').select('refundNo').where('orderId', '=', orderId).execute(),
    ).toHaveLength(1);
  });

  it('the customer is mailed the deadline with its offset, the resubmission and the lapse with the refund', async () => {
    // A customer with an address to mail (the shared sample viewers have none).
    const { id } = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'returns@customer.example.com',
        passwordHash: 'x',
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mailer = { ...customer, userId: id };
    const first = await returnedOrder(mailer);
    const file = await uploadedFile(t, mailer);
    await resubmit({ orderId: first.orderId, attorneyFile: file, note: 'Signed' }, mailer);
    const second = await returnedOrder(mailer);
    t.advance(Date.parse(second.returned.order_form!.resubmitBy!.at) - t.now().getTime());
    await t.app.bookingSweeper.run();
    await t.app.mailQueue.drain();
    const dir = path.join(t.database.dir, 'outbox');
    const mails = await Promise.all(
      (await readdir(dir))
        .filter((name) => name.endsWith('.json'))
        .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
    );
    const about = (orderNo: string, words: string) =>
      mails.find((mail) => mail.subject.includes(orderNo) && mail.subject.includes(words));
    const firstNo = first.returned.order_form!.orderNo;
    const secondNo = second.returned.order_form!.orderNo;
    expect(about(firstNo, 'Space order returned')?.text).toMatch(
      /resubmit it by \d{4}-\d{2}-\d{2} 23:59 \(UTC\+08:00\)/,
    );
    expect(about(firstNo, 'Space order resubmitted')).toBeDefined();
    expect(about(secondNo, 'not resubmitted in time')?.text).toMatch(/refunded in full by \d{4}-\d{2}-\d{2}/);
  });
});
