/**
 * Space orders: the orders, their container lines, the space they hold and each
 * customer's allowance, payment notifications and refunds. Every quantity and every status changes
 * by one conditional UPDATE whose row count decides (architecture: never read-then-write); the
 * functions that must share the order's transaction take it as their first argument.
 */
import { type Expression, type Insertable, type Selectable, sql } from 'kysely';
import { SPACE_ALLOWANCE_PER_SAILING } from '../../../domain/booking/allowance.ts';
import type {
  PaymentNotificationsTable,
  RefundsTable,
  SpaceOrderLinesTable,
  SpaceOrdersTable,
} from '../booking-schema.ts';
import type { SpaceInventoryTable, SpaceSailingsTable } from '../freight-schema.ts';
import type { Database } from '../schema.ts';
import { turnBatch, turnWrites } from '../turn-batch.ts';
import {
  type CustomerFilter,
  customersMatching,
  insertRows,
  oneOf,
  rowsFrom,
  setByKey,
} from './query-helpers.ts';
import { notAHeadPicture } from './uploaded-file-repository.ts';

export type SpaceOrderRow = Selectable<SpaceOrdersTable>;
/** Orders that hold space until their window (or an offer's deadline) passes. */
const UNPAID_HOLDS: SpaceOrderRow['status'][] = ['awaitingPayment', 'offered'];
/** The refund states the provider is still asked about. */
const UNSETTLED: RefundsTable['state'][] = ['pending', 'abnormal'];
export type SpaceOrderLineRow = Selectable<SpaceOrderLinesTable>;
type SpaceSailingRow = Selectable<SpaceSailingsTable>;
type SpaceInventoryRow = Selectable<SpaceInventoryTable>;
export type RefundRow = Selectable<RefundsTable>;

export interface HeldLine {
  containerType: string;
  quantity: number;
}

/**
 * A customer's allowance per sailing and container type (spec §5): their own, else the one staff
 * released the space with (migration 0038), else the default.
 */
export const allowanceCapOf = (userId: Expression<number>, released: Expression<number | null> = sql`null`) =>
  sql<number>`coalesce((select space_allowance from users where users.id = ${userId}), ${released}, ${SPACE_ALLOWANCE_PER_SAILING})`;

/** The allowance a release gave a sailing's container type, as an expression of the allowance row. */
const releasedAllowanceOf = (sailingId: Expression<number>, containerType: Expression<string>) =>
  sql<
    number | null
  >`(select allowance from space_inventory where space_inventory.sailing_id = ${sailingId} and space_inventory.container_type = ${containerType})`;

/** The payment provider's number of the order's payment: an offer's last opening's, else the order's. */
export const paymentNoOf = (row: Pick<SpaceOrderRow, 'orderNo' | 'paymentNo'>): string =>
  row.paymentNo ?? row.orderNo;

const changed = (result: { numUpdatedRows: bigint } | undefined): boolean =>
  Number(result?.numUpdatedRows ?? 0) > 0;

/** An order's QR code URL, as the payment provider gave it. */
interface OrderCode {
  orderId: number;
  codeUrl: string;
}

const setCodeUrls = async (db: Database, codes: readonly OrderCode[]): Promise<undefined[]> => {
  await setByKey(
    db,
    'spaceOrders',
    { key: 'id', value: 'codeUrl' },
    { key: 'integer', value: 'text' },
    new Map(codes.map(({ orderId, codeUrl }) => [orderId, codeUrl])),
  );
  return codes.map(() => undefined);
};

/** The key `allowancesLeftOn` reads a customer's allowances on a sailing by. */
export const allowanceKeyOf = (sailingId: number, userId: number): string => `${sailingId} ${userId}`;

/** Takes `quantity` of a container type off a sailing; false when that much is no longer left. */
export const takeSpace = async (db: Database, sailingId: number, line: HeldLine): Promise<boolean> =>
  changed(
    await db
      .updateTable('spaceInventory')
      .set((eb) => ({ remaining: eb('remaining', '-', line.quantity) }))
      .where('sailingId', '=', sailingId)
      .where('containerType', '=', line.containerType)
      .where('remaining', '>=', line.quantity)
      .executeTakeFirst(),
  );

