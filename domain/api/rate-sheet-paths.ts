/**
 * API paths of rate sheet imports (spec §3 freight rates, docs/decisions.md "Rate sheets"): pricing
 * staff upload a carrier's sheet (a multipart upload, RateSheetFilePath), map its columns once, page
 * its preview and publish it as the carrier's next version; any staff of the tenant reads an import.
 */
export const RateSheetPath = {
  getImport: 'rateimport/getImport',
  listImportRows: 'rateimport/listImportRows',
  mapImport: 'rateimport/mapImport',
  publishImport: 'rateimport/publishImport',
} as const;

/** Outside the JSON body rules: the sheet's multipart upload and the template's download. */
export const RateSheetFilePath = {
  upload: 'rateimport/upload',
  template: 'rateimport/template',
} as const;
