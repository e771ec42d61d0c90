/**
 * The sandbox payment provider's own payments, once paid or closed (an open one is its signed code
 * and has no row). A payment's number is the key: paying and closing each insert a row only when
 * the number has none, so two phones confirming, or a confirm racing the sweeper's close, settle on
 * one outcome on SQLite and on PostgreSQL with several instances alike; a refund is one conditional
 * UPDATE.
 */
import type { Selectable } from 'kysely';
import type { SandboxPaymentsTable } from '../booking-schema.ts';
import type { Database } from '../schema.ts';

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;

/** A payment the phone confirmed. */
export interface SandboxPaid {
  orderNo: string;
  amountMinor: number;
  currency: string;
  transactionId: string;
  paidAt: string;
}

export const createSandboxPaymentRepository = (db: Database) => ({
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

  /** Paid, unless the payment was paid or closed before: the first of them wins. */
  markPaid: async (paid: SandboxPaid): Promise<boolean> => {
    // No row back when the payment number already had one.
    const written = await db
      .insertInto('sandboxPayments')
      .values({ ...paid, state: 'paid', createdAt: paid.paidAt })
      .onConflict((conflict) => conflict.column('orderNo').doNothing())
      .returning('orderNo')
      .execute();
    return written.length > 0;
  },

  /** Closed, unless it was paid (or closed) before: a paid payment stays paid. */
  close: async (orderNo: string, at: string): Promise<void> => {
    await db
      .insertInto('sandboxPayments')
      .values({ orderNo, state: 'closed', createdAt: at })
      .onConflict((conflict) => conflict.column('orderNo').doNothing())
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
