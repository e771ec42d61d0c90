import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { addCompany, signIn } from '../support/tenants.ts';
import { post, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addCompany(t.db, 2);
});
afterAll(() => t.close());

const dashboardAs = (headers: Record<string, string>) => post(t.app, ConsolePath.getDashboard, {}, headers);

const CONTAINERS = JSON.stringify([{ containerType: '20GP', quantity: 1 }]);
let filled = 0;

/** One item waiting (and one that waits no more) in every queue of `companyId`, the oldest at `at`. */
async function fillQueues(companyId: number, at: string, later: string) {
  filled += 1;
  const customer = await signIn(t.db, { companyId });
  const { userId } = customer;
  await signIn(t.db, { companyId, certificationStatus: CertificationStatus.inAuthentication });
  await t.db
    .updateTable('users')
    .set({ certificationSubmittedAt: at })
    .where('companyId', '=', companyId)
    .where('certificationStatus', '=', CertificationStatus.inAuthentication)
    .execute();
  const reservation = { companyId, userId, pol: 'CNSHA', pod: 'USLAX', etdWeekStart: '2026-12-07' };
  await t.db
    .insertInto('reservations')
    .values(
      [
        ['toBeAudited', at],
        ['toBeAudited', later],
        ['approved', '2020-01-01T00:00:00.000Z'],
      ].map(([status, createdAt]) => ({
        ...reservation,
        containers: CONTAINERS,
        cargo: 'toys',
        remarks: '',
        status: status as 'toBeAudited' | 'approved',
        reason: null,
        orderId: null,
        createdAt: createdAt!,
        updatedAt: createdAt!,
      })),
    )
    .execute();
  await t.db
    .insertInto('grabRequests')
    .values(
      (['toBeHandled', 'refused'] as const).map((status) => ({
        companyId,
        userId,
        pol: 'CNSHA',
        pod: 'USLAX',
        etdStart: '2026-12-07',
        etdEnd: '2026-12-14',
        containers: CONTAINERS,
        cargo: 'toys',
        specialRequirements: '',
        status,
        notes: null,
        spaceOrderId: null,
        appliedAt: status === 'refused' ? '2020-01-01T00:00:00.000Z' : at,
        handledAt: null,
      })),
    )
    .execute();
  const order = {
    companyId,
    userId,
    rateId: 1,
    quotationId: null,
    reservationId: null,
    routeId: 1,
    pol: 'CNSHA',
    pod: 'USLAX',
    etd: '2026-12-10T00:00:00.000Z',
    carrierScac: 'MAEU',
    vesselName: 'V',
    voyageNumber: '1',
    containers: CONTAINERS,
    currency: null,
    amountMinor: null,
    cargoDescription: 'toys',
    hsCode: '950300',
    grossWeightKg: '10',
    packages: 1,
    shipperName: 's',
    shipperAddress: 's',
    consigneeName: 'c',
    consigneeAddress: 'c',
    notifyName: 'n',
    notifyAddress: 'n',
    remarks: '',
    bookingNumber: null,
    blNumber: null,
    createdAt: '2020-01-01T00:00:00.000Z',
  };
  await t.db
    .insertInto('orders')
    .values([
      { ...order, step: 'bookingSuccess', updatedAt: at },
      { ...order, step: 'order', updatedAt: later },
      { ...order, step: 'done', updatedAt: '2020-01-01T00:00:00.000Z' },
      { ...order, step: 'cancelled', updatedAt: '2020-01-01T00:00:00.000Z' },
    ])
    .execute();
  const spaceOrder = (orderNo: string, status: 'inHand' | 'refused', paidAt: string) => ({
    orderNo: `${orderNo}-${filled}`,
    companyId,
    userId,
    sailingId: 1,
    status,
    amountMinor: 100,
    currency: 'CNY',
    payAmountMinor: 100,
    payCurrency: 'CNY',
    cnyPerUnitMicro: null,
    rateEffectiveOn: null,
    attorneyFile: null,
    provider: 'sandbox',
    transactionId: null,
    createdAt: paidAt,
    expiresAt: paidAt,
    paidAt,
    closedAt: null,
    reason: null,
  });
  const inserted = await t.db
    .insertInto('spaceOrders')
    .values([
      spaceOrder('SO-DASH-A', 'inHand', at),
      spaceOrder('SO-DASH-B', 'inHand', later),
      ...['C', 'D', 'E', 'F'].map((refunded) =>
        spaceOrder(`SO-DASH-${refunded}`, 'refused', '2020-01-01T00:00:00.000Z'),
      ),
    ])
    .returning('id')
    .execute();
  const refund = (
    suffix: string,
    state: 'failed' | 'abnormal' | 'succeeded' | 'pending',
    createdAt: string,
  ) => ({
    refundNo: `RF-DASH-${suffix}-${filled}`,
    // One refund per order and cause: each its own refused order.
    orderId: inserted[2 + 'ABCD'.indexOf(suffix)]!.id,
    cause: 'refused' as const,
    amountMinor: 100,
    currency: 'CNY',
    state,
    dueDate: createdAt.slice(0, 10),
    createdAt,
    refundedAt: null,
    // Not due: the app's sweeper must not ask the provider about them during the test.
    nextAttemptAt: '2999-01-01T00:00:00.000Z',
  });
  await t.db
    .insertInto('refunds')
    .values([
      refund('A', 'failed', at),
      refund('B', 'abnormal', later),
      refund('C', 'succeeded', '2020-01-01T00:00:00.000Z'),
      refund('D', 'pending', '2020-01-01T00:00:00.000Z'),
    ])
    .execute();
}

describe('console/getDashboard: what waits in each queue of the tenant (spec §6)', () => {
  it('counts each queue per tenant with its oldest waiting item; another tenant’s items are never counted', async () => {
    await fillQueues(1, '2026-11-20T08:00:00.000Z', '2026-11-25T08:00:00.000Z');
    await fillQueues(2, '2026-10-01T08:00:00.000Z', '2026-11-25T09:00:00.000Z');
    // The second tenant has one more of each: its counts must not leak into the first's.
    await fillQueues(2, '2026-10-02T08:00:00.000Z', '2026-11-25T10:00:00.000Z');
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
