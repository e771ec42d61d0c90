/**
 * The booking area's message ids with their texts in both languages, as freight's are. The spec §5
 * space-booking ids of domain/messages.ts are here too, worded as the app's catalogs word them, so
 * the server answers the same text the form shows.
 */
export const bookingMessages = {
  // Spec §5 (domain/messages.ts ids)
  quantityRequired: { cn: '请输入数量', en: 'Please enter the quantity' },
  quantityNotInteger: { cn: '数量必须为整数', en: 'The quantity must be an integer' },
  quantityNotPositive: { cn: '数量必须大于0', en: 'The quantity must be greater than 0' },
  quantityExceedsRemaining: {
    cn: '数量不能超过剩余数量',
    en: 'The quantity cannot exceed the remaining quantity',
  },
  attorneyFileRequired: { cn: '请上传委托书文件', en: 'Please upload the attorney file' },
  fileTooLarge: { cn: '单个文件不能超过10M', en: 'A single file cannot exceed 10M' },
  duplicateContainerType: { cn: '箱型不能重复', en: 'Duplicate container types are not allowed' },
  emptySpaceCannotBeBooked: { cn: '舱位为空，无法预订', en: 'An empty space cannot be booked' },
  emptyRouteCodeCannotBeBooked: { cn: '航线代码为空，无法预订', en: 'An empty route code cannot be booked' },
  reservedQuantityExceedsAllowance: {
    cn: '预订数量不能超过可订额度',
    en: 'The reserved quantity cannot exceed the allowance',
  },
  customerTypeMissing: {
    cn: '您的客户类型尚未设置，请联系客服维护。',
    en: 'Your customer type is not set. Please contact customer service to maintain it.',
  },
  certifyToViewRates: { cn: '请认证后查看运价详情', en: 'Please certificate to view rates detail' },
  // The portal's own
  bookingInvalid: {
    cn: '预订信息有误，请检查后重试',
    en: 'The booking is not valid; please check it and try again',
  },
  staffCannotBook: { cn: '员工账号不能预订舱位', en: 'Staff accounts cannot book space' },
  sailingNotFound: { cn: '没有该航次的舱位', en: 'There is no space offer for this sailing' },
  sailingClosed: {
    cn: '该航次已截止或停止接受预订',
    en: 'This sailing is past its cut-off or no longer takes bookings',
  },
  noExchangeRate: {
    cn: '尚未设置 {currency} 兑人民币的汇率，暂时无法通过微信支付预订，请联系客服。',
    en: 'No exchange rate from {currency} to CNY is set, so this space cannot be paid through WeChat Pay yet. Please contact customer service.',
  },
  spaceTakenMeanwhile: {
    cn: '{containerType} 剩余舱位已不足，请减少数量后重试',
    en: 'Not enough {containerType} space is left any more; reduce the quantity and try again',
  },
  attorneyFileNotFound: {
    cn: '委托书文件不存在或已过期，请重新上传',
    en: 'The attorney file is missing or has expired; please upload it again',
  },
  attorneyFileIsHeadPicture: {
    cn: '头像图片不能作为委托书文件，请上传委托书',
    en: 'Your profile picture cannot be the attorney file; please upload the attorney file',
  },
  fileTypeNotAllowed: {
    cn: '只能上传 PDF、JPEG 或 PNG 文件',
    en: 'Only PDF, JPEG or PNG files can be uploaded',
  },
  fileEmpty: { cn: '文件为空', en: 'The file is empty' },
  oneFileOnly: { cn: '一次只能上传一个文件', en: 'Upload one file at a time' },
  fileFieldOnly: {
    cn: '请只在 file 字段中上传文件，不要附带其他字段',
    en: 'Send the file in the form field named file, and nothing else',
  },
  fileNameInvalid: { cn: '文件名不能包含控制字符', en: 'The file name cannot contain control characters' },
  notMultipart: {
    cn: '请以 multipart/form-data 上传文件',
    en: 'Send the file as multipart/form-data',
  },
  orderNotFound: { cn: '订单不存在', en: 'No such order' },
  transitionNotAllowed: {
    cn: '订单当前状态不允许此操作',
    en: 'The order’s current status does not allow this',
  },
  reasonRequired: { cn: '请填写原因', en: 'Please give a reason' },
  resubmitDeadlinePassed: {
    cn: '重新提交的期限已过，该订单将被拒绝并全额退款',
    en: 'The deadline to resubmit has passed; the order will be refused and refunded in full',
  },
  resubmitNoteRequired: {
    cn: '请说明您更正了什么',
    en: 'Please say what you corrected',
  },
  offerExpired: {
    cn: '该舱位保留已过期，舱位已释放',
    en: 'This offer has expired and its space was released',
  },
  paymentProviderFailed: {
    cn: '支付服务暂时不可用，舱位未被占用，请稍后再试',
    en: 'The payment service is unavailable; no space was held. Please try again later',
  },
  paymentNotFound: { cn: '支付码无效', en: 'This payment code is not valid' },
  paymentClosed: {
    cn: '该订单已关闭，无法支付',
    en: 'This order is closed and can no longer be paid',
  },
  paymentAlreadyPaid: { cn: '该订单已支付', en: 'This order has been paid' },
  paidBeforeCancel: {
    cn: '该订单已支付，无法取消',
    en: 'This order has been paid and can no longer be cancelled',
  },
  refundNotFound: { cn: '退款不存在', en: 'No such refund' },
  refundNoteRequired: {
    cn: '请说明在门户之外如何处理了该退款',
    en: 'Please say how the refund was settled outside the portal',
  },
  refundFinal: {
    cn: '该退款已有结果，无需再处理',
    en: 'This refund is settled already; nothing was done',
  },
  idempotencyKeyReused: {
    cn: '该幂等键（Idempotency-Key）已用于另一笔不同的订舱请求；如需重新订舱，请使用新的键',
    en: 'This Idempotency-Key was already used for a different booking request; use a new key for a new booking',
  },
  idempotencyKeyInvalid: {
    cn: 'Idempotency-Key 须为 1 至 255 个可打印 ASCII 字符',
    en: 'The Idempotency-Key must be 1 to 255 printable ASCII characters',
  },
  tooManyBookings: {
    cn: '操作过于频繁，请稍后再试',
    en: 'Too many attempts; please wait a moment and try again',
  },
} as const;

export type BookingMessageId = keyof typeof bookingMessages;

/**
 * A spec §5 rule's message id as the booking area words it. Every id the space-booking rules
 * return is above; another (a generic validator's) reads as the generic `bookingInvalid`.
 */
export const asBookingMessage = (id: string): BookingMessageId =>
  Object.hasOwn(bookingMessages, id) ? (id as BookingMessageId) : 'bookingInvalid';

export const formatBookingMessage = (
  id: BookingMessageId,
  language: 'cn' | 'en',
  values: Record<string, string | number> = {},
): string =>
  bookingMessages[id][language].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
