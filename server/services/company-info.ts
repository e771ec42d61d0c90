/** The company row as the client reads it, with the normalisations of spec section 3. */
import type { CompanyInfo } from '../../domain/api/company.ts';
import type { CompanyRow } from '../db/schema.ts';

export const toCompanyInfo = (row: CompanyRow): CompanyInfo => ({
  ...row,
  linkEnName: row.linkEnName.trim() === '' ? row.linkChName : row.linkEnName,
  companyNameSen: row.companyNameSen.trim() === '' ? row.companyNameScn : row.companyNameSen,
  containerFclShow: row.containerFclShow === 2 ? 2 : 1,
});
