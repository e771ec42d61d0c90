/**
 * Advance bookings (issue 11). Every status change is one conditional UPDATE from the statuses the
 * transition table allows (architecture: never read-then-write); the functions that must share the
 * change's transaction with its audit-trail entry take it as their first argument.
 */
import type { Insertable, Selectable } from 'kysely';
import type { CreatedRange } from '../../../domain/api/record-list.ts';
import type { ReservationStatus } from '../../../domain/constants.ts';
import type { ReservationsTable } from '../reservations-schema.ts';
import type { Database } from '../schema.ts';
import { offsetOf, type PageQuery } from './query-helpers.ts';

export type ReservationRow = Selectable<ReservationsTable>;

export const insertReservation = async (
  db: Database,
  reservation: Insertable<ReservationsTable>,
): Promise<number> => {
  const { id } = await db
    .insertInto('reservations')
    .values(reservation)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/**
 * Moves a reservation from one of `from` to `to`; false when it was no longer in one of `from`
 * (someone else moved it first, or the table never allowed it).
 */
export const moveReservation = async (
  db: Database,
  reservationId: number,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
  patch: { updatedAt: string; reason?: string },
): Promise<boolean> => {
  if (from.length === 0) return false;
  const result = await db
    .updateTable('reservations')
    .set({ ...patch, status: to })
    .where('id', '=', reservationId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/**
 * Gives the owner's reservation to the order placed from it: one conditional update that matches
 * only while the reservation is in `orderable` status, still the owner's, and not ordered yet. Run
 * in the order's transaction; false when another order took it first (or it never could).
 */
export const takeReservationForOrder = async (
  db: Database,
  take: {
    reservationId: number;
    owner: { userId: number; companyId: number };
    orderable: ReservationStatus;
    orderId: number;
    updatedAt: string;
  },
): Promise<boolean> => {
  const result = await db
    .updateTable('reservations')
    .set({ orderId: take.orderId, updatedAt: take.updatedAt })
    .where('id', '=', take.reservationId)
    .where('userId', '=', take.owner.userId)
    .where('companyId', '=', take.owner.companyId)
    .where('status', '=', take.orderable)
    .where('orderId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** The range's instants are `toISOString` text (domain/api/record-list.ts createdRangeOf), as createdAt is stored. */
export interface ReservationFilter extends PageQuery, CreatedRange {
  companyId: number;
  /** A customer's own list; absent for the company's staff queue. */
  userId?: number;
  status?: ReservationStatus;
}

export const createReservationRepository = (db: Database) => ({
  findById: (id: number) => db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Newest first, with the asking customer's name and email (staff show who asked). */
  list: async (filter: ReservationFilter) => {
    let base = db.selectFrom('reservations').where('reservations.companyId', '=', filter.companyId);
    if (filter.userId !== undefined) base = base.where('reservations.userId', '=', filter.userId);
    if (filter.status !== undefined) base = base.where('reservations.status', '=', filter.status);
    if (filter.createdFrom !== undefined)
      base = base.where('reservations.createdAt', '>=', filter.createdFrom);
    if (filter.createdBefore !== undefined)
      base = base.where('reservations.createdAt', '<', filter.createdBefore);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('users', 'users.id', 'reservations.userId')
        .selectAll('reservations')
        .select(['users.nameCn', 'users.nameEn', 'users.email'])
        .orderBy('reservations.id', 'desc')
        .limit(filter.pageSize)
        .offset(offsetOf(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },
});

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
