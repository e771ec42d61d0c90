import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_SETTINGS } from '../../../domain/tenant/tenant-settings.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { createTenantSettingsRepository } from '../../../server/db/repositories/tenant-settings-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
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

describe('tenant settings', () => {
  it('gives the defaults (24 h offers, 3 working days to resubmit) until staff save their own', async () => {
    const settings = createTenantSettingsRepository(db);
    expect(await settings.settingsOf(1)).toEqual({ grabOfferHours: 24, returnResubmitWorkingDays: 3 });
    expect(DEFAULT_TENANT_SETTINGS).toEqual({ grabOfferHours: 24, returnResubmitWorkingDays: 3 });
    await settings.saveSettings(1, { grabOfferHours: 48, returnResubmitWorkingDays: 5 }, NOW);
    await settings.saveSettings(1, { grabOfferHours: 12, returnResubmitWorkingDays: 2 }, NOW);
    expect(await settings.settingsOf(1)).toEqual({ grabOfferHours: 12, returnResubmitWorkingDays: 2 });
    expect(await settings.settingsOf(2)).toEqual(DEFAULT_TENANT_SETTINGS);
  });

  it('keeps one exchange rate per tenant and currency, a large one exactly', async () => {
    const settings = createTenantSettingsRepository(db);
    expect(await settings.exchangeRateOf(1, 'USD')).toBeUndefined();
    await settings.saveExchangeRate(
      1,
      { currency: 'USD', cnyPerUnitMicro: 7_123_456, effectiveOn: '2026-11-25' },
      NOW,
    );
    await settings.saveExchangeRate(
      1,
      { currency: 'USD', cnyPerUnitMicro: 7_198_765, effectiveOn: '2026-11-26' },
      NOW,
    );
    await settings.saveExchangeRate(
      1,
      { currency: 'XAU', cnyPerUnitMicro: 9_999_000_000, effectiveOn: '2026-11-26' },
      NOW,
    );
    expect(await settings.exchangeRateOf(1, 'USD')).toEqual({
      currency: 'USD',
      cnyPerUnitMicro: 7_198_765,
      effectiveOn: '2026-11-26',
    });
    expect((await settings.exchangeRatesOf(1)).map((rate) => [rate.currency, rate.cnyPerUnitMicro])).toEqual([
      ['USD', 7_198_765],
      ['XAU', 9_999_000_000],
    ]);
    expect(await settings.exchangeRatesOf(2)).toEqual([]);
  });
});