export const returnSpace = async (db: Database, sailingId: number, line: HeldLine): Promise<void> => {
  await db
    .updateTable('spaceInventory')
    .set((eb) => ({ remaining: eb('remaining', '+', line.quantity) }))
    .where('sailingId', '=', sailingId)
    .where('containerType', '=', line.containerType)
    .execute();
};

/** Whose allowance a hold counts against: one customer account on one sailing (spec §5, §6). */
export interface AllowanceKey {
  sailingId: number;
  userId: number;
}

/**
 * Counts `quantity` against the customer's allowance on the sailing; false when it would pass it
 * (takeAllowances for one customer).
 */
export const takeAllowance = async (db: Database, key: AllowanceKey, line: HeldLine): Promise<boolean> =>
  (await takeAllowances(db, key.sailingId, line.containerType, new Map([[key.userId, line.quantity]]))) > 0;

/**
 * Counts each customer's quantity of a container type against their allowance on the sailing, and
 * answers how many customers' counts went in (a customer whose quantity would pass the cap is left
 * as it was). The cap is the customer's own (`users.space_allowance`, set by customer service), the
 * release's or SPACE_ALLOWANCE_PER_SAILING, read inside the one conditional upsert that decides:
 * the first hold of a type inserts the row only within the cap, a later one adds to it only within
 * the cap. One statement for all the customers, as it runs while the booking holds the sailing's
 * stock row (space-hold-writes.ts).
 */
