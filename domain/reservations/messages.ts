/**
 * The advance-booking area's message ids with their texts in both languages, like
 * domain/booking/messages.ts: the server answers in the request's language, the form words the
 * same ids through the booking catalog. The spec §5 ids are worded as the booking area words them.
 */
import { bookingMessages } from '../booking/messages.ts';
import type { ReservationProblem } from './reservation-rules.ts';

export const reservationMessages = {
  polRequired: { cn: '请选择起运港', en: 'Please choose the port of loading' },
  podRequired: { cn: '请选择目的港', en: 'Please choose the port of discharge' },
  samePlaces: {
    cn: '起运港和目的港不能相同',
    en: 'The port of loading and the port of discharge must differ',
  },
  etdWeekRequired: { cn: '请选择开船周', en: 'Please choose the ETD week' },
  etdWeekNotAhead: {
    cn: '只能预约下周及以后 12 周内的舱位',
    en: 'Only a week from next week on, up to 12 weeks ahead, can be reserved',
  },
  containersRequired: { cn: '请至少添加一种箱型', en: 'Please add at least one container type' },
  duplicateContainerType: bookingMessages.duplicateContainerType,
  quantityRequired: bookingMessages.quantityRequired,
  quantityNotInteger: bookingMessages.quantityNotInteger,
  quantityNotPositive: bookingMessages.quantityNotPositive,
  quantityTooLarge: { cn: '每种箱型最多 999 个', en: 'At most 999 containers of a type' },
  cargoRequired: { cn: '请填写货物描述', en: 'Please describe the cargo' },
  certifyToViewRates: bookingMessages.certifyToViewRates,
  staffCannotReserve: { cn: '员工账号不能预约舱位', en: 'Staff accounts cannot make advance bookings' },
  reservationNotFound: { cn: '预约不存在', en: 'No such advance booking' },
  transitionNotAllowed: {
    cn: '预约当前状态不允许此操作',
    en: 'The advance booking’s current status does not allow this',
  },
  reasonRequired: bookingMessages.reasonRequired,
  tooManyReservations: bookingMessages.tooManyBookings,
} as const satisfies Record<ReservationProblem, unknown> & Record<string, { cn: string; en: string }>;

export type ReservationMessageId = keyof typeof reservationMessages;

export const formatReservationMessage = (id: ReservationMessageId, language: 'cn' | 'en'): string =>
  reservationMessages[id][language];
