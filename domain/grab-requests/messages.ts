/**
 * The grab-request area's message ids with their texts in both languages, like
 * domain/reservations/messages.ts: the server answers in the request's language, the form words the
 * same ids through the booking catalog. Spec §5 and §8 ids are worded as the catalogs word them.
 */
import { bookingMessages } from '../booking/messages.ts';
import { reservationMessages } from '../reservations/messages.ts';
import type { GrabRequestProblem } from './grab-request-rules.ts';

export const grabRequestMessages = {
  polRequired: reservationMessages.polRequired,
  podRequired: reservationMessages.podRequired,
  samePlaces: reservationMessages.samePlaces,
  etdStartRequired: { cn: '请选择开始ETD', en: 'Please choose the start ETD' },
  etdEndRequired: { cn: '请选择结束ETD', en: 'Please choose the end ETD' },
  etdStartPast: { cn: '开始ETD不能早于今天', en: 'The start ETD cannot be before today' },
  etdStartTooFar: {
    cn: '开始ETD不能晚于 90 天后',
    en: 'The start ETD cannot be more than 90 days ahead',
  },
  // Spec §5
  etdStartAfterEnd: { cn: '开始ETD不能晚于结束ETD', en: 'The start ETD cannot be after the end ETD' },
  etdRangeTooLong: {
    cn: 'ETD 范围不能超过 31 天',
    en: 'The ETD range cannot be longer than 31 days',
  },
  containersRequired: reservationMessages.containersRequired,
  duplicateContainerType: bookingMessages.duplicateContainerType,
  quantityRequired: bookingMessages.quantityRequired,
  quantityNotInteger: bookingMessages.quantityNotInteger,
  quantityNotPositive: bookingMessages.quantityNotPositive,
  quantityTooLarge: reservationMessages.quantityTooLarge,
  cargoRequired: reservationMessages.cargoRequired,
  certifyToViewRates: bookingMessages.certifyToViewRates,
  staffCannotApply: { cn: '员工账号不能申请抢舱', en: 'Staff accounts cannot apply for space' },
  grabRequestNotFound: { cn: '抢舱申请不存在', en: 'No such grab request' },
  // Spec §8 (domain/messages.ts cannotDeleteInCurrentState)
  cannotDeleteInCurrentState: { cn: '当前状态不能删除。', en: 'Cannot delete in the current state.' },
  transitionNotAllowed: {
    cn: '抢舱申请当前状态不允许此操作',
    en: 'The grab request’s current status does not allow this',
  },
  notesRequired: { cn: '请填写处理意见', en: 'Please give the handling notes' },
  sailingNotFound: bookingMessages.sailingNotFound,
  sailingClosed: bookingMessages.sailingClosed,
  sailingDoesNotFit: {
    cn: '所选航次的港口或开船日期与申请不符',
    en: 'The sailing’s ports or ETD do not match the request',
  },
  priceRequired: {
    cn: '请为每种箱型填写大于 0 的单价',
    en: 'Please give a unit price above 0 for every container type',
  },
  spaceTakenMeanwhile: bookingMessages.spaceTakenMeanwhile,
  noExchangeRate: bookingMessages.noExchangeRate,
  reservedQuantityExceedsAllowance: bookingMessages.reservedQuantityExceedsAllowance,
  grantFailed: {
    cn: '无法为该申请开立舱位订单，请稍后再试',
    en: 'No space order could be opened for this request; please try again later',
  },
  tooManyGrabRequests: bookingMessages.tooManyBookings,
} as const satisfies Record<GrabRequestProblem, unknown> & Record<string, { cn: string; en: string }>;

export type GrabRequestMessageId = keyof typeof grabRequestMessages;

export const isGrabRequestMessageId = (id: string): id is GrabRequestMessageId =>
  Object.hasOwn(grabRequestMessages, id);

export const formatGrabRequestMessage = (
  id: GrabRequestMessageId,
  language: 'cn' | 'en',
  values: Record<string, string | number> = {},
): string =>
  grabRequestMessages[id][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(values[name] ?? whole),
  );