export const takeAllowances = async (
  db: Database,
  sailingId: number,
  containerType: string,
  quantityByUser: ReadonlyMap<number, number>,
): Promise<number> => {
  const capOf = (sailing: Expression<number>, userId: Expression<number>, type: Expression<string>) =>
    allowanceCapOf(userId, releasedAllowanceOf(sailing, type));
  // Typed casts: PostgreSQL cannot tell a bare parameter's type in a select list.
  const sailing = sql<number>`cast(${sailingId} as integer)`;
  const type = sql<string>`cast(${containerType} as text)`;
  const asked = rowsFrom(
    db,
    'asked',
    { userId: 'integer', quantity: 'integer' },
    [...quantityByUser].map(([userId, quantity]) => ({ userId, quantity })),
  );
  const result = await sql`
    insert into space_allowances (sailing_id, user_id, container_type, held)
    select ${sailing}, asked.user_id, ${type}, asked.quantity
    from ${asked}
    where asked.quantity <= ${capOf(sailing, sql.ref('asked.user_id'), type)}
    on conflict (sailing_id, user_id, container_type) do update
    set held = space_allowances.held + excluded.held
    where space_allowances.held + excluded.held <= ${capOf(
      sql.ref('space_allowances.sailing_id'),
      sql.ref('space_allowances.user_id'),
      sql.ref('space_allowances.container_type'),
    )}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
};

export const returnAllowance = async (db: Database, key: AllowanceKey, line: HeldLine): Promise<void> => {
  await db
    .updateTable('spaceAllowances')
    .set((eb) => ({ held: eb('held', '-', line.quantity) }))
    .where('sailingId', '=', key.sailingId)
    .where('userId', '=', key.userId)
    .where('containerType', '=', line.containerType)
    .execute();
};

/** New orders' container lines, in the orders' transaction (the orders are the record store's). */
export const insertOrderLines = async (db: Database, lines: readonly SpaceOrderLineRow[]): Promise<void> => {
  await insertRows(db, 'spaceOrderLines', lines);
};

/** Records a provider's payment once; false when this transaction id was recorded before. */
export const recordPayment = async (
  db: Database,
  notification: Insertable<PaymentNotificationsTable>,
): Promise<boolean> => {
  const result = await db
    .insertInto('paymentNotifications')
    .values(notification)
    .onConflict((conflict) => conflict.columns(['provider', 'transactionId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

export const setPaymentOutcome = async (
  db: Database,
  provider: string,
  transactionId: string,
  outcome: PaymentNotificationsTable['outcome'],
): Promise<void> => {
  await db
    .updateTable('paymentNotifications')
    .set({ outcome })
    .where('provider', '=', provider)
    .where('transactionId', '=', transactionId)
    .execute();
};

/** Opens a refund once per order and cause; false when it exists already. */
export const insertRefund = async (db: Database, refund: Insertable<RefundsTable>): Promise<boolean> => {
  const result = await db
    .insertInto('refunds')
    .values(refund)
    .onConflict((conflict) => conflict.columns(['orderId', 'cause']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

/** A sailing's stock by container type, in the caller's transaction. */
export const inventoryIn = (db: Database, sailingId: number) =>
  db.selectFrom('spaceInventory').selectAll().where('sailingId', '=', sailingId).execute();

export const createSpaceOrderRepository = (db: Database) => {
  /** Orders holding space whose window (or an offer's deadline) has passed; of one sailing when given. */
  const holdsPastWindow = (nowIso: string, sailingId?: number) => {
    const query = db
      .selectFrom('spaceOrders')
      .where('spaceOrders.status', 'in', UNPAID_HOLDS)
      .where('spaceOrders.expiresAt', '<=', nowIso);
    return sailingId === undefined ? query : query.where('spaceOrders.sailingId', '=', sailingId);
  };

  /** A company's refunds with their orders' numbers and customers: what the refunds queue shows. */
  const refundsOfCompany = (companyId: number) =>
    db
      .selectFrom('refunds')
      .innerJoin('spaceOrders', 'spaceOrders.id', 'refunds.orderId')
      .innerJoin('users', 'users.id', 'spaceOrders.userId')
      .select([
        'refunds.refundNo',
        'refunds.orderId',
        'spaceOrders.orderNo',
        'refunds.cause',
        'refunds.amountMinor',
        'refunds.currency',
        'refunds.createdAt',
        'refunds.dueDate',
        'refunds.attempts',
        'refunds.providerReason',
        'refunds.state',
        'refunds.settledAt',
        'refunds.settledNote',
        'spaceOrders.userId',
        'users.nameCn',
        'users.nameEn',
        'users.email',
      ])
      .where('spaceOrders.companyId', '=', companyId);
  return {
    findById: (orderId: number) =>
      db.selectFrom('spaceOrders').selectAll().where('id', '=', orderId).executeTakeFirst(),

    /** The order a provider's order number belongs to: the order's own, or an offer's opening's. */
    findByOrderNo: (orderNo: string) =>
      db
        .selectFrom('spaceOrders')
        .selectAll()
        .where((eb) => eb.or([eb('orderNo', '=', orderNo), eb('paymentNo', '=', orderNo)]))
        .executeTakeFirst(),

    linesOf: (orderIds: readonly number[]) =>
      orderIds.length === 0
        ? Promise.resolve([] as SpaceOrderLineRow[])
        : db
            .selectFrom('spaceOrderLines')
            .selectAll()
            .where('orderId', 'in', [...orderIds])
            .orderBy('orderId')
            .orderBy('containerType')
            .execute(),

    /**
     * The sailing an order is for. Every booking reads it first: the reads of one turn go in one
     * statement (turn-batch.ts).
     */
    sailingById: turnBatch(
      async (sailingIds: readonly number[]): Promise<ReadonlyMap<number, SpaceSailingRow>> =>
        new Map(
          (
            await db
              .selectFrom('spaceSailings')
              .selectAll()
              .where(oneOf(db, 'id', sailingIds))
              .execute()
          ).map((sailing) => [sailing.id, sailing]),
        ),
    ),

    /**
     * A booking's first read, of each sailing asked: its stock, and whether a hold on it has passed
     * its window (`dueUnpaid` of the sailing would find one). A refusal for space expires such holds
     * first; when none is due, the refusal stands without another read. A sailing without stock
     * answers an empty inventory.
     */
    stocksOf: async (sailingIds: readonly number[], nowIso: string) => {
      const rows = await db
        .selectFrom('spaceInventory')
        .selectAll('spaceInventory')
        .select((eb) =>
          eb
            .exists(
              holdsPastWindow(nowIso)
                .select('spaceOrders.id')
                .where('spaceOrders.sailingId', '=', sql.ref<number>('spaceInventory.sailingId')),
            )
            .as('holdsDue'),
        )
        .where(oneOf(db, 'spaceInventory.sailingId', sailingIds))
        .execute();
      const stocks = new Map(
        sailingIds.map((sailingId) => [sailingId, { inventory: [] as SpaceInventoryRow[], holdsDue: false }]),
      );
      for (const { holdsDue, ...line } of rows) {
        const stock = stocks.get(line.sailingId)!;
        stock.inventory.push(line);
        // SQLite answers the flag as 0 or 1, PostgreSQL as a boolean.
        stock.holdsDue ||= Boolean(holdsDue);
      }
      return stocks;
    },

    /** What the order views show beside the orders: their sailings, files and (for staff) customers. */
    sailingsOf: (sailingIds: readonly number[]) =>
      sailingIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('spaceSailings')
            .selectAll()
            .where('id', 'in', [...sailingIds])
            .execute(),
    customersOf: (userIds: readonly number[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('users')
            .select(['id', 'nameCn', 'nameEn', 'nickname', 'companyName', 'email'])
            .where('id', 'in', [...userIds])
            .execute(),

    /** Attorney files of cancelled orders: the bookings that never completed (the sweeper deletes them). */
    filesOfCancelledOrders: (limit: number) =>
      db
        .selectFrom('uploadedFiles')
        .innerJoin('spaceOrders', 'spaceOrders.id', 'uploadedFiles.orderId')
        .select('uploadedFiles.storedName')
        .where('spaceOrders.status', '=', 'cancelled')
        .where(notAHeadPicture)
        .limit(limit)
        .execute(),

    refundsOf: (orderIds: readonly number[]) =>
      orderIds.length === 0
        ? Promise.resolve([] as RefundRow[])
        : db
            .selectFrom('refunds')
            .selectAll()
            .where('orderId', 'in', [...orderIds])
            .execute(),

    /**
     * What is left of each customer's allowance on each container type of a sailing (`"sailing
     * user"` keys, allowanceKeyOf): its cap, as `takeAllowance` caps it, less what their bookings
     * hold. Every booking with space left reads it before deciding: the reads of one turn go in one
     * statement (turn-batch.ts).
     */
    allowancesLeftOn: turnBatch(
      async (keys: readonly string[]): Promise<ReadonlyMap<string, ReadonlyMap<string, number>>> => {
        // The asked (sailing, customer) pairs as a table (rowsFrom). No users row is needed: the cap
        // reads it if there is one.
        const asked = rowsFrom(
          db,
          'asked',
          { sailingId: 'integer', userId: 'integer' },
          keys.map((key) => {
            const [sailingId, userId] = key.split(' ').map(Number) as [number, number];
            return { sailingId, userId };
          }),
        );
        const rows = await db
          .selectFrom('spaceInventory')
          .innerJoin(asked, (join) => join.onRef('asked.sailingId', '=', 'spaceInventory.sailingId'))
          .leftJoin('spaceAllowances', (join) =>
            join
              .onRef('spaceAllowances.sailingId', '=', 'spaceInventory.sailingId')
              .onRef('spaceAllowances.containerType', '=', 'spaceInventory.containerType')
              .onRef('spaceAllowances.userId', '=', 'asked.userId'),
          )
          .select((eb) => [
            'spaceInventory.sailingId',
            'asked.userId',
            'spaceInventory.containerType',
            allowanceCapOf(eb.ref('asked.userId'), eb.ref('spaceInventory.allowance')).as('cap'),
            'spaceAllowances.held',
          ])
          .execute();
        const left = new Map(keys.map((key) => [key, new Map<string, number>()]));
        for (const row of rows)
          left
            .get(allowanceKeyOf(row.sailingId, row.userId))
            ?.set(row.containerType, Number(row.cap) - (row.held ?? 0));
        return left;
      },
    ),

    /** What the bookings of every company hold on the sailing, by container type. */
    heldOn: async (sailingId: number): Promise<{ containerType: string; held: number }[]> =>
      (
        await db
          .selectFrom('spaceAllowances')
          .select((eb) => ['containerType', eb.fn.sum<number | string>('held').as('held')])
          .where('sailingId', '=', sailingId)
          .groupBy('containerType')
          .execute()
      ).map((row) => ({ containerType: row.containerType, held: Number(row.held) })),

    /** Keeps an order's QR code URL: the codes of a turn's orders by one UPDATE (turnWrites). */
    setCodeUrl: turnWrites((codes: readonly OrderCode[]) => setCodeUrls(db, codes)),

    /**
     * Unpaid orders whose window has passed, and offers whose deadline has (an offer keeps its
     * deadline in `expiresAt`), oldest first; of one sailing when given.
     */
    dueUnpaid: (nowIso: string, limit: number, sailingId?: number) =>
      holdsPastWindow(nowIso, sailingId).selectAll().orderBy('expiresAt').limit(limit).execute(),

    /** Returned orders whose resubmit deadline has passed, the earliest first. */
    dueReturned: (nowIso: string, limit: number) =>
      db
        .selectFrom('spaceOrders')
        .selectAll()
        .where('status', '=', 'returned')
        .where('resubmitBy', '<=', nowIso)
        .orderBy('resubmitBy')
        .limit(limit)
        .execute(),

    /** Refunds the provider must be asked about: not settled yet (pending or abnormal), due now. */
    dueRefunds: (nowIso: string, limit: number) =>
      db
        .selectFrom('refunds')
        .selectAll()
        .where('state', 'in', UNSETTLED)
        .where('nextAttemptAt', '<=', nowIso)
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute(),

    refundByNo: (refundNo: string) =>
      db.selectFrom('refunds').selectAll().where('refundNo', '=', refundNo).executeTakeFirst(),

    /** The payment applied to an order: what a refund of it gives back. */
    paymentOf: (provider: string, transactionId: string) =>
      db
        .selectFrom('paymentNotifications')
        .selectAll()
        .where('provider', '=', provider)
        .where('transactionId', '=', transactionId)
        .executeTakeFirst(),

    /** Settles a refund that was not settled yet; false when it was settled already. */
    settleRefund: async (refundNo: string, state: 'succeeded' | 'failed', atIso: string): Promise<boolean> =>
      changed(
        await db
          .updateTable('refunds')
          .set({ state, refundedAt: state === 'succeeded' ? atIso : null })
          .where('refundNo', '=', refundNo)
          .where('state', 'in', UNSETTLED)
          .executeTakeFirst(),
      ),

    /** The provider says the refund is abnormal: kept with its words, asked again from `nextAttemptAt`. */
    markRefundAbnormal: async (refundNo: string, reason: string): Promise<void> => {
      await db
        .updateTable('refunds')
        .set({ state: 'abnormal', providerReason: reason })
        .where('refundNo', '=', refundNo)
        .where('state', 'in', UNSETTLED)
        .execute();
    },

    /**
     * Takes a due refund for one attempt at the provider: counts the attempt and moves it out of
     * sight until `leaseUntil`, so that of several instances sweeping at once one asks the provider,
     * and a crash mid-attempt only delays it (the next attempt asks before posting again). The
     * attempt count seen when it was found decides which instance takes it.
     */
    claimRefund: async (
      refund: Pick<RefundRow, 'refundNo' | 'attempts'>,
      leaseUntil: string,
    ): Promise<boolean> =>
      changed(
        await db
          .updateTable('refunds')
          .set({ attempts: refund.attempts + 1, nextAttemptAt: leaseUntil })
          .where('refundNo', '=', refund.refundNo)
          .where('attempts', '=', refund.attempts)
          .where('state', 'in', UNSETTLED)
          .executeTakeFirst(),
      ),

    /** After a claimed attempt that did not settle it: asked again from `nextAttemptAt`. */
    retryRefundAt: async (refundNo: string, nextAttemptAt: string): Promise<void> => {
      await db
        .updateTable('refunds')
        .set({ nextAttemptAt })
        .where('refundNo', '=', refundNo)
        .where('state', 'in', UNSETTLED)
        .execute();
    },

    /** A company's abnormal refunds with their orders, oldest first: what operations must settle by hand. */
    abnormalRefundsOf: (companyId: number) =>
      db
        .selectFrom('refunds')
        .innerJoin('spaceOrders', 'spaceOrders.id', 'refunds.orderId')
        .select([
          'refunds.refundNo',
          'refunds.orderId',
          'spaceOrders.orderNo',
          'refunds.cause',
          'refunds.amountMinor',
          'refunds.currency',
          'refunds.createdAt',
          'refunds.dueDate',
          'refunds.attempts',
          'refunds.providerReason',
        ])
        .where('spaceOrders.companyId', '=', companyId)
        .where('refunds.state', '=', 'abnormal')
        .orderBy('refunds.createdAt')
        .execute(),

    /** The refunds queue of a company: failed or abnormal refunds with their customers, oldest first. */
    refundQueueOf: (companyId: number, filter: CustomerFilter) => {
      let query = refundsOfCompany(companyId).where('refunds.state', 'in', FOR_STAFF);
      const customers = customersMatching(db, companyId, filter);
      if (customers) query = query.where('spaceOrders.userId', 'in', customers);
      return query.orderBy('refunds.createdAt').orderBy('refunds.id').execute();
    },

    /** One refund of a company, whatever its state; undefined when the company has no such refund. */
    refundOfCompany: (companyId: number, refundNo: string) =>
      refundsOfCompany(companyId).where('refunds.refundNo', '=', refundNo).executeTakeFirst(),

    /**
     * Staff retry a failed or abnormal refund: it is pending again, claimed for the staff's attempt
     * until `leaseUntil` as a sweep claims one (no sweeper asks the provider meanwhile). False when
     * it is not failed or abnormal (any more): a second retry, or a refund settled meanwhile, does nothing.
     */
    reopenRefund: async (companyId: number, refundNo: string, leaseUntil: string): Promise<boolean> =>
      changed(
        await db
          .updateTable('refunds')
          .set((eb) => ({ state: 'pending', attempts: eb('attempts', '+', 1), nextAttemptAt: leaseUntil }))
          .where('refundNo', '=', refundNo)
          .where('state', 'in', FOR_STAFF)
          .where(
            'orderId',
            'in',
            db.selectFrom('spaceOrders').select('id').where('companyId', '=', companyId),
          )
          .executeTakeFirst(),
      ),

    /** Staff settled a failed or abnormal refund outside the portal; false when it is not one (any more). */
    settleRefundOutside: async (
      companyId: number,
      refundNo: string,
      settled: { userId: number; atIso: string; note: string },
    ): Promise<boolean> =>
      changed(
        await db
          .updateTable('refunds')
          .set({
            state: 'settled',
            settledBy: settled.userId,
            settledAt: settled.atIso,
            settledNote: settled.note,
          })
          .where('refundNo', '=', refundNo)
          .where('state', 'in', FOR_STAFF)
          .where(
            'orderId',
            'in',
            db.selectFrom('spaceOrders').select('id').where('companyId', '=', companyId),
          )
          .executeTakeFirst(),
      ),
  };
};

/** Refunds that wait for staff: the provider failed them or reports them abnormal. */
const FOR_STAFF: RefundsTable['state'][] = ['failed', 'abnormal'];

export type SpaceOrderRepository = ReturnType<typeof createSpaceOrderRepository>;
