import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { createTenantChangeRepository } from '../../../server/db/repositories/tenant-change-repository.ts';
import { createTenantSettingsRepository } from '../../../server/db/repositories/tenant-settings-repository.ts';
import { testNow } from '../../support/test-clock.ts';
import { addCompany, signIn } from '../support/tenants.ts';
import { post, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addCompany(t.db, 2);
});
afterAll(() => t.close());

const settingsAs = (headers: Record<string, string>) => post(t.app, TenantPath.getSettings, {}, headers);

describe('tenant/getSettings: the working settings a tenant’s staff need', () => {
  it('staff read their own tenant’s settings, the defaults until saved; customers and visitors are refused', async () => {
    const staff = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE });
    const otherStaff = await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE });
    const customer = await signIn(t.db, { companyId: 1 });
    expect((await settingsAs(staff.headers)).json().data).toEqual({
      grabOfferHours: 24,
      returnResubmitWorkingDays: 3,
    });
    await createTenantSettingsRepository(t.db).saveSettings(
      1,
      { grabOfferHours: 48, returnResubmitWorkingDays: 5 },
      new Date('2026-11-26T08:00:00Z'),
    );
    expect((await settingsAs(staff.headers)).json().data).toEqual({
      grabOfferHours: 48,
      returnResubmitWorkingDays: 5,
    });
    expect((await settingsAs(otherStaff.headers)).json().data).toEqual({
      grabOfferHours: 24,
      returnResubmitWorkingDays: 3,
    });
    expect((await settingsAs(customer.headers)).statusCode).toBe(403);
    expect((await settingsAs({})).statusCode).toBe(401);
  });
});

describe('tenant/saveSettings and tenant/saveExchangeRate: who saves, and the trail of each save', () => {
  it('an administrator saves the working settings of the own tenant; the trail keeps who, when, before and after', async () => {
    const admin = await signIn(t.db, {
      companyId: 2,
      userType: STAFF_USER_TYPE,
      staffRoles: ['administrator'],
    });
    const pricing = await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE, staffRoles: ['pricing'] });
    const save = (headers: Record<string, string>, body: object) =>
      post(t.app, TenantPath.saveSettings, body, { ...headers, 'accept-language': 'en' });
    const settings = { grabOfferHours: 12, returnResubmitWorkingDays: 2 };
    expect((await save(pricing.headers, settings)).statusCode).toBe(403);
    const saved = await save(admin.headers, settings);
    expect(saved.json()).toMatchObject({
      code: '1',
      message: 'The working settings were saved',
      data: settings,
    });
    expect((await settingsAs(pricing.headers)).json().data).toEqual(settings);
    expect((await save(admin.headers, { grabOfferHours: 0, returnResubmitWorkingDays: 2 })).statusCode).toBe(
      400,
    );
    const trail = await createTenantChangeRepository(t.db).page(2, { pageNo: 1, pageSize: 10 });
    expect(trail.list).toEqual([
      expect.objectContaining({
        area: 'businessSettings',
        userId: admin.userId,
        changedAt: testNow().toISOString(),
        before: { grabOfferHours: 24, returnResubmitWorkingDays: 3 },
        after: settings,
      }),
    ]);
  });

  it('pricing saves an exchange rate (an administrator may not); the trail keeps the rate it replaced', async () => {
    await addCompany(t.db, 3);
    const admin = await signIn(t.db, {
      companyId: 3,
      userType: STAFF_USER_TYPE,
      staffRoles: ['administrator'],
    });
    const pricing = await signIn(t.db, { companyId: 3, userType: STAFF_USER_TYPE, staffRoles: ['pricing'] });
    const save = (headers: Record<string, string>, cnyPerUnitMicro: number) =>
      post(
        t.app,
        TenantPath.saveExchangeRate,
        { currency: 'USD', cnyPerUnitMicro, effectiveOn: '2026-11-26' },
        headers,
      );
    expect((await save(admin.headers, 7_100_000)).statusCode).toBe(403);
    expect((await save(pricing.headers, 7_100_000)).json().code).toBe('1');
    expect((await save(pricing.headers, 7_200_000)).json().data.rates).toEqual([
      { currency: 'USD', cnyPerUnitMicro: 7_200_000, cnyPerUnit: '7.20', effectiveOn: '2026-11-26' },
    ]);
    const trail = await createTenantChangeRepository(t.db).page(3, {
      pageNo: 1,
      pageSize: 10,
      area: 'exchangeRates',
    });
    expect(trail.list.map((change) => [change.userId, change.before, change.after])).toEqual([
      [
        pricing.userId,
        { currency: 'USD', cnyPerUnitMicro: 7_100_000, effectiveOn: '2026-11-26' },
        { currency: 'USD', cnyPerUnitMicro: 7_200_000, effectiveOn: '2026-11-26' },
      ],
      [pricing.userId, null, { currency: 'USD', cnyPerUnitMicro: 7_100_000, effectiveOn: '2026-11-26' }],
    ]);
  });
});
