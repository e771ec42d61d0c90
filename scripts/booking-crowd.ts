/**
 * The ground of `npm run bench:booking` and of the booking crash test: a crowd of real
 * customers of the demo tenant (certified users with a customer type and an open session, spread
 * over customer companies), an attorney file row per booking attempt, a sailing whose stock is set,
 * and the ledger that tells whether space was oversold or leaked. All of it is written straight into
 * the database before anything is measured.
 */
import { randomBytes } from 'node:crypto';
import { holdsSpace } from '../domain/booking/space-order-lifecycle.ts';
import { CertificationStatus } from '../domain/constants.ts';
import { createSessionRepository } from '../server/db/repositories/session-repository.ts';
import { createTenantSettingsRepository } from '../server/db/repositories/tenant-settings-repository.ts';
import type { Database } from '../server/db/schema.ts';
import { DEMO_USD_RATE } from '../server/db/seed/demo-exchange-rate.ts';
import { hashPassword, scryptAtCost } from '../server/services/accounts/password-hash.ts';
import { createSessionService } from '../server/services/accounts/session-service.ts';

/** scrypt's cost for the crowd's passwords: the tests' cost, the benchmark measures booking. */
export const CROWD_SCRYPT_COST = 10;
export const CROWD_PASSWORD = 'Booking1234';
const DEMO_COMPANY_ID = 1;
/** Customer type of the crowd: any value; without one a customer cannot book (spec §5). */
const CUSTOMER_TYPE = 1;

export interface Customer {
  userId: number;
  companyId: number;
  /** The session's Authorization header value, as the login answers it. */
  apiKey: string;
}

/**
 * `companies` customer companies with `perCompany` certified customers each, every one a customer
 * of the demo tenant (space is the tenant's own, migration 0038: its sailings are booked by its
 * customers) and signed in through the session service at `now`.
 */
export const seedCrowd = async (
  db: Database,
  options: { companies: number; perCompany: number; now: () => Date },
): Promise<Customer[]> => {
  const companyNames = Array.from({ length: options.companies }, (_, index) => `Crowd company ${index + 1}`);
  // The demo tenant's USD rate: bookings of the USD prices are paid in CNY at it.
  await createTenantSettingsRepository(db).saveExchangeRate(DEMO_COMPANY_ID, DEMO_USD_RATE, options.now());
  // One hash for the crowd: each user could log in with CROWD_PASSWORD, none pays for its own scrypt.
  const passwordHash = await hashPassword(CROWD_PASSWORD, scryptAtCost(CROWD_SCRYPT_COST));
  const createdAt = options.now().toISOString();
  const run = randomBytes(4).toString('hex');
  const users = await db
    .insertInto('users')
    .values(
      companyNames.flatMap((companyName, company) =>
        Array.from({ length: options.perCompany }, (_, index) => ({
          companyId: DEMO_COMPANY_ID,
          companyName,
          email: `crowd.${run}.${company}.${index}@example.com`,
          passwordHash,
          userType: 1,
          certificationStatus: CertificationStatus.certified,
          customerType: CUSTOMER_TYPE,
          active: 1,
          createdAt,
        })),
      ),
    )
    .returning(['id', 'companyId'])
    .execute();
  const sessions = createSessionService(createSessionRepository(db), options.now);
  const customers: Customer[] = [];
  for (const user of users) {
    customers.push({
      userId: user.id,
      companyId: user.companyId,
      apiKey: await sessions.open(
        user.id,
        user.companyId,
        { ip: '127.0.0.1', userAgent: 'booking-crowd' },
        'cn',
      ),
    });
  }
  return customers;
};

/** One uploaded attorney file row per attempt (the upload itself has its own tests): stored names. */
export const attorneyFiles = async (
  db: Database,
  owners: readonly Customer[],
  now: () => Date,
): Promise<string[]> => {
  const names = owners.map(() => randomBytes(24).toString('base64url'));
  const createdAt = now().toISOString();
  const rows = owners.map((owner, index) => ({
    storedName: names[index]!,
    fileName: 'attorney.pdf',
    contentType: 'application/pdf',
    size: 64 * 1024,
    companyId: owner.companyId,
    userId: owner.userId,
    createdAt,
    orderId: null,
  }));
  // SQLite caps the bound parameters of one statement: insert in slices.
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('uploadedFiles')
      .values(rows.slice(start, start + 500))
      .execute();
  return names;
};

/**
 * An open sailing of the seeded freight data with no orders and not in `taken` (the sailings given
 * out before), its cut-off at least a day after `now`, whose stock becomes exactly `stock`.
 */
export const stockedSailing = async (
  db: Database,
  now: () => Date,
  stock: Readonly<Record<string, number>>,
  taken: readonly number[] = [],
): Promise<{ id: number }> => {
  const dayAhead = new Date(now().getTime() + 24 * 3600_000).toISOString();
  const sailing = await db
    .selectFrom('spaceSailings')
    .select('id')
    .where('stopped', '=', 0)
    .where('cutOff', '>', dayAhead)
    .where('id', 'not in', db.selectFrom('spaceOrders').select('sailingId'))
    .where('id', 'not in', [0, ...taken])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('spaceInventory').where('sailingId', '=', sailing.id).execute();
  await db
    .insertInto('spaceInventory')
    .values(
      Object.entries(stock).map(([containerType, remaining]) => ({
        sailingId: sailing.id,
        containerType,
        capacity: remaining,
        remaining,
        price: 1000,
      })),
    )
    .execute();
  return sailing;
};

export interface SpaceLedger {
  /** Per container type: what is left on the sailing. */
  remaining: Record<string, number>;
  /** Per container type: Σ quantities of the orders that hold space (awaiting payment, in hand, ...). */
  held: Record<string, number>;
  /** Per container type: Σ allowance counters of every company on the sailing. */
  allowances: Record<string, number>;
  /** Orders of the sailing by status. */
  statuses: Record<string, number>;
}

const sumBy = (rows: readonly { key: string; value: number | string | bigint | null }[]) => {
  const sums: Record<string, number> = {};
  for (const row of rows) sums[row.key] = (sums[row.key] ?? 0) + Number(row.value ?? 0);
  return sums;
};

/** What the database says about a sailing's space: the oversold and leaked checks read it. */
export const spaceLedger = async (db: Database, sailingId: number): Promise<SpaceLedger> => {
  const [inventory, lines, allowances, orders] = await Promise.all([
    db
      .selectFrom('spaceInventory')
      .select(['containerType as key', 'remaining as value'])
      .where('sailingId', '=', sailingId)
      .execute(),
    db
      .selectFrom('spaceOrderLines')
      .innerJoin('spaceOrders', 'spaceOrders.id', 'spaceOrderLines.orderId')
      .select(['spaceOrderLines.containerType', 'spaceOrderLines.quantity', 'spaceOrders.status'])
      .where('spaceOrders.sailingId', '=', sailingId)
      .execute(),
    db
      .selectFrom('spaceAllowances')
      .select(['containerType as key', 'held as value'])
      .where('sailingId', '=', sailingId)
      .execute(),
    db
      .selectFrom('spaceOrders')
      .select(['status as key', (eb) => eb.fn.countAll<number>().as('value')])
      .where('sailingId', '=', sailingId)
      .groupBy('status')
      .execute(),
  ]);
  return {
    remaining: sumBy(inventory),
    held: sumBy(
      lines
        .filter((line) => holdsSpace(line.status))
        .map((line) => ({ key: line.containerType, value: line.quantity })),
    ),
    allowances: sumBy(allowances),
    statuses: sumBy(orders),
  };
};
