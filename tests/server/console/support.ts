import { CertificationStatus } from '../../../domain/constants.ts';
import type { Database } from '../../../server/db/schema.ts';
import { signIn } from '../support/tenants.ts';

const CONTAINERS = JSON.stringify([{ containerType: '20GP', quantity: 1 }]);
let filled = 0;

/**
 * One customer of `companyId` with items waiting in every queue (two in most, the oldest at `at`)
 * and items that wait no more: the ground of the dashboard and customer-filter tests.
 */
export async function fillQueues(db: Database, companyId: number, at: string, later: string) {
  filled += 1;
  const customer = await signIn(db, { companyId });
  const { userId } = customer;
  await signIn(db, { companyId, certificationStatus: CertificationStatus.inAuthentication });
  await db
    .updateTable('users')
    .set({ certificationSubmittedAt: at })
    .where('companyId', '=', companyId)
    .where('certificationStatus', '=', CertificationStatus.inAuthentication)
    .execute();
  const reservation = { companyId, userId, pol: 'CNSHA', pod: 'USLAX', etdWeekStart: '2026-12-07' };
  await db
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
  await db
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
  await db
    .insertInto('orders')
    .values([
      { ...order, step: 'bookingSuccess', updatedAt: at },
      { ...order, step: 'order', updatedAt: later },
      { ...order, step: 'done', updatedAt: '2020-01-01T00:00:00.000Z' },
      { ...order, step: 'cancelled', updatedAt: '2020-01-01T00:00:00.000Z' },
    ])
    .execute();
  // A seeded sailing where freight is seeded (the space order list names its route); the dashboard
  // never reads it.
  const sailing = (await db.selectFrom('spaceSailings').select('id').orderBy('id').executeTakeFirst()) ?? {
    id: 1,
  };
  const spaceOrder = (orderNo: string, status: 'inHand' | 'refused', paidAt: string) => ({
    orderNo: `${orderNo}-${filled}`,
    companyId,
    userId,
    sailingId: sailing.id,
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
  const inserted = await db
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
  await db
    .insertInto('refunds')
    .values([
      refund('A', 'failed', at),
      refund('B', 'abnormal', later),
      refund('C', 'succeeded', '2020-01-01T00:00:00.000Z'),
      refund('D', 'pending', '2020-01-01T00:00:00.000Z'),
    ])
    .execute();
  return customer;
}
