import { markupProblemMessages } from '../freight/sell-price.ts';

/** The tenant settings area's message ids with their texts in both languages (as the other areas'). */
export const tenantMessages = {
  tenantSettingsForbidden: {
    cn: '您没有修改本公司设置的权限',
    en: 'You may not change the company’s settings',
  },
  cnyNeedsNoRate: {
    cn: '人民币价格无需汇率',
    en: 'CNY prices need no exchange rate',
  },
  exchangeRateSaved: { cn: '汇率已保存', en: 'The exchange rate was saved' },
  markupsSaved: { cn: '加价已保存', en: 'The markups were saved' },
  ...markupProblemMessages,
  workingSettingsSaved: { cn: '业务设置已保存', en: 'The working settings were saved' },
  companyInfoSaved: { cn: '公司信息已保存', en: 'The company info was saved' },
  tenantImageSaved: { cn: '图片已保存', en: 'The picture was saved' },
  tenantImageNotFound: {
    cn: '找不到上传的图片，请重新上传',
    en: 'The uploaded picture was not found; upload it again',
  },
  tenantImageTypeNotAllowed: {
    cn: '图片只能是 PNG 或 JPEG 格式，且不超过 2 MB',
    en: 'A picture must be a PNG or JPEG of at most 2 MB',
  },
  tenantNotFound: { cn: '公司不存在', en: 'No such company' },
  recordNotFound: { cn: '记录不存在', en: 'No such record' },
} as const satisfies Record<string, { cn: string; en: string }>;

export type TenantMessageId = keyof typeof tenantMessages;

export const formatTenantMessage = (id: TenantMessageId, language: 'cn' | 'en'): string =>
  tenantMessages[id][language];
