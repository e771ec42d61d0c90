/**
 * What a hold writes (spec §5), in the caller's transaction: the order at its starting status with
 * the trail's first entry, its container lines, its Idempotency-Key and its attorney file, then the
 * space and the customer's allowance by conditional updates, whose row counts decide. Written for
 * several holds at once, each write one statement for all of them, so that the holds a crowd sends
 * in one turn (turnWrites, space-orders.ts) cost about what one did.
 */
import { sql } from 'kysely';
import { spaceOrderKind } from '../../../domain/booking/space-order-lifecycle.ts';
import type { Database } from '../schema.ts';
import { keepIdempotencyKeys } from './idempotency-key-repository.ts';
import { isPostgres } from './query-helpers.ts';
import { createRecords, type NewRecord, type RecordCreated } from './record-store.ts';
import {
  insertOrderLines,
  type SpaceOrderLineRow,
  type SpaceOrderRow,
  takeAllowances,
  takeSpace,
} from './space-order-repository.ts';
import { attachFilesToOrders, type FileToAttach, headPicturesAmong } from './uploaded-file-repository.ts';

/** At most this many holds are written together (their INSERTs' bound parameters stay few). */
export const HOLDS_PER_TRANSACTION = 100;

/** One hold: the order to open and what it takes. */
export interface HoldWrite {
  order: NewRecord<'spaceOrder'>;
  created: RecordCreated;
  lines: readonly Omit<SpaceOrderLineRow, 'orderId'>[];
  /** The booking's Idempotency-Key, kept with the order. */
  idempotency?: { key: string; requestHash: string };
  /** The power of attorney: an upload the order takes, or the owner's file on file it only names. */
  attorneyFile?: { storedName: string; onFile: boolean };
  /**
   * What was left of the sailing's container types when the booking read its stock: whether the
   * holds can take the stock last (writeHolds). None known: the space is decided first.
   */
  stockSeen?: Readonly<Record<string, number>>;
}

/** Why the holds were not written; with one hold, that hold's answer. */
export type HoldRefusal =
  | { reason: 'spaceTakenMeanwhile'; containerType: string }
  | { reason: 'reservedQuantityExceedsAllowance' }
  | { reason: 'attorneyFileIsHeadPicture' | 'attorneyFileNotFound' };

/** Thrown inside the holds' transaction to roll it back: nothing of any of them is written. */
export class HoldRefused extends Error {
  readonly refusal: HoldRefusal;
  constructor(refusal: HoldRefusal) {
    super(`hold refused: ${refusal.reason}`);
    this.refusal = refusal;
  }
}

/** What the holds take of one container type of one sailing, and of each customer's allowance. */
interface Take {
  sailingId: number;
  containerType: string;
  quantity: number;
  quantityByUser: Map<number, number>;
}

/**
 * The takes of the holds, in the order every transaction takes stock rows (sailing, then container
 * type), so that no two transactions wait for each other's rows.
 */
const takesOf = (holds: readonly HoldWrite[]): Take[] => {
  const takes = new Map<string, Take>();
  for (const { order, lines } of holds)
    for (const { containerType, quantity } of lines) {
      const key = `${order.sailingId} ${containerType}`;
      const take = takes.get(key) ?? {
        sailingId: order.sailingId,
        containerType,
        quantity: 0,
        quantityByUser: new Map<number, number>(),
      };
      take.quantity += quantity;
      take.quantityByUser.set(order.userId, (take.quantityByUser.get(order.userId) ?? 0) + quantity);
      takes.set(key, take);
    }
  return [...takes.values()].sort((a, b) =>
    a.sailingId !== b.sailingId
      ? a.sailingId - b.sailingId
      : a.containerType < b.containerType
        ? -1
        : a.containerType > b.containerType
          ? 1
          : 0,
  );
};

/** A hold written (its order as stored), or refused because the space it asks for is not left. */
export type HoldWritten = { row: SpaceOrderRow } | { refusal: HoldRefusal };

/**
 * What is left of the stock the holds ask for, by `"sailingId containerType"`. On PostgreSQL the
 * rows stay locked to the end of the transaction, taken in the order every transaction takes stock
 * rows (sailing, then container type), so that what is read here is what the updates below find.
 * SQLite's one writer has the database to itself until the commit.
 */
const stockLeft = async (trx: Database, takes: readonly Take[]): Promise<Map<string, number>> => {
  const query = trx
    .selectFrom('spaceInventory')
    .select(['sailingId', 'containerType', 'remaining'])
    .where((eb) =>
      eb(
        eb.refTuple('sailingId', 'containerType'),
        'in',
        takes.map((take) => eb.tuple(take.sailingId, take.containerType)),
      ),
    )
    .orderBy('sailingId')
    .orderBy('containerType');
  const rows = await (isPostgres(trx) ? query.forUpdate() : query).execute();
  return new Map(rows.map((row) => [`${row.sailingId} ${row.containerType}`, row.remaining]));
};

const isSpaceTaken = (error: unknown): boolean =>
  error instanceof HoldRefused && error.refusal.reason === 'spaceTakenMeanwhile';

/**
 * Whether the holds may take the stock last: each container type they ask for had, when they read
 * it, at least twice what they ask of it together, so that another turn like theirs could not leave
 * them short. Otherwise (a release's crowd, a staff grant) the space is decided first.
 */
const stockPlentiful = (holds: readonly HoldWrite[], takes: readonly Take[]): boolean =>
  takes.every((take) => {
    const seen = holds
      .filter(({ order }) => order.sailingId === take.sailingId)
      .map(({ stockSeen }) => stockSeen?.[take.containerType] ?? 0);
    return 2 * take.quantity <= Math.min(...seen);
  });

