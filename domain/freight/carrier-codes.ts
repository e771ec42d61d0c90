/**
 * Carrier codes in DCSA documents: a `carrierCode` comes with its `carrierCodeListProvider`, NMFTA
 * (a SCAC, what the portal names carriers by) or SMDG (the SMDG liner code list, published by SMDG
 * e.V. at https://smdg.org/documents/smdg-code-lists/smdg-liner-code-list/). The table maps the SMDG
 * liner codes of the carriers the portal has met in published schedules (the DCSA
 * Conformance-Gateway's CMA CGM routes) and of the largest carriers it lists to their SCACs.
 */

/** SMDG liner code → SCAC (NMFTA). */
export const SMDG_TO_SCAC: Readonly<Record<string, string>> = {
  CMA: 'CMDU',
  MSK: 'MAEU',
  MSC: 'MSCU',
  HLC: 'HLCU',
  ONE: 'ONEY',
  COS: 'COSU',
  EMC: 'EGLV',
  YML: 'YMLU',
  ZIM: 'ZIMU',
  OOL: 'OOLU',
  HMM: 'HDMU',
  APL: 'APLU',
  ANL: 'ANNU',
};

export type CarrierCodeListProvider = 'SMDG' | 'NMFTA';

/**
 * The SCAC of a published carrier code: NMFTA codes (and codes without a provider, which DCSA
 * examples send as SCACs) as they are, upper case; SMDG codes through the table, null when the
 * table does not know the code.
 */
export const scacOf = (code: string, provider: CarrierCodeListProvider | undefined): string | null => {
  const upper = code.trim().toUpperCase();
  return provider === 'SMDG' ? (SMDG_TO_SCAC[upper] ?? null) : upper;
};
