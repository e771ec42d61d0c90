const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount with its currency code, grouped for the language: `USD 1,234`; no amount shows `—`. */
export const formatMoney = (amount: number | null, currency: string, locale: string): string => {
  if (amount === null) return '—';
  const key = locale === 'en' ? 'en' : 'zh-CN';
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, { maximumFractionDigits: 2, minimumFractionDigits: 0 });
    moneyFormats.set(key, format);
  }
  return `${currency} ${format.format(amount)}`;
};
