/** API paths of the staff console (beyond the spec, docs/decisions.md). */
export const ConsolePath = {
  // Any staff of the tenant: how much waits in each queue and since when.
  getDashboard: 'console/getDashboard',
  // Any staff of the tenant: the rates about to expire and the quotations that use each.
  listExpiringRates: 'console/listExpiringRates',
  // Any staff of the tenant: one record's status, audit trail and open transitions (its statechart).
  getRecordLife: 'console/getRecordLife',
} as const;
