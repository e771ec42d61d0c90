import { describe, expect, it } from 'vitest';
import { CertificationStatus } from '../../../domain/constants.ts';
import {
  fieldsFilledWhileLocked,
  mayEditProfileField,
  type ProfileForm,
} from '../../../domain/validation/profile.ts';

// Certified through the English certification page (spec §4): an English name only.
const englishOnly: ProfileForm = {
  nameCn: '',
  nameEn: 'Mei Lin',
  nickname: '',
  companyName: 'E2E Logistics Ltd',
  companyPosition: 'Manager',
  qq: '',
  mobile: '',
};
const locking = [CertificationStatus.inAuthentication, CertificationStatus.certified];

describe('profile fields a user may edit (spec §3, §4)', () => {
  it.each(locking)('status %i: an empty Chinese name and the nickname may be filled', (status) => {
    expect(mayEditProfileField('nameCn', status, englishOnly)).toBe(true);
    expect(mayEditProfileField('nickname', status, englishOnly)).toBe(true);
  });

  it.each(locking)(
    'status %i: a Chinese name once set, and the other reviewed fields, are locked',
    (status) => {
      expect(mayEditProfileField('nameCn', status, { ...englishOnly, nameCn: '梅林' })).toBe(false);
      expect(mayEditProfileField('nameEn', status, englishOnly)).toBe(false);
      expect(mayEditProfileField('companyName', status, englishOnly)).toBe(false);
      expect(mayEditProfileField('companyPosition', status, englishOnly)).toBe(false);
    },
  );

  it.each([CertificationStatus.needed, CertificationStatus.neededAgain])(
    'status %i: every field may change',
    (status) => {
      const named = { ...englishOnly, nameCn: '梅林' };
      for (const field of Object.keys(named) as (keyof ProfileForm)[])
        expect(mayEditProfileField(field, status, named)).toBe(true);
    },
  );

  it('a save that fills the empty Chinese name under a locking status must find it still empty', () => {
    const next = { ...englishOnly, nameCn: '梅林' };
    expect(fieldsFilledWhileLocked(CertificationStatus.certified, englishOnly, next)).toEqual(['nameCn']);
    expect(fieldsFilledWhileLocked(CertificationStatus.certified, englishOnly, englishOnly)).toEqual([]);
    expect(fieldsFilledWhileLocked(CertificationStatus.needed, englishOnly, next)).toEqual([]);
  });
});