/**
 * Writes the holds in the order given, all or none, except for space: a hold whose lines are no
 * longer all left (after the holds before it) is refused and writes nothing, as it would have been
 * alone, so a crowd's last units go to the first of a turn instead of failing the turn. HoldRefused
 * (or the database's error, such as a key used twice) is thrown when any other cannot be written,
 * and the caller's transaction must roll back.
 *
 * The stock row is the one every booking of a sailing waits for (on PostgreSQL its lock is held to
 * the commit). While the stock is plentiful it is taken last: the holds' own rows are written
 * first, then the stock and the allowances by their conditional updates, and the lock lasts three
 * statements, not eight; should the stock still be short for them all, the writes are rolled back
 * to a savepoint. When it is scarce, or was short, the space is decided first, under the stock
 * rows' lock: writing a crowd's holds only to roll them back would cost more than the wait.
 */
export const writeHolds = async (trx: Database, holds: readonly HoldWrite[]): Promise<HoldWritten[]> => {
  const takes = takesOf(holds);
  if (stockPlentiful(holds, takes)) {
    await sql`savepoint holds`.execute(trx);
    try {
      return (await writeAll(trx, holds)).map((row) => ({ row }));
    } catch (error) {
      if (!isSpaceTaken(error)) throw error;
    }
    await sql`rollback to savepoint holds`.execute(trx);
  }
  const left = await stockLeft(trx, takes);
  const refusals = holds.map(({ order, lines }): HoldRefusal | null => {
    const keys = lines.map((line) => `${order.sailingId} ${line.containerType}`);
    const short = lines.find((line, index) => (left.get(keys[index]!) ?? 0) < line.quantity);
    if (short !== undefined) return { reason: 'spaceTakenMeanwhile', containerType: short.containerType };
    lines.forEach((line, index) => {
      left.set(keys[index]!, left.get(keys[index]!)! - line.quantity);
    });
    return null;
  });
  const rows = await writeAll(
    trx,
    holds.filter((_, index) => refusals[index] === null),
  );
  let written = 0;
  return refusals.map((refusal) => (refusal === null ? { row: rows[written++]! } : { refusal }));
};

/** Writes every hold or none (writeHolds); answers the orders as stored, in the order given. */
const writeAll = async (trx: Database, holds: readonly HoldWrite[]): Promise<SpaceOrderRow[]> => {
  if (holds.length === 0) return [];
  const rows = await createRecords(
    trx,
    spaceOrderKind,
    holds.map(({ order, created }) => ({ values: order, created })),
  );
  await insertOrderLines(
    trx,
    holds.flatMap(({ lines }, index) => lines.map((line) => ({ ...line, orderId: rows[index]!.id }))),
  );
  await keepIdempotencyKeys(
    trx,
    holds.flatMap(({ order, created, idempotency }, index) =>
      idempotency === undefined
        ? []
        : [
            {
              userId: order.userId,
              idempotencyKey: idempotency.key,
              requestHash: idempotency.requestHash,
              orderId: rows[index]!.id,
              createdAt: created.at,
            },
          ],
    ),
  );
  await attachAttorneyFiles(trx, holds, rows);
  // The conditional updates decide (spec §5): a type's stock before its allowances, as every
  // release takes them, so no lock cycle.
  for (const take of takesOf(holds)) {
    if (!(await takeSpace(trx, take.sailingId, take)))
      throw new HoldRefused({ reason: 'spaceTakenMeanwhile', containerType: take.containerType });
    const counted = await takeAllowances(trx, take.sailingId, take.containerType, take.quantityByUser);
    if (counted < take.quantityByUser.size)
      throw new HoldRefused({ reason: 'reservedQuantityExceedsAllowance' });
  }
  return rows;
};

/** An order's attorney file: an upload the order takes, or its owner's file on file it names. */
export interface AttorneyFileOf extends FileToAttach {
  onFile: boolean;
}

/**
 * Attaches the orders' attorney files, or answers why they cannot all go: an upload is taken by its
 * order (the uploader's own, not yet taken by another), the owner's file on file is named and stays
 * on file. A head picture is never an attorney file (spec §7); which file was one is looked up only
 * when an attach fails or a file on file is named. One upload named by two orders goes to neither.
 */
export const attorneyFilesRefusal = async (
  trx: Database,
  files: readonly AttorneyFileOf[],
): Promise<'attorneyFileIsHeadPicture' | 'attorneyFileNotFound' | null> => {
  const uploads = files.filter((file) => !file.onFile);
  const onFile = files.filter((file) => file.onFile).map((file) => file.storedName);
  // The attach below would count an upload named twice once.
  if (new Set(uploads.map((file) => file.storedName)).size < uploads.length) return 'attorneyFileNotFound';
  const attached = await attachFilesToOrders(trx, uploads);
  const unattached = uploads.map((file) => file.storedName).filter((name) => !attached.has(name));
  if (unattached.length === 0 && onFile.length === 0) return null;
  if ((await headPicturesAmong(trx, [...unattached, ...onFile])).size > 0) return 'attorneyFileIsHeadPicture';
  return unattached.length > 0 ? 'attorneyFileNotFound' : null;
};

/** The holds' attorney files (attorneyFilesRefusal); HoldRefused when they cannot all go. */
const attachAttorneyFiles = async (
  trx: Database,
  holds: readonly HoldWrite[],
  rows: readonly SpaceOrderRow[],
): Promise<void> => {
  const refusal = await attorneyFilesRefusal(
    trx,
    holds.flatMap(({ order, attorneyFile }, index) =>
      attorneyFile === undefined ? [] : [{ ...attorneyFile, userId: order.userId, orderId: rows[index]!.id }],
    ),
  );
  if (refusal !== null) throw new HoldRefused({ reason: refusal });
};
