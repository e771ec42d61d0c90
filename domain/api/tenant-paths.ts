/**
 * API paths of the tenant's own settings (beyond the spec, docs/decisions.md): staff of the tenant
 * read and save its exchange rates to CNY, the rates WeChat Pay amounts are converted at. The staff
 * console's page comes later; these are its calls.
 */
export const TenantPath = {
  // Any staff of the tenant: the working settings its queues name (a return's resubmit days).
  getSettings: 'tenant/getSettings',
  listExchangeRates: 'tenant/listExchangeRates',
  saveExchangeRate: 'tenant/saveExchangeRate',
} as const;
