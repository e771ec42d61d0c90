/**
 * A freight app whose clock the test moves, a bookable sailing with known stock, and uploaded
 * attorney files: the ground of the booking tests.
 */
import { randomBytes } from 'node:crypto';
import { createTenantSettingsRepository } from '../../../server/db/repositories/tenant-settings-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { asViewer, call, startFreightApp } from '../freight/support.ts';
import type { TestApp } from '../support/test-app.ts';

/** The tenant's USD rate in the booking tests: 7.1988 CNY per USD, set on 2026-11-26. */
export const TEST_USD_RATE = { currency: 'USD', cnyPerUnitMicro: 7_198_800, effectiveOn: '2026-11-26' };

export interface BookingApp extends TestApp {
  /** Moves the app's clock on. */
  advance(ms: number): void;
  now(): Date;
}

/** `env`: more settings, e.g. a payment provider's (the sandbox by default). */
export const startBookingApp = async (env?: Record<string, string>): Promise<BookingApp> => {
  let at = testNowMs();
  const now = () => new Date(at);
  const t = await startFreightApp({ now, ...(env && { env }) });
  // The tenant's rate for the seeded USD prices: a booking is paid in CNY (domain/tenant/cny-conversion.ts).
  await createTenantSettingsRepository(t.db).saveExchangeRate(1, TEST_USD_RATE, now());
  return {
    ...t,
    now,
    advance: (ms) => {
      at += ms;
    },
  };
};

/**
 * An open sailing (cut-off a week or more ahead) no earlier call gave out, so that tests sharing an
 * app never share a sailing, its stock set to `stock`.
 */
export const bookableSailing = async (t: BookingApp, stock: Record<string, number>) => {
  const weekAhead = new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString();
  const sailing = await t.db
    .selectFrom('spaceSailings')
    .selectAll()
    .where('stopped', '=', 0)
    .where('cutOff', '>', weekAhead)
    .where('id', 'not in', given.get(t) ?? [0])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  given.set(t, [...(given.get(t) ?? []), sailing.id]);
  await t.db.deleteFrom('spaceInventory').where('sailingId', '=', sailing.id).execute();
  await t.db
    .insertInto('spaceInventory')
    .values(
      Object.entries(stock).map(([containerType, remaining]) => ({
        sailingId: sailing.id,
        containerType,
        capacity: 50,
        remaining,
        price: 1000 + containerType.length,
      })),
    )
    .execute();
  return sailing;
};

const given = new WeakMap<TestApp, number[]>();

export const remainingOf = async (t: TestApp, sailingId: number): Promise<Record<string, number>> =>
  Object.fromEntries(
    (
      await t.db
        .selectFrom('spaceInventory')
        .select(['containerType', 'remaining'])
        .where('sailingId', '=', sailingId)
        .execute()
    ).map((row) => [row.containerType, row.remaining]),
  );

/** An attorney file the viewer uploaded (the upload endpoint has its own tests: tests/server/files). */
export const uploadedFile = async (t: BookingApp, viewer: Viewer, size = 1024): Promise<string> => {
  const storedName = randomBytes(24).toString('base64url');
  await t.db
    .insertInto('uploadedFiles')
    .values({
      storedName,
      fileName: 'attorney.pdf',
      contentType: 'application/pdf',
      size,
      companyId: viewer.companyId,
      userId: viewer.userId,
      createdAt: t.now().toISOString(),
      orderId: null,
    })
    .execute();
  return storedName;
};

export const english = { 'accept-language': 'en' };

export const book = async (
  t: BookingApp,
  viewer: Viewer,
  body: {
    sailingId: number;
    containers: { containerType: string; quantity: number | string }[];
    attorneyFile?: string;
  },
) =>
  call(
    t,
    'space/bookSpace',
    { ...body, attorneyFile: body.attorneyFile ?? (await uploadedFile(t, viewer)) },
    { ...asViewer(viewer), ...english },
  );

/**
 * A payment the sandbox recorded as paid, as a phone's confirm writes it, without its notification
 * (lost, or not in yet): what the portal then learns by asking the provider.
 */
export const paidAtTheSandbox = async (
  db: Database,
  payment: { orderNo: string; amountMinor: number; currency: string; transactionId?: string; paidAt: string },
) => {
  await db
    .insertInto('sandboxPayments')
    .values({
      transactionId: null,
      ...payment,
      state: 'paid',
      createdAt: payment.paidAt,
    })
    .execute();
};

/** The sandbox pay page's code, from the URL the QR code encodes. */
export const codeOf = (codeUrl: string): string => new URL(codeUrl).searchParams.get('code') ?? '';
