/** The advance-booking calls (issue 11); a failure rejects with ApiFailure carrying the server's words. */
import type { ReservationDetail, ReservationPage } from '../../../domain/api/reservation.ts';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import type { CreateReservationBody, ListReservationsBody } from '../../../domain/api/reservation-schemas.ts';
import { fetchData } from '../../api/client.ts';

export type ReservationQuery = Partial<ListReservationsBody> & { pageNo: number };

export const createReservation = (body: CreateReservationBody): Promise<ReservationDetail> =>
  fetchData(ReservationPath.createReservation, body);

export const listMyReservations = (query: ReservationQuery, signal?: AbortSignal): Promise<ReservationPage> =>
  fetchData(ReservationPath.listMyReservations, query, signal);

export const getReservation = (reservationId: number, signal?: AbortSignal): Promise<ReservationDetail> =>
  fetchData(ReservationPath.getReservation, { reservationId }, signal);

export const cancelReservation = (reservationId: number): Promise<ReservationDetail> =>
  fetchData(ReservationPath.cancelReservation, { reservationId });

/** Staff: the advance bookings of their company. */
export const listReservations = (query: ReservationQuery, signal?: AbortSignal): Promise<ReservationPage> =>
  fetchData(ReservationPath.listReservations, query, signal);

export const approveReservation = (reservationId: number): Promise<ReservationDetail> =>
  fetchData(ReservationPath.approveReservation, { reservationId });

export const refuseReservation = (reservationId: number, reason: string): Promise<ReservationDetail> =>
  fetchData(ReservationPath.refuseReservation, { reservationId, reason });
