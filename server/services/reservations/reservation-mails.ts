/**
 * The customer's mail when staff approve or refuse an advance booking (issue 11), queued in the
 * request like the space-order mails (server/mail/mail-queue.ts) and composed when delivered, in
 * both languages.
 */
import { etdWeekEnd } from '../../../domain/reservations/reservation-rules.ts';
import type { ReservationRepository } from '../../db/repositories/reservation-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export interface ReservationMailJob {
  kind: 'reservation';
  reservationId: number;
  event: 'approve' | 'refuse';
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

export const createReservationMailComposer =
  (deps: { reservations: ReservationRepository; users: UserRepository; publicBaseUrl: string }) =>
  async (job: ReservationMailJob): Promise<MailMessage | null> => {
    const reservation = await deps.reservations.findById(job.reservationId);
    const user = reservation === undefined ? undefined : await deps.users.findById(reservation.userId);
    if (reservation === undefined || user === undefined) return null;
    const values: Record<string, string> = {
      no: `#${reservation.id}`,
      pol: reservation.pol,
      pod: reservation.pod,
      week: `${reservation.etdWeekStart} ~ ${etdWeekEnd(reservation.etdWeekStart)}`,
      reason: reservation.reason ?? '',
    };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');
    const texts = TEXTS[job.event];
    const link = `${deps.publicBaseUrl}/workspace/myReserve`;
    const lines = [fill(texts.body[0]), fill(texts.body[1])];
    return {
      to: user.email,
      subject: `${texts.subject[0]} / ${texts.subject[1]} #${reservation.id}`,
      text: [...lines, '', link].join('\n'),
      html: [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join('\n'),
    };
  };
