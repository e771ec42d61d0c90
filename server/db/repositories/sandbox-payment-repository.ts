/**
 * The sandbox payment provider's own orders. Every change of state is one conditional
 * UPDATE whose row count decides, so two phones confirming, or a confirm racing the sweeper's close,
 * settle on one outcome on SQLite and on PostgreSQL with several instances alike.
 */
import type { Insertable, Selectable } from 'kysely';
import type { SandboxPaymentsTable } from '../booking-schema.ts';
import type { Database } from '../schema.ts';
import { turnWrites } from '../turn-batch.ts';
import { insertRows } from './query-helpers.ts';

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
export type NewSandboxPayment = Insertable<SandboxPaymentsTable>;

const insertPayments = async (db: Database, payments: readonly NewSandboxPayment[]): Promise<undefined[]> => {
  await insertRows(db, 'sandboxPayments', payments);
  return payments.map(() => undefined);
};

export const createSandboxPaymentRepository = (db: Database) => ({
  /** A new payment order: those of a turn's holds by one INSERT (turnWrites). */
  insert: turnWrites((payments: readonly NewSandboxPayment[]) => insertPayments(db, payments)),

  findByCode: (code: string): Promise<SandboxPaymentRow | undefined> =>
    db.selectFrom('sandboxPayments').selectAll().where('code', '=', code).executeTakeFirst(),

  findByOrderNo: (orderNo: string): Promise<SandboxPaymentRow | undefined> =>
    db.selectFrom('sandboxPayments').selectAll().where('orderNo', '=', orderNo).executeTakeFirst(),

  /**
   * The sandbox keeps no refund numbers of its own: a refund number is the portal's (refunds), and
   * the sandbox payment it refunded is the one of that refund's order.
   */
  findByRefundNo: (refundNo: string): Promise<SandboxPaymentRow | undefined> =>
    db
      .selectFrom('refunds')
      .innerJoin('spaceOrders', 'spaceOrders.id', 'refunds.orderId')
      // An offer's payments are numbered per opening; a refund refunds the one that was paid.
      .innerJoin('sandboxPayments', (join) =>
        join.on((eb) =>
          eb(
            eb.fn.coalesce('spaceOrders.paymentNo', 'spaceOrders.orderNo'),
            '=',
            eb.ref('sandboxPayments.orderNo'),
          ),
        ),
      )
      .selectAll('sandboxPayments')
      .where('refunds.refundNo', '=', refundNo)
      .executeTakeFirst(),

  /** Open and still within its window → paid; the first confirmation wins, an expired one loses. */
  markPaid: async (
    code: string,
    paid: { transactionId: string; paidAt: string },
    now: string,
  ): Promise<boolean> => {
    const result = await db
      .updateTable('sandboxPayments')
      .set({ state: 'paid', transactionId: paid.transactionId, paidAt: paid.paidAt })
      .where('code', '=', code)
      .where('state', '=', 'open')
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Open → closed; a paid payment stays paid. */
  close: async (orderNo: string): Promise<void> => {
    await db
      .updateTable('sandboxPayments')
      .set({ state: 'closed' })
      .where('orderNo', '=', orderNo)
      .where('state', '=', 'open')
      .execute();
  },

  /** Paid → refunded, in full or in part, once: a second refund of the same payment changes nothing. */
  refund: async (orderNo: string, amountMinor: number): Promise<boolean> => {
    const result = await db
      .updateTable('sandboxPayments')
      .set({ state: 'refunded', refundedMinor: amountMinor })
      .where('orderNo', '=', orderNo)
      .where('state', '=', 'paid')
      .where('amountMinor', '>=', amountMinor)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
});

export type SandboxPaymentRepository = ReturnType<typeof createSandboxPaymentRepository>;
