import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantChangeRepository } from '../../../server/db/repositories/tenant-change-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import { addCompany, signIn } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await startTestApp();
  db = t.db;
  await addCompany(db, 2);
});
afterAll(() => t.close());

describe('the trail of a tenant’s settings: who, when, before, after', () => {
  it('keeps each change with its author, newest first, per tenant and per area, a page at a time', async () => {
    const changes = createTenantChangeRepository(db);
    const admin = await signIn(db, { companyId: 1, userType: 2, staffRoles: ['administrator'] });
    const other = await signIn(db, { companyId: 2, userType: 2, staffRoles: ['administrator'] });
    await changes.record({
      companyId: 1,
      area: 'companyInfo',
      userId: admin.userId,
      changedAt: '2026-11-26T08:00:00.000Z',
      before: { companyNameCn: '示范' },
      after: { companyNameCn: '海程货运' },
    });
    await changes.record({
      companyId: 1,
      area: 'contacts',
      userId: admin.userId,
      changedAt: '2026-11-26T09:00:00.000Z',
      before: null,
      after: [{ name: 'Li' }],
    });
    await changes.record({
      companyId: 2,
      area: 'companyInfo',
      userId: other.userId,
      changedAt: '2026-11-26T10:00:00.000Z',
      before: {},
      after: { companyNameCn: '别家' },
    });
    const first = await changes.page(1, { pageNo: 1, pageSize: 1 });
    expect(first.total).toBe(2);
    expect(first.list).toEqual([
      expect.objectContaining({
        area: 'contacts',
        userId: admin.userId,
        changedAt: '2026-11-26T09:00:00.000Z',
        before: null,
        after: [{ name: 'Li' }],
      }),
    ]);
    const second = await changes.page(1, { pageNo: 2, pageSize: 1 });
    expect(second.list.map((change) => [change.area, change.before, change.after])).toEqual([
      ['companyInfo', { companyNameCn: '示范' }, { companyNameCn: '海程货运' }],
    ]);
    const info = await changes.page(1, { pageNo: 1, pageSize: 10, area: 'companyInfo' });
    expect(info.list.map((change) => change.after)).toEqual([{ companyNameCn: '海程货运' }]);
  });
});
