import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { GrabRequestPath } from '../../../domain/api/grab-request-paths.ts';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { startFreightApp } from '../freight/support.ts';
import { addCompany, type SignedIn, signIn } from '../support/tenants.ts';
import { post, type TestApp } from '../support/test-app.ts';
import { fillQueues } from './support.ts';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let elsewhere: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  // Freight seeded: the space order list names each order's sailing.
  t = await startFreightApp();
  await addCompany(t.db, 2);
  alice = await fillQueues(t.db, 1, '2026-11-20T08:00:00.000Z', '2026-11-21T08:00:00.000Z');
  bob = await fillQueues(t.db, 1, '2026-11-22T08:00:00.000Z', '2026-11-23T08:00:00.000Z');
  await t.db.updateTable('users').set({ nameEn: 'Bob Builder' }).where('id', '=', bob.userId).execute();
  elsewhere = await fillQueues(t.db, 2, '2026-11-22T08:00:00.000Z', '2026-11-23T08:00:00.000Z');
  staff = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['auditor'] });
});
afterAll(() => t.close());

const emailOf = async (user: SignedIn) =>
  (await t.db.selectFrom('users').select('email').where('id', '=', user.userId).executeTakeFirstOrThrow())
    .email;

/** How many rows a staff list answers (its total). */
const totalOf = async (path: string, body: object): Promise<number> => {
  const answer = await post(t.app, path, { pageNo: 1, pageSize: 100, ...body }, staff.headers);
  expect(answer.statusCode).toBe(200);
  return answer.json().data.total;
};

/** Each staff list and the table whose rows it lists. */
const LISTS = [
  [ReservationPath.listReservations, 'reservations'],
  [GrabRequestPath.listGrabRequests, 'grabRequests'],
  [OrderPath.listOrders, 'orders'],
  [BookingPath.listSpaceOrders, 'spaceOrders'],
] as const;

const rowsOf = async (table: (typeof LISTS)[number][1], user: SignedIn): Promise<number> =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .where('userId', '=', user.userId)
        .executeTakeFirstOrThrow()
    ).rows,
  );

describe('the staff queues filtered by customer, on the server', () => {
  it.each(LISTS)(
    '%s: one customer by id, or by email or name; another tenant’s customer names no one',
    async (path, table) => {
      const [ofAlice, ofBob] = [await rowsOf(table, alice), await rowsOf(table, bob)];
      expect(ofAlice).toBeGreaterThan(0);
      expect(await totalOf(path, {})).toBe(ofAlice + ofBob);
      expect(await totalOf(path, { customerId: alice.userId })).toBe(ofAlice);
      expect(await totalOf(path, { customer: (await emailOf(alice)).toUpperCase() })).toBe(ofAlice);
      expect(await totalOf(path, { customer: 'bob build' })).toBe(ofBob);
      expect(await totalOf(path, { customerId: elsewhere.userId })).toBe(0);
      // LIKE's wildcard is a character searched for, not "anyone".
      expect(await totalOf(path, { customer: '%' })).toBe(0);
    },
  );
});
