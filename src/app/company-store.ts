/** The company id of the previous visit, to notice when the server serves another tenant (spec §4). */
const KEY = 'portal.companyId';

export function readStoredCompanyId(): number | null {
  const value = Number(localStorage.getItem(KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const storeCompanyId = (companyId: number): void => localStorage.setItem(KEY, String(companyId));
