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
  workingSettingsSaved: { cn: '业务设置已保存', en: 'The working settings were saved' },
} as const satisfies Record<string, { cn: string; en: string }>;

export type TenantMessageId = keyof typeof tenantMessages;

export const formatTenantMessage = (id: TenantMessageId, language: 'cn' | 'en'): string =>
  tenantMessages[id][language];
