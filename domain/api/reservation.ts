/**
 * What the advance-booking endpoints answer. The types are inferred from their runtime schemas
 * (reservation-answers.ts), which the client never loads.
 */
export type { ReservationDetail, ReservationPage, ReservationView } from './reservation-answers.ts';
