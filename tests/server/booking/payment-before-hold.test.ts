// Spec §4: a booking's payment window opens with the provider's payment order, whose code_url is
// written in the order's own insert. No order is committed without the code its QR code shows, and
// a hold that does not happen leaves no provider order anyone could pay.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { viewers } from '../freight/support.ts';
import { TEST_DB } from '../support/test-database.ts';
import { type BookingApp, book, bookableSailing, remainingOf, startBookingApp } from './support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const customer = viewers.certified;

/** Runs `body` whenever the sandbox provider writes its payment order (a trigger on its table). */
const onProviderOrder = async (timing: 'BEFORE' | 'AFTER', body: string) => {
  if (TEST_DB === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION on_provider_order() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN NEW; END $$;
         CREATE TRIGGER on_provider_order ${timing} INSERT ON sandbox_payments FOR EACH ROW EXECUTE FUNCTION on_provider_order()`,
      )
      .execute(t.db);
  } else {
    await sql
      .raw(`CREATE TRIGGER on_provider_order ${timing} INSERT ON sandbox_payments BEGIN ${body}; END`)
      .execute(t.db);
  }
};
afterEach(async () => {
  await sql
    .raw('DROP TRIGGER IF EXISTS on_provider_order ON sandbox_payments')
    .execute(t.db)
    .catch(() => {});
  await sql
    .raw('DROP TRIGGER IF EXISTS on_provider_order')
    .execute(t.db)
    .catch(() => {});
  if (TEST_DB === 'postgres') await sql.raw('DROP FUNCTION IF EXISTS on_provider_order').execute(t.db);
});

const ordersOn = (sailingId: number) =>
  t.db
    .selectFrom('spaceOrders')
    .select(['status', 'codeUrl', 'orderNo'])
    .where('sailingId', '=', sailingId)
    .execute();

describe('spec §4: the provider’s payment order is opened before the hold commits', () => {
  it('a hold is committed with the code_url its draft answers', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    const answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(answer.code).toBe('1');
    expect(await ordersOn(sailing.id)).toEqual([
      expect.objectContaining({
        status: 'awaitingPayment',
        codeUrl: (answer as { code_url?: string }).code_url,
      }),
    ]);
  });

  it('the provider fails to open the payment: nothing is held and no order is left', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    await onProviderOrder(
      'BEFORE',
      TEST_DB === 'postgres' ? "RAISE EXCEPTION 'provider down'" : "SELECT RAISE(ABORT, 'provider down')",
    );
    const answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(answer.code).not.toBe('1');
    expect(await ordersOn(sailing.id)).toEqual([]);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 2 });
  });

  it('the space was taken meanwhile: the provider’s order is closed again, nothing held', async () => {
    const sailing = await bookableSailing(t, { '20GP': 2 });
    // The last unit goes to someone else between this booking's reads and its hold.
    await onProviderOrder(
      'AFTER',
      `UPDATE space_inventory SET remaining = 0 WHERE sailing_id = ${sailing.id}`,
    );
    const before = new Set(
      (await t.db.selectFrom('sandboxPayments').select('code').execute()).map((row) => row.code),
    );
    const answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(answer.code).toBe('0');
    expect(await ordersOn(sailing.id)).toEqual([]);
    const providerOrders = (await t.db.selectFrom('sandboxPayments').select(['code', 'state']).execute())
      .filter((row) => !before.has(row.code))
      .map(({ state }) => ({ state }));
    expect(providerOrders).toEqual([{ state: 'closed' }]);
  });
});
