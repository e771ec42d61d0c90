/**
 * The order area's message ids with their texts in both languages, like
 * domain/reservations/messages.ts: the server answers in the request's language, the form words the
 * same ids. The spec §5 ids are worded as the booking area words them.
 */
import { bookingMessages } from '../booking/messages.ts';
import type { BOOKING_PROGRESS_STEPS } from '../constants.ts';
import { reservationMessages } from '../reservations/messages.ts';
import type { OrderState } from './order-progress.ts';
import type { OrderProblem } from './order-rules.ts';

export const orderMessages = {
  rateRequired: { cn: '请选择运价或报价单', en: 'Please choose a rate or a saved quotation' },
  sailingRequired: {
    cn: '请选择预约开船周内的一个航次',
    en: 'Please choose a sailing of the reserved ETD week',
  },
  containersRequired: { cn: '请至少添加一种箱型', en: 'Please add at least one container type' },
  duplicateContainerType: bookingMessages.duplicateContainerType,
  quantityRequired: bookingMessages.quantityRequired,
  quantityNotInteger: bookingMessages.quantityNotInteger,
  quantityNotPositive: bookingMessages.quantityNotPositive,
  quantityTooLarge: { cn: '每种箱型最多 999 个', en: 'At most 999 containers of a type' },
  cargoRequired: { cn: '请填写货物描述', en: 'Please describe the cargo' },
  hsCodeRequired: { cn: '请填写 HS 编码', en: 'Please enter the HS code' },
  hsCodeInvalid: { cn: 'HS 编码应为 6 到 10 位数字', en: 'The HS code must be 6 to 10 digits' },
  grossWeightRequired: { cn: '请填写毛重（公斤）', en: 'Please enter the gross weight (kg)' },
  grossWeightInvalid: {
    cn: '毛重应大于 0，最多 10 位整数和 2 位小数',
    en: 'The gross weight must be above 0, with at most 10 integer digits and 2 decimal places',
  },
  packagesRequired: { cn: '请填写件数', en: 'Please enter the number of packages' },
  packagesInvalid: { cn: '件数必须为大于 0 的整数', en: 'The packages must be a whole number above 0' },
  shipperNameRequired: { cn: '请填写发货人名称', en: 'Please enter the shipper’s name' },
  shipperAddressRequired: { cn: '请填写发货人地址', en: 'Please enter the shipper’s address' },
  consigneeNameRequired: { cn: '请填写收货人名称', en: 'Please enter the consignee’s name' },
  consigneeAddressRequired: { cn: '请填写收货人地址', en: 'Please enter the consignee’s address' },
  notifyPartyIncomplete: {
    cn: '通知人需同时填写名称和地址',
    en: 'Give the notify party’s name and address, or neither',
  },
  certifyToViewRates: bookingMessages.certifyToViewRates,
  staffCannotOrder: { cn: '员工账号不能下单', en: 'Staff accounts cannot place orders' },
  rateNotFound: { cn: '运价不存在或已失效', en: 'No such rate, or it is no longer valid' },
  quotationNotFound: { cn: '报价单不存在', en: 'No such quotation' },
  orderNotFound: bookingMessages.orderNotFound,
  reservationNotFound: reservationMessages.reservationNotFound,
  reservationNotApproved: {
    cn: '只有审核通过的预约才能下单',
    en: 'Only an approved advance booking can become an order',
  },
  reservationAlreadyOrdered: {
    cn: '该预约已经下过单',
    en: 'This advance booking has already become an order',
  },
  containersNotReserved: {
    cn: '箱型和数量不能超出预约审核通过的范围',
    en: 'Only the container types reserved, up to the quantities approved, can be ordered',
  },
  sailingNotInReservation: {
    cn: '所选航次不在预约的起运港、目的港和开船周内',
    en: 'The sailing must go between the advance booking’s ports in its ETD week',
  },
  containerTypeNotPriced: {
    cn: '所选运价没有该箱型的价格，请只选择运价所列的箱型',
    en: 'The rate has no price for this container type: choose only the types it prices',
  },
  reservationWithQuotation: {
    cn: '预约下单不能同时使用报价单',
    en: 'An order from an advance booking cannot also name a saved quotation',
  },
  transitionNotAllowed: bookingMessages.transitionNotAllowed,
  bookingNumberRequired: {
    cn: '请填写船公司订舱号（4 到 30 位字母、数字或短横线）',
    en: 'Please enter the carrier booking number (4 to 30 letters, digits or dashes)',
  },
  blNumberRequired: {
    cn: '请填写提单号（4 到 30 位字母、数字或短横线）',
    en: 'Please enter the B/L number (4 to 30 letters, digits or dashes)',
  },
  tooManyOrders: bookingMessages.tooManyBookings,
  stepBackReasonRequired: {
    cn: '请填写退回上一步的原因（最多 200 字）',
    en: 'Please give the reason for taking the step back (at most 200 characters)',
  },
  stepBeforeEtd: {
    cn: '开船后才能提单确认：{at}（起运港当地时间）起可操作',
    en: 'B/L confirm is possible once the vessel has sailed: from {at} (port of loading time)',
  },
  stepBeforeEta: {
    cn: '到港后才能完成订单：{at}（目的港当地时间）起可操作',
    en: 'Done is possible once the vessel has arrived: from {at} (port of discharge time)',
  },
} as const satisfies Record<OrderProblem, unknown> & Record<string, { cn: string; en: string }>;

export type OrderMessageId = keyof typeof orderMessages;

/** The text of `id` in `language`, its `{name}` placeholders filled from `values` (a refusal's date). */
export const formatOrderMessage = (
  id: OrderMessageId,
  language: 'cn' | 'en',
  values: Readonly<Record<string, string | number>> = {},
): string =>
  orderMessages[id][language].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** Spec §4's names of the booking progress steps, and the cancelled order's, in both languages. */
export const orderStepNames = {
  order: { cn: '下单', en: 'Order' },
  customerServiceConfirm: { cn: '客服确认', en: 'Customer service confirm' },
  bookingSuccess: { cn: '订舱成功', en: 'Booking success' },
  packingDone: { cn: '装箱完成', en: 'Packing done' },
  declared: { cn: '已报关', en: 'Declared' },
  billOfLadingConfirm: { cn: '提单确认', en: 'B/L confirm' },
  billConfirm: { cn: '账单确认', en: 'Bill confirm' },
  done: { cn: '完成', en: 'Done' },
  cancelled: { cn: '已取消', en: 'Cancelled' },
} as const satisfies Record<OrderState, { cn: string; en: string }> &
  Record<(typeof BOOKING_PROGRESS_STEPS)[number], unknown>;
