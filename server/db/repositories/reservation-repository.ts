/**
 * Advance bookings. Status changes and lists are the record store's (./record-store.ts); the
 * functions that must share a transaction take it as their first argument.
 */
import type { Selectable } from 'kysely';
import type { ReservationStatus } from '../../../domain/constants.ts';
import type { ReservationsTable } from '../reservations-schema.ts';
import type { Database } from '../schema.ts';

export type ReservationRow = Selectable<ReservationsTable>;

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

export const createReservationRepository = (db: Database) => ({
  findById: (id: number) => db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst(),
});

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
