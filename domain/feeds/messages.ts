/** The carrier feeds' message ids with their texts in both languages (as the other areas'). */
export const feedMessages = {
  feedsForbidden: { cn: '您没有管理承运人数据源的权限', en: 'You may not manage carrier feeds' },
  feedNotFound: { cn: '承运人数据源不存在', en: 'No such carrier feed' },
  feedExists: {
    cn: '已有该承运人（{carrier}）的数据源',
    en: 'There is already a feed for carrier {carrier}',
  },
  feedUrlInvalid: {
    cn: '地址必须是 http:// 或 https:// 开头的完整网址',
    en: 'The address must be a full http:// or https:// URL',
  },
  feedSealingMissing: {
    cn: '服务器未配置 FEED_SECRET_KEY，无法保存 API 密钥或订阅',
    en: 'The server has no FEED_SECRET_KEY: API keys and subscriptions cannot be kept',
  },
  feedSaved: { cn: '数据源已保存', en: 'The feed was saved' },
  feedRemoved: { cn: '数据源已删除', en: 'The feed was removed' },
  feedRan: { cn: '已运行数据源', en: 'The feed was run' },
  feedSubscribed: { cn: '已在承运人处订阅', en: 'Subscribed at the carrier' },
  feedSecretReset: { cn: '密钥已更换', en: 'The secret was reset' },
  feedNotSubscribed: { cn: '该数据源尚未订阅', en: 'The feed is not subscribed yet' },
  feedCarrierFailed: {
    cn: '承运人未接受请求：{reason}',
    en: 'The carrier did not accept the request: {reason}',
  },
} as const satisfies Record<string, { cn: string; en: string }>;

export type FeedMessageId = keyof typeof feedMessages;

export const formatFeedMessage = (
  id: FeedMessageId,
  language: 'cn' | 'en',
  values: Record<string, string | number> = {},
): string =>
  feedMessages[id][language].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
