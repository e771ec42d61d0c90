import { describe, expect, it } from 'vitest';
import { CertificationStatus } from '../../../domain/constants.ts';
import {
  type ChineseCertificationForm,
  canSubmitEnglishCertification,
  chineseCertificationRules,
  companySuggestionQuery,
  type EnglishCertificationForm,
  englishCertificationRules,
  shouldSearchCompanies,
} from '../../../domain/validation/certification.ts';
import { validateForm } from '../../../domain/validation/rule.ts';

const english: EnglishCertificationForm = {
  nameEn: 'Li Lei',
  companyName: 'ACME Shipping',
  companyPosition: 'Buyer',
  email: 'li@acme.com',
};

describe('spec §5 English certification', () => {
  it('accepts four filled fields', () => {
    expect(validateForm(english, englishCertificationRules)).toEqual({});
  });
  it('reports each blank field with its own message', () => {
    expect(
      validateForm(
        { nameEn: ' ', companyName: '', companyPosition: '', email: '' },
        englishCertificationRules,
      ),
    ).toEqual({
      nameEn: 'pleaseInputName',
      companyName: 'pleaseInputCompanyName',
      companyPosition: 'pleaseInputDuty',
      email: 'pleaseInputEmail',
    });
  });
  it('checks the email pattern: please input the correct email address', () => {
    expect(validateForm({ ...english, email: 'li@acme' }, englishCertificationRules)).toEqual({
      email: 'pleaseInputCorrectEmail',
    });
  });
});

describe('spec §5 English certification: submit button', () => {
  it('is enabled with all four filled and status 1, 3 or 4', () => {
    for (const status of [1, 3, 4]) expect(canSubmitEnglishCertification(english, status)).toBe(true);
  });
  it('is disabled while the status is 2 (in authentication)', () => {
    expect(canSubmitEnglishCertification(english, CertificationStatus.inAuthentication)).toBe(false);
  });
  it.each(['nameEn', 'companyName', 'companyPosition', 'email'] as const)(
    'is disabled while %s is blank',
    (field) => {
      expect(canSubmitEnglishCertification({ ...english, [field]: '  ' }, 1)).toBe(false);
    },
  );
});

const chinese: ChineseCertificationForm = {
  nameCn: '李雷',
  companyName: '上海某某物流有限公司',
  companyNameId: 42,
  companyPosition: '经理',
  email: 'li@acme.cn',
  qq: '',
};

describe('spec §5 Chinese certification', () => {
  it('accepts a chosen company and an empty QQ (optional)', () => {
    expect(validateForm(chinese, chineseCertificationRules)).toEqual({});
  });
  it('requires name, company, position and email', () => {
    expect(
      validateForm(
        { ...chinese, nameCn: '', companyName: '', companyPosition: '', email: '' },
        chineseCertificationRules,
      ),
    ).toEqual({
      nameCn: 'required',
      companyName: 'required',
      companyPosition: 'required',
      email: 'required',
    });
  });
  it('a typed company that was not chosen from the suggestions: 请选择公司名', () => {
    expect(validateForm({ ...chinese, companyNameId: null }, chineseCertificationRules)).toEqual({
      companyName: 'chooseCompanyFromSuggestions',
    });
  });
  it('checks the email pattern', () => {
    expect(validateForm({ ...chinese, email: 'li@' }, chineseCertificationRules)).toEqual({
      email: 'invalidEmail',
    });
  });
});

describe('spec §5 company suggestion search: only when longer than 2 characters', () => {
  it('does not search with 2 characters', () => {
    expect(shouldSearchCompanies('上海')).toBe(false);
    expect(shouldSearchCompanies(' ab ')).toBe(false);
    expect(companySuggestionQuery('ab')).toBeNull();
  });
  it('searches with 3 characters, page 1 of 20', () => {
    expect(shouldSearchCompanies('上海港')).toBe(true);
    expect(companySuggestionQuery(' abc ')).toEqual({ name: 'abc', pageNo: 1, pageSize: 20 });
  });
});
