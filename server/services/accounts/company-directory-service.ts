/** Company suggestions for the Chinese certification form (spec sections 3, 5 and 7, getTycCompanyList). */
import type { CompanySuggestion } from '../../../domain/api/accounts.ts';
import type { CompanySearchBody } from '../../../domain/api/accounts-schemas.ts';
import { CompanySuggestion as Paging } from '../../../domain/constants.ts';
import { shouldSearchCompanies } from '../../../domain/validation/certification.ts';
import type { CompanyDirectoryRepository } from '../../db/repositories/company-directory-repository.ts';
import { invalid, ok, type ServerOutcome } from '../outcome.ts';

export const createCompanyDirectoryService = (directory: CompanyDirectoryRepository) => ({
  search: async ({
    name,
    pageNo = Paging.firstPage,
    pageSize = Paging.pageSize,
  }: CompanySearchBody): Promise<ServerOutcome<{ items: CompanySuggestion[] }>> => {
    if (!shouldSearchCompanies(name)) return invalid('companyQueryTooShort');
    const rows = await directory.search(name.trim(), pageSize, (pageNo - 1) * pageSize);
    const items: CompanySuggestion[] = rows.map((row) => ({
      name: row.nameCn,
      id: row.id,
      nameEn: row.nameEn,
    }));
    return ok({ items });
  },
});

export type CompanyDirectoryService = ReturnType<typeof createCompanyDirectoryService>;
