/**
 * A crowd's holds (spec §5 space grabbing: every customer books at the same second): the holds of
 * one turn are written by one transaction (turnWrites, space-hold-writes.ts). Each booking is still
 * answered as if it had come alone: its own order, lines, file and QR code, and when the turn's
 * holds together ask for more than the space, the allowance or a file allows, each is written
 * alone and answered by its own conditional updates. On each database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import {
  type BookingApp,
  bookableSailing,
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
// Each test books in a minute of its own: the booking limit counts a customer's attempts a minute.
beforeEach(() => {
  t.advance(60_000);
});

const customer = viewers.certified;

/** Bookings of one 20GP each, all sent at once, with the attorney files given. */
const bookAtOnce = (sailingId: number, files: readonly string[]): Promise<Answer[]> =>
  Promise.all(
    files.map((attorneyFile) =>
      call(
        t,
        'space/bookSpace',
        { sailingId, containers: [{ containerType: '20GP', quantity: 1 }], attorneyFile },
        { ...asViewer(customer), ...english },
      ),
    ),
  );

const uploads = (count: number): Promise<string[]> =>
  Promise.all(Array.from({ length: count }, () => uploadedFile(t, customer)));

const ordersOn = (sailingId: number) =>
  t.db
    .selectFrom('spaceOrders')
    .select(['id', 'attorneyFile', 'codeUrl', 'status'])
    .where('sailingId', '=', sailingId)
    .orderBy('id')
    .execute();

describe('spec §5: the holds of one turn, one transaction, each booking answered as alone', () => {
  it('bookings at once each get their own order, file, QR code and history; the stock counts them all', async () => {
    const sailing = await bookableSailing(t, { '20GP': 10 });
    const files = await uploads(5);
    const answers = await bookAtOnce(sailing.id, files);
    expect(answers.map((answer) => answer.code)).toEqual(Array(5).fill('1'));
    const orders = await ordersOn(sailing.id);
    expect(orders).toHaveLength(5);
    // Each answer names its own order, and that order took the file the booking sent.
    for (const [index, answer] of answers.entries()) {
      const order = orders.find((row) => row.id === answer.orderId);
      expect(order?.attorneyFile).toBe(files[index]);
      expect(order?.codeUrl).toBe(answer.code_url);
      expect(order?.status).toBe('awaitingPayment');
    }
    expect(new Set(orders.map((order) => order.codeUrl)).size).toBe(5);
    const taken = await t.db
      .selectFrom('uploadedFiles')
      .select(['storedName', 'orderId'])
      .where('storedName', 'in', files)
      .execute();
    expect(Object.fromEntries(taken.map((file) => [file.storedName, file.orderId]))).toEqual(
      Object.fromEntries(answers.map((answer, index) => [files[index], answer.orderId])),
    );
    const opened = await t.db
      .selectFrom('recordEvents')
      .select(['recordId', 'toStatus'])
      .where('kind', '=', 'spaceOrder')
      .where(
        'recordId',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    expect(opened.map((entry) => entry.toStatus)).toEqual(Array(5).fill('awaitingPayment'));
    expect(new Set(opened.map((entry) => entry.recordId)).size).toBe(5);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
  });

  it('more bookings at once than units left: as many hold as there are units, the others are told the space went', async () => {
    const sailing = await bookableSailing(t, { '20GP': 3 });
    const answers = await bookAtOnce(sailing.id, await uploads(5));
    expect(answers.filter((answer) => answer.code === '1')).toHaveLength(3);
    expect(answers.filter((answer) => answer.code !== '1').map((answer) => answer.message)).toEqual([
      'Not enough 20GP space is left any more; reduce the quantity and try again',
      'Not enough 20GP space is left any more; reduce the quantity and try again',
    ]);
    expect(await ordersOn(sailing.id)).toHaveLength(3);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 0 });
  });

  it('two bookings at once naming one upload: one order takes it, the other is told the file is not found', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const [file] = await uploads(1);
    const answers = await bookAtOnce(sailing.id, [file!, file!]);
    expect(answers.map((answer) => answer.code).sort()).toEqual(['1', '400']);
    expect(answers.find((answer) => answer.code === '400')?.message).toMatch(/file/i);
    const orders = await ordersOn(sailing.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.attorneyFile).toBe(file);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
  });

  it('one customer’s bookings at once beyond the allowance: those within it hold, the rest are refused', async () => {
    const sailing = await bookableSailing(t, { '20GP': 10 });
    // The release's allowance for this sailing's 20GP: two units a customer.
    await t.db
      .updateTable('spaceInventory')
      .set({ allowance: 2 })
      .where('sailingId', '=', sailing.id)
      .execute();
    const answers = await bookAtOnce(sailing.id, await uploads(3));
    expect(answers.filter((answer) => answer.code === '1')).toHaveLength(2);
    expect(answers.filter((answer) => answer.code !== '1').map((answer) => answer.message)).toEqual([
      expect.stringMatching(/allowance/i),
    ]);
    expect(await ordersOn(sailing.id)).toHaveLength(2);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 8 });
  });
});
