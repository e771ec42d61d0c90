/**
 * The customer's mail when staff approve or refuse an advance booking, composed by the record-mail
 * composer (server/mail/record-mail.ts).
 */
import { etdWeekEnd } from '../../../domain/reservations/reservation-rules.ts';
import type { ReservationRepository } from '../../db/repositories/reservation-repository.ts';
import type { LoadRecordMail } from '../../mail/record-mail.ts';

export interface ReservationMailJob {
  kind: 'reservation';
  reservationId: number;
  event: 'approve' | 'refuse';
}

const TEXTS = {
  approve: {
    subject: ['舱位预约已通过审核', 'Advance booking approved'],
    body: [
      '您的舱位预约 {no}（{pol} - {pod}，开船周 {week}）已通过审核。',
      'Your advance booking {no} ({pol} - {pod}, ETD week {week}) is approved.',
    ],
  },
  refuse: {
    subject: ['舱位预约审核未通过', 'Advance booking refused'],
    body: [
      '您的舱位预约 {no}（{pol} - {pod}，开船周 {week}）审核未通过，原因：{reason}。',
      'Your advance booking {no} ({pol} - {pod}, ETD week {week}) was refused: {reason}.',
    ],
  },
} as const;

export const loadReservationMail =
  (reservations: Pick<ReservationRepository, 'findById'>): LoadRecordMail<ReservationMailJob> =>
  async (job) => {
    const reservation = await reservations.findById(job.reservationId);
    if (reservation === undefined) return undefined;
    const { id, pol, pod, etdWeekStart } = reservation;
    return {
      userId: reservation.userId,
      text: TEXTS[job.event],
      values: {
        no: `#${id}`,
        pol,
        pod,
        week: `${etdWeekStart} ~ ${etdWeekEnd(etdWeekStart)}`,
        reason: reservation.reason ?? '',
      },
      subjectTag: `#${id}`,
      path: '/workspace/myReserve',
    };
  };
