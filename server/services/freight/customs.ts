/** Pre-recorded customs documents by customer number: at least 5 characters, right-fuzzy (prefix) match. */
import type { CustomsDocument, Page } from '../../../domain/api/freight.ts';
import { prerecordedSearchRules } from '../../../domain/validation/prerecorded-search.ts';
import { validateForm } from '../../../domain/validation/rule.ts';
import type { FreightRepository } from '../../db/freight/repository.ts';
import { invalid, type Outcome, ok } from './outcome.ts';

export const createCustomsService = (repository: FreightRepository) => ({
  search: async (body: {
    customerNo: string;
    pageNo: number;
    pageSize: number;
  }): Promise<Outcome<Page<CustomsDocument>>> => {
    const customerNo = body.customerNo.trim().toUpperCase();
    if (validateForm({ customerNo }, prerecordedSearchRules).customerNo !== undefined)
      return invalid('customerNoTooShort');
    if (!/^[A-Z0-9-]+$/.test(customerNo)) return invalid('customerNoCharacters');
    const { rows, total } = await repository.searchCustomsDocuments(customerNo, body);
    return ok({
      list: rows.map((row) => ({ ...row, status: row.status as CustomsDocument['status'] })),
      total,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
      demoData: true,
    });
  },
});
