/** Certification forms and the company suggestion search, spec sections 3, 4 and 5. */
import { CertificationStatus, CompanySuggestion } from '../constants.ts';
import type { FieldRules, Rule } from './rule.ts';
import { email, isBlank, notEmpty } from './validators.ts';

export interface EnglishCertificationForm {
  nameEn: string;
  companyName: string;
  companyPosition: string;
  email: string;
}

export const englishCertificationRules: FieldRules<EnglishCertificationForm> = {
  nameEn: [notEmpty('pleaseInputName')],
  companyName: [notEmpty('pleaseInputCompanyName')],
  companyPosition: [notEmpty('pleaseInputDuty')],
  email: [notEmpty('pleaseInputEmail'), email('pleaseInputCorrectEmail')],
};

/** Submit waits for all four fields, and stays off while a submitted request is under review. */
export const canSubmitEnglishCertification = (form: EnglishCertificationForm, status: number): boolean =>
  status !== CertificationStatus.inAuthentication &&
  !isBlank(form.nameEn) &&
  !isBlank(form.companyName) &&
  !isBlank(form.companyPosition) &&
  !isBlank(form.email);

export interface ChineseCertificationForm {
  nameCn: string;
  companyName: string;
  /** The id of the suggestion the user chose; null while the name is only typed. */
  companyNameId: number | null;
  companyPosition: string;
  email: string;
  qq: string;
}

const companyChosen =
  (companyNameId: number | null): Rule<string> =>
  () =>
    companyNameId === null ? 'chooseCompanyFromSuggestions' : null;

export const chineseCertificationRules: FieldRules<ChineseCertificationForm> = {
  nameCn: [notEmpty()],
  companyName: (form) => [notEmpty(), companyChosen(form.companyNameId)],
  companyPosition: [notEmpty()],
  email: [notEmpty(), email()],
};

/** The trimmed text must be longer than 2 characters before suggestions are fetched. */
export const shouldSearchCompanies = (typed: string): boolean =>
  typed.trim().length >= CompanySuggestion.minQueryLength;

export interface CompanySuggestionQuery {
  name: string;
  pageNo: number;
  pageSize: number;
}

/** The body of /combobox/getTycCompanyList, or null when the text is too short to search. */
export const companySuggestionQuery = (typed: string): CompanySuggestionQuery | null =>
  shouldSearchCompanies(typed)
    ? { name: typed.trim(), pageNo: CompanySuggestion.firstPage, pageSize: CompanySuggestion.pageSize }
    : null;
