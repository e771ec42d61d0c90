/**
 * API paths of the tenant's own settings (beyond the spec, docs/decisions.md): staff of the tenant
 * read its working settings and its exchange rates to CNY (the rates WeChat Pay amounts are
 * converted at); an administrator saves the working settings, pricing the rates.
 */
export const TenantPath = {
  // Any staff of the tenant: the working settings its queues name (a return's resubmit days).
  getSettings: 'tenant/getSettings',
  saveSettings: 'tenant/saveSettings',
  listExchangeRates: 'tenant/listExchangeRates',
  saveExchangeRate: 'tenant/saveExchangeRate',
  // Pricing's markups per customer type and container type (domain/freight/sell-price.ts).
  listMarkups: 'tenant/listMarkups',
  saveMarkups: 'tenant/saveMarkups',
  // The administrator's company info (spec §3), its pictures, and the trail of every settings change.
  getCompanyInfo: 'tenant/getCompanyInfo',
  saveCompanyInfo: 'tenant/saveCompanyInfo',
  setImage: 'tenant/setImage',
  listChanges: 'tenant/listChanges',
} as const;
