import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { addCompany, signIn } from '../support/tenants.ts';
import { post, startTestApp, type TestApp } from '../support/test-app.ts';
import { fillQueues } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addCompany(t.db, 2);
});
afterAll(() => t.close());

const dashboardAs = (headers: Record<string, string>) => post(t.app, ConsolePath.getDashboard, {}, headers);

describe('console/getDashboard: what waits in each queue of the tenant (spec §6)', () => {
  it('counts each queue per tenant with its oldest waiting item; another tenant’s items are never counted', async () => {
    await fillQueues(t.db, 1, '2026-11-20T08:00:00.000Z', '2026-11-25T08:00:00.000Z');
    await fillQueues(t.db, 2, '2026-10-01T08:00:00.000Z', '2026-11-25T09:00:00.000Z');
    // The second tenant has one more of each: its counts must not leak into the first's.
    await fillQueues(t.db, 2, '2026-10-02T08:00:00.000Z', '2026-11-25T10:00:00.000Z');
    const staff = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE });
    const answer = await dashboardAs(staff.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      queues: [
        { queue: 'certifications', waiting: 1, oldestAt: '2026-11-20T08:00:00.000Z' },
        { queue: 'reservations', waiting: 2, oldestAt: '2026-11-20T08:00:00.000Z' },
        { queue: 'grabRequests', waiting: 1, oldestAt: '2026-11-20T08:00:00.000Z' },
        { queue: 'orders', waiting: 2, oldestAt: '2026-11-20T08:00:00.000Z' },
        { queue: 'spaceOrders', waiting: 2, oldestAt: '2026-11-20T08:00:00.000Z' },
        { queue: 'refunds', waiting: 2, oldestAt: '2026-11-20T08:00:00.000Z' },
      ],
    });
    const other = await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE, staffRoles: ['auditor'] });
    const second = (await dashboardAs(other.headers)).json().data.queues;
    expect(second.find(({ queue }: { queue: string }) => queue === 'reservations')).toEqual({
      queue: 'reservations',
      waiting: 4,
      oldestAt: '2026-10-01T08:00:00.000Z',
    });
  });

  it('a tenant with nothing waiting answers every queue at 0 with no oldest item', async () => {
    await addCompany(t.db, 3);
    const staff = await signIn(t.db, { companyId: 3, userType: STAFF_USER_TYPE, staffRoles: ['pricing'] });
    const { queues } = (await dashboardAs(staff.headers)).json().data;
    expect(queues).toHaveLength(6);
    for (const queue of queues) expect(queue).toMatchObject({ waiting: 0, oldestAt: null });
  });

  it('customers and visitors are refused', async () => {
    const customer = await signIn(t.db, { companyId: 1 });
    expect((await dashboardAs(customer.headers)).statusCode).toBe(403);
    expect((await dashboardAs({})).statusCode).toBe(401);
  });
});
