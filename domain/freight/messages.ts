/**
 * The freight area's message ids with their texts in both languages. The server answers with the
 * text in the request's language; rows and results that carry a problem carry the id as well, so
 * the app can word it through its own catalog. `{name}` marks a value filled in by formatFreightMessage.
 * loginToViewRates, certifyToViewRates and customerNoTooShort are the ids of domain/messages.ts.
 */
export const freightMessages = {
  loginToViewRates: { cn: '请登录后查看运价详情', en: 'Please login to view rates detail' },
  certifyToViewRates: { cn: '请认证后查看运价详情', en: 'Please certificate to view rates detail' },
  customerNoTooShort: {
    cn: '客户编号至少输入 5 个字符',
    en: 'Please enter at least 5 characters of the customer no',
  },
  customerNoCharacters: {
    cn: '客户编号只能包含字母、数字和连字符',
    en: 'The customer no may contain letters, digits and hyphens only',
  },
  tooManyPrerecordedSearches: {
    cn: '查询过于频繁，请稍后再试或登录后查询',
    en: 'Too many searches; please try again in a minute, or log in',
  },
  invalidUnLocode: {
    cn: '{field} 必须是 5 位 UN/LOCODE 地点代码，例如 CNSHA',
    en: '{field} must be a 5-character UN/LOCODE such as CNSHA',
  },
  unknownPlace: {
    cn: '没有代码为 {code} 的港口或地点',
    en: 'There is no port or place with the code {code}',
  },
  samePlaces: { cn: '起点和终点不能相同', en: 'The origin and the destination must differ' },
  unknownCarrier: {
    cn: '没有 SCAC 代码为 {code} 的承运人',
    en: 'There is no carrier with the SCAC code {code}',
  },
  invalidDate: {
    cn: '{field} 必须是 YYYY-MM-DD 格式的有效日期',
    en: '{field} must be a valid date written YYYY-MM-DD',
  },
  dateRangeOrder: { cn: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
  dateRangeTooLong: {
    cn: '日期范围不能超过 {days} 天',
    en: 'The date range cannot be longer than {days} days',
  },
  dateRangeRequired: {
    cn: '请选择开船周（etdWeek）或开船日期范围（etdFrom 与 etdTo）',
    en: 'Choose an ETD week (etdWeek) or an ETD date range (etdFrom and etdTo)',
  },
  portQueryRequired: { cn: '请输入港口代码或名称', en: 'Enter a port code or name' },
  trackingNumbersRequired: {
    cn: '请输入至少一个箱号、提单号或订舱号',
    en: 'Enter at least one container, B/L or booking number',
  },
  tooManyTrackingNumbers: {
    cn: '一次最多查询 {max} 个单号',
    en: 'At most {max} numbers can be tracked at once',
  },
  containerCheckDigitMismatch: {
    cn: '箱号 {number} 的校验位不正确（按 ISO 6346 应为 {expected}），请核对箱号',
    en: 'The check digit of container number {number} is wrong (ISO 6346 gives {expected}); please check the number',
  },
  unrecognisedTrackingNumber: {
    cn: '无法识别 {number}：请输入箱号（如 CSQU3054383）、提单号或订舱号',
    en: 'Cannot read {number}: enter a container number (such as CSQU3054383), a B/L or a booking number',
  },
  trackingNotFound: {
    cn: '未找到 {number} 的跟踪信息',
    en: 'No tracking information was found for {number}',
  },
  vesselQueryRequired: {
    cn: '请输入船名（至少 3 个字符）或 7 位 IMO 编号',
    en: 'Enter a vessel name (at least 3 characters) or a 7-digit IMO number',
  },
  invalidImo: { cn: 'IMO 编号 {imo} 的校验位不正确', en: 'The check digit of IMO number {imo} is wrong' },
  rateNotFound: { cn: '该运价不存在或已失效', en: 'This rate does not exist or is no longer valid' },
  quotationNotFound: { cn: '报价单不存在', en: 'No such quotation' },
  quotationForbidden: { cn: '只能查看自己的报价单', en: 'You can only view your own quotations' },
  sailingNotFound: { cn: '该船期舱位不存在', en: 'No such sailing' },
  noRouteFound: { cn: '没有找到从 {from} 到 {to} 的路线', en: 'No route was found from {from} to {to}' },
  importInvalid: { cn: '导入数据无效：{path} {problem}', en: 'Invalid import data: {path} {problem}' },
  importDone: { cn: '导入完成', en: 'Import finished' },
  // The forwarder's rate cards (domain/freight/rate-card.ts), edited in the console.
  rateCardsForbidden: { cn: '您没有管理运价的权限', en: 'You may not manage rates' },
  rateCardInvalid: { cn: '运价有误：{problem}', en: 'The rate card is not valid: {problem}' },
  rateCardDuplicate: {
    cn: '该承运人已有相同航线、中转港、航线代码和箱型的运价',
    en: 'The carrier already has a rate for this lane, via port, service and container type',
  },
  rateCardNotFound: { cn: '运价不存在', en: 'No such rate card' },
  rateVersionNotFound: { cn: '运价版本不存在', en: 'No such rate version' },
  rateCardsChanged: {
    cn: '该承运人的运价刚刚被他人发布，请刷新后重试',
    en: 'Someone published this carrier’s rates meanwhile; reload and try again',
  },
  rateCardsPublished: { cn: '已发布新版本', en: 'A new version was published' },
} as const satisfies Record<string, { cn: string; en: string }>;

export type FreightMessageId = keyof typeof freightMessages;

export const formatFreightMessage = (
  id: FreightMessageId,
  language: 'cn' | 'en',
  values: Record<string, string | number> = {},
): string =>
  freightMessages[id][language].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
