import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { createTenantSettingsRepository } from '../../../server/db/repositories/tenant-settings-repository.ts';
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
