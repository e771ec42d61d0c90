/** API paths of the staff console (beyond the spec, docs/decisions.md). */
export const ConsolePath = {
  // Any staff of the tenant: how much waits in each queue and since when.
  getDashboard: 'console/getDashboard',
} as const;
