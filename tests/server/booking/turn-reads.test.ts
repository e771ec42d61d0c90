/**
 * The reads every booking attempt makes before anything is decided (spec §5 space grabbing: a
 * crowd at once): its session, its Idempotency-Key, its sailing, the sailing's stock, the customer's
 * allowance and the attorney file go in one statement for all the attempts of a turn (server/db/turn-batch.ts), on
 * each database, each attempt answered on its own; the session's own writes (the language, the last
 * time seen) go in one UPDATE a turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { SPACE_ALLOWANCE_PER_SAILING } from '../../../domain/booking/allowance.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { idempotencyKeysOf } from '../../../server/db/repositories/idempotency-key-repository.ts';
import { createSessionRepository } from '../../../server/db/repositories/session-repository.ts';
import {
  allowanceKeyOf,
  createSpaceOrderRepository,
  takeAllowance,
} from '../../../server/db/repositories/space-order-repository.ts';
import { createUploadedFileRepository } from '../../../server/db/repositories/uploaded-file-repository.ts';
import { hashSecret } from '../../../server/services/accounts/secrets.ts';
import { viewers } from '../freight/support.ts';
import { countingStatements } from '../support/statement-count.ts';
import { type BookingApp, book, bookableSailing, startBookingApp, uploadedFile } from './support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

describe('spec §5: the reads of a crowd’s booking attempts, one statement a turn', () => {
  it('the sessions of one turn are read in one statement, each key answered its own user, an unknown key nobody', async () => {
    const at = t.now();
    const later = new Date(at.getTime() + 3600_000).toISOString();
    const signedIn = await t.db
      .insertInto('users')
      .values(
        ['first', 'second'].map((name) => ({
          companyId: 1,
          email: `turn-reads-${name}@example.com`,
          passwordHash: 'x',
          createdAt: at.toISOString(),
        })),
      )
      .returning(['id as userId', 'companyId'])
      .execute();
    await t.db
      .insertInto('sessions')
      .values(
        signedIn.map((viewer, index) => ({
          tokenHash: hashSecret(`turn-reads-${index}`),
          userId: viewer.userId,
          companyId: viewer.companyId,
          createdAt: at.toISOString(),
          lastSeenAt: at.toISOString(),
          expiresAt: later,
        })),
      )
      .execute();
    const { db, statements } = countingStatements(t.db);
    const sessions = createSessionRepository(db);
    const found = await Promise.all(
      ['turn-reads-0', 'turn-reads-1', 'turn-reads-0', 'no such key'].map((key) =>
        sessions.findWithUser(hashSecret(key)),
      ),
    );
    expect(found.map((session) => session?.userId)).toEqual([
      signedIn[0]!.userId,
      signedIn[1]!.userId,
      signedIn[0]!.userId,
      undefined,
    ]);
    expect(statements()).toBe(1);
  });

  it('the sailings of one turn are read in one statement, a missing one as undefined', async () => {
    const [first, second] = [
      await bookableSailing(t, { '20GP': 1 }),
      await bookableSailing(t, { '40HQ': 1 }),
    ];
    const { db, statements } = countingStatements(t.db);
    const orders = createSpaceOrderRepository(db);
    const found = await Promise.all([first.id, second.id, first.id, -1].map((id) => orders.sailingById(id)));
    expect(found.map((sailing) => sailing?.id)).toEqual([first.id, second.id, first.id, undefined]);
    expect(statements()).toBe(1);
  });

  it('the stock of several sailings in one read: each its own lines, and whether a hold on it passed its window', async () => {
    const lapsing = await bookableSailing(t, { '20GP': 3, '40HQ': 2 });
    const quiet = await bookableSailing(t, { '20GP': 5 });
    const held = await book(t, viewers.certified, {
      sailingId: lapsing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(held.code).toBe('1');
    const orders = createSpaceOrderRepository(t.db);
    const byType = (lines: readonly { containerType: string; remaining: number }[]) =>
      Object.fromEntries(lines.map((line) => [line.containerType, line.remaining]));
    const before = await orders.stocksOf([lapsing.id, quiet.id, -1], t.now().toISOString());
    expect(byType(before.get(lapsing.id)!.inventory)).toEqual({ '20GP': 2, '40HQ': 2 });
    expect(byType(before.get(quiet.id)!.inventory)).toEqual({ '20GP': 5 });
    expect(before.get(-1)).toEqual({ inventory: [], holdsDue: false });
    expect([before.get(lapsing.id)!.holdsDue, before.get(quiet.id)!.holdsDue]).toEqual([false, false]);
    // Past the hold's window (spec §4: 3 minutes), the read says so of its sailing only.
    const pastWindow = new Date(t.now().getTime() + SPACE_PAYMENT_WINDOW_MS + 1000).toISOString();
    const after = await orders.stocksOf([lapsing.id, quiet.id], pastWindow);
    expect([after.get(lapsing.id)!.holdsDue, after.get(quiet.id)!.holdsDue]).toEqual([true, false]);
  });

  it('what is left of several customers’ allowances in one statement: each their own cap less what they hold', async () => {
    const sailing = await bookableSailing(t, { '20GP': 40, '40HQ': 40 });
    const [own, standard] = await t.db
      .insertInto('users')
      .values(
        [3, null].map((spaceAllowance) => ({
          companyId: 1,
          email: `turn-reads-allowance-${spaceAllowance}@example.com`,
          passwordHash: 'x',
          spaceAllowance,
          createdAt: t.now().toISOString(),
        })),
      )
      .returning('id')
      .execute();
    await takeAllowance(
      t.db,
      { sailingId: sailing.id, userId: own!.id },
      { containerType: '20GP', quantity: 1 },
    );
    await takeAllowance(
      t.db,
      { sailingId: sailing.id, userId: standard!.id },
      { containerType: '40HQ', quantity: 2 },
    );
    const { db, statements } = countingStatements(t.db);
    const orders = createSpaceOrderRepository(db);
    const [ownLeft, standardLeft, elsewhere] = await Promise.all([
      orders.allowancesLeftOn(allowanceKeyOf(sailing.id, own!.id)),
      orders.allowancesLeftOn(allowanceKeyOf(sailing.id, standard!.id)),
      orders.allowancesLeftOn(allowanceKeyOf(-1, own!.id)),
    ]);
    expect(Object.fromEntries(ownLeft!)).toEqual({ '20GP': 2, '40HQ': 3 });
    expect(Object.fromEntries(standardLeft!)).toEqual({
      '20GP': SPACE_ALLOWANCE_PER_SAILING,
      '40HQ': SPACE_ALLOWANCE_PER_SAILING - 2,
    });
    expect(elsewhere?.size).toBe(0);
    expect(statements()).toBe(1);
  });

  it('the attorney files of one turn in one statement, each with whether it is its uploader’s file on file', async () => {
    const [upload, onFile] = [
      await uploadedFile(t, viewers.certified),
      await uploadedFile(t, viewers.certified),
    ];
    const owner = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'turn-reads-on-file@example.com',
        passwordHash: 'x',
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('uploadedFiles')
      .set({ userId: owner.id })
      .where('storedName', '=', onFile)
      .execute();
    await t.db.updateTable('users').set({ attorneyFile: onFile }).where('id', '=', owner.id).execute();
    const { db, statements } = countingStatements(t.db);
    const files = createUploadedFileRepository(db);
    const found = await Promise.all(
      [upload, onFile, 'no such file'].map((name) => files.findForBooking(name)),
    );
    expect(found.map((file) => file && [file.storedName, file.onFile])).toEqual([
      [upload, false],
      [onFile, true],
      undefined,
    ]);
    expect(statements()).toBe(1);
  });

  it('the Idempotency-Keys of several customers in one read: each key only of the customer who used it', async () => {
    const sailing = await bookableSailing(t, { '20GP': 4 });
    const orderIds: number[] = [];
    for (const viewer of [viewers.certified, viewers.otherCertified]) {
      const held = await book(t, viewer, {
        sailingId: sailing.id,
        containers: [{ containerType: '20GP', quantity: 1 }],
      });
      orderIds.push((held as typeof held & Partial<OrderDraft>).orderId!);
    }
    const key = (userId: number, idempotencyKey: string, orderId: number) => ({
      userId,
      idempotencyKey,
      requestHash: 'hash',
      orderId,
      createdAt: t.now().toISOString(),
    });
    await t.db
      .insertInto('idempotencyKeys')
      .values([
        key(viewers.certified.userId, 'turn-reads-a', orderIds[0]!),
        key(viewers.otherCertified.userId, 'turn-reads-b', orderIds[1]!),
      ])
      .execute();
    const found = await idempotencyKeysOf(t.db, [
      [viewers.certified.userId, 'turn-reads-a'],
      [viewers.otherCertified.userId, 'turn-reads-b'],
      [viewers.certified.userId, 'turn-reads-b'],
    ]);
    expect(found.map((row) => [row.userId, row.idempotencyKey, row.orderId]).sort()).toEqual(
      [
        [viewers.certified.userId, 'turn-reads-a', orderIds[0]],
        [viewers.otherCertified.userId, 'turn-reads-b', orderIds[1]],
      ].sort(),
    );
  });

  it('the languages and last-seen times of one turn’s requests go in one UPDATE each; the same account twice keeps the later', async () => {
    const at = t.now().toISOString();
    const users = await t.db
      .insertInto('users')
      .values(
        ['a', 'b'].map((name) => ({
          companyId: 1,
          email: `turn-writes-${name}@example.com`,
          passwordHash: 'x',
          createdAt: at,
        })),
      )
      .returning('id')
      .execute();
    const [first, second] = users.map((user) => user.id) as [number, number];
    await t.db
      .insertInto('sessions')
      .values(
        [first, second].map((userId) => ({
          tokenHash: hashSecret(`turn-writes-${userId}`),
          userId,
          companyId: 1,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: at,
        })),
      )
      .execute();
    const { db, statements } = countingStatements(t.db);
    const sessions = createSessionRepository(db);
    await Promise.all([
      sessions.rememberLanguage({ userId: first, language: 'en' }),
      sessions.rememberLanguage({ userId: second, language: 'en' }),
      sessions.rememberLanguage({ userId: second, language: 'cn' }),
    ]);
    expect(statements()).toBe(1);
    const languages = await t.db
      .selectFrom('users')
      .select(['id', 'lastLanguage'])
      .where('id', 'in', [first, second])
      .execute();
    expect(Object.fromEntries(languages.map((user) => [user.id, user.lastLanguage]))).toEqual({
      [first]: 'en',
      [second]: 'cn',
    });
    const later = new Date(t.now().getTime() + 60_000).toISOString();
    await Promise.all(
      [first, second].map((userId, index) =>
        sessions.touch({
          tokenHash: hashSecret(`turn-writes-${userId}`),
          lastSeenAt: index === 0 ? later : at,
        }),
      ),
    );
    expect(statements()).toBe(2);
    const seen = await t.db
      .selectFrom('sessions')
      .select(['userId', 'lastSeenAt'])
      .where('userId', 'in', [first, second])
      .execute();
    expect(Object.fromEntries(seen.map((session) => [session.userId, session.lastSeenAt]))).toEqual({
      [first]: later,
      [second]: at,
    });
  });
});
