import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { createTenantSettingsRepository } from '../../../server/db/repositories/tenant-settings-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import { DEMO_USD_RATE, seedDemoExchangeRate } from '../../../server/db/seed/demo-exchange-rate.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.open();
  await migrateToLatest(db);
});
afterAll(() => database.drop());

const NOW = new Date('2026-11-26T08:00:00Z');

describe('the demo USD exchange rate (demo mode only)', () => {
  it('is a fixed rate with a fixed date, seeded once, and never replaces a rate staff saved', async () => {
    const rates = createTenantSettingsRepository(db);
    expect(DEMO_USD_RATE).toEqual({ currency: 'USD', cnyPerUnitMicro: 7_200_000, effectiveOn: '2026-01-05' });
    expect(await seedDemoExchangeRate(db, NOW)).toBe(true);
    expect(await rates.exchangeRateOf(1, 'USD')).toEqual(DEMO_USD_RATE);
    const saved = { currency: 'USD', cnyPerUnitMicro: 7_198_800, effectiveOn: '2026-11-26' };
    await rates.saveExchangeRate(1, saved, NOW);
    expect(await seedDemoExchangeRate(db, NOW)).toBe(false);
    expect(await rates.exchangeRateOf(1, 'USD')).toEqual(saved);
  });
});
