import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CompanyInfoForm,
  type CompanyInfoFormInput,
  isDomainName,
  isWebAddress,
} from '../../../domain/tenant/company-info-form.ts';

const FORM: CompanyInfoFormInput = {
  companyNameScn: '东海远洋物流',
  companyNameSen: '',
  webThemeColor: '#0B6E4F',
  linkChName: '',
  linkEnName: '',
  linkAddress: '',
  webSiteRegisterNo: '',
  webPubFclFlag: 0,
  bookingSpaceFlag: 1,
  containerFclShow: 2,
  programJurisdictionFlag: 3,
  spotFlag: 0,
  mobileDomainName: '',
  clientDomainName: '',
};

const problemsOf = (change: Partial<Record<keyof CompanyInfoFormInput, unknown>>): string[] => {
  const result = v.safeParse(CompanyInfoForm, { ...FORM, ...change });
  return result.success ? [] : result.issues.map((issue) => String(issue.path?.[0]?.key));
};

describe('spec §3 company info: the administrator’s form', () => {
  it('the staff link is empty or an absolute http(s) address', () => {
    expect(isWebAddress('https://staff.eastsea.cn/login')).toBe(true);
    expect(isWebAddress('http://10.0.0.8:8080')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'staff.eastsea.cn',
      'https://',
      'https://a b.cn',
      'ftp://x.cn',
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
    expect(problemsOf({ linkAddress: '' })).toEqual([]);
    expect(problemsOf({ linkAddress: 'javascript:alert(1)' })).toEqual(['linkAddress']);
  });

  it('the mobile and client domains are empty or a bare host name (no scheme, port or path)', () => {
    expect(isDomainName('m.eastsea.cn')).toBe(true);
    expect(isDomainName('client.east-sea.com.cn')).toBe(true);
    for (const bad of [
      'https://m.eastsea.cn',
      'm.eastsea.cn/',
      'm.eastsea.cn:8080',
      'localhost',
      '-a.cn',
      'a..cn',
    ]) {
      expect(isDomainName(bad), bad).toBe(false);
    }
    expect(problemsOf({ mobileDomainName: 'm.eastsea.cn/app', clientDomainName: 'x' })).toEqual([
      'mobileDomainName',
      'clientDomainName',
    ]);
  });

  it('the theme colour follows the colour rule (#rrggbb or rgb() with parts 0 to 255)', () => {
    expect(problemsOf({ webThemeColor: 'rgb(255, 0, 12)' })).toEqual([]);
    for (const bad of ['#0b6e4', 'rgb(256, 0, 0)', 'green', '']) {
      expect(problemsOf({ webThemeColor: bad }), bad).toEqual(['webThemeColor']);
    }
  });

  it('the Chinese name is required; each text has its limit; the flags take only the values the portal reads', () => {
    expect(problemsOf({ companyNameScn: ' ' })).toEqual(['companyNameScn']);
    expect(problemsOf({ companyNameSen: 'E'.repeat(101) })).toEqual(['companyNameSen']);
    expect(problemsOf({ linkChName: '链'.repeat(51) })).toEqual(['linkChName']);
    expect(
      problemsOf({ webPubFclFlag: 2, containerFclShow: 0, programJurisdictionFlag: 1, spotFlag: '1' }),
    ).toEqual(['webPubFclFlag', 'containerFclShow', 'programJurisdictionFlag', 'spotFlag']);
  });
});
