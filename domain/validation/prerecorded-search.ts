/** Pre-recorded customs document search, spec section 5. */
import type { FieldRules } from './rule.ts';
import { minLength } from './validators.ts';

export const CUSTOMER_NO_MIN_LENGTH = 5;

export interface PrerecordedSearchForm {
  customerNo: string;
}

export const prerecordedSearchRules: FieldRules<PrerecordedSearchForm> = {
  customerNo: [minLength(CUSTOMER_NO_MIN_LENGTH, 'customerNoTooShort')],
};
