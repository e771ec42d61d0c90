/**
 * The allowance a hold counts against (spec §6: per customer account and sailing) is decided by one
 * conditional upsert inside the booking's transaction: these tests call it as the transaction does,
 * on each database, without the reads a booking makes first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPACE_ALLOWANCE_PER_SAILING } from '../../../domain/booking/allowance.ts';
import { takeAllowance } from '../../../server/db/repositories/space-order-repository.ts';
import { viewers } from '../freight/support.ts';
import { type BookingApp, bookableSailing, startBookingApp } from './support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const heldOf = async (sailingId: number, userId: number) =>
  (
    await t.db
      .selectFrom('spaceAllowances')
      .select('held')
      .where('sailingId', '=', sailingId)
      .where('userId', '=', userId)
      .where('containerType', '=', '20GP')
      .executeTakeFirst()
  )?.held;

const customerAllowed = async (spaceAllowance: number | null) =>
  (
    await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: `allowance-${spaceAllowance}-${Math.random().toString(36).slice(2)}@example.com`,
        passwordHash: 'x',
        spaceAllowance,
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('spec §6 allowance per customer, decided by one conditional upsert', () => {
  it('the first hold of a type writes the row only within the cap; later ones add only within it', async () => {
    const sailing = await bookableSailing(t, { '20GP': 49 });
    const key = { sailingId: sailing.id, userId: viewers.certified.userId };
    const over = SPACE_ALLOWANCE_PER_SAILING + 1;
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: over })).toBe(false);
    expect(await heldOf(sailing.id, key.userId)).toBeUndefined();
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 2 })).toBe(true);
    expect(await heldOf(sailing.id, key.userId)).toBe(2);
    const rest = SPACE_ALLOWANCE_PER_SAILING - 2;
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: rest + 1 })).toBe(false);
    expect(await heldOf(sailing.id, key.userId)).toBe(2);
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: rest })).toBe(true);
    expect(await heldOf(sailing.id, key.userId)).toBe(SPACE_ALLOWANCE_PER_SAILING);
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 1 })).toBe(false);
  });

  it('the allowance customer service set caps the first hold and the next ones', async () => {
    const sailing = await bookableSailing(t, { '20GP': 49 });
    const key = { sailingId: sailing.id, userId: await customerAllowed(3) };
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 4 })).toBe(false);
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 2 })).toBe(true);
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 2 })).toBe(false);
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 1 })).toBe(true);
    expect(await heldOf(sailing.id, key.userId)).toBe(3);
  });

  it("a release's allowance caps a customer without one of their own", async () => {
    const sailing = await bookableSailing(t, { '20GP': 49 });
    await t.db
      .updateTable('spaceInventory')
      .set({ allowance: 5 })
      .where('sailingId', '=', sailing.id)
      .execute();
    const key = { sailingId: sailing.id, userId: await customerAllowed(null) };
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 6 })).toBe(false);
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 5 })).toBe(true);
    expect(await takeAllowance(t.db, key, { containerType: '20GP', quantity: 1 })).toBe(false);
  });
});
