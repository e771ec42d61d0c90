import { describe, expect, it } from 'vitest';
import {
  isRateCertified,
  needsCertificationOnLogin,
  normaliseContainerFclShow,
  rateGateMessage,
} from '../../domain/access.ts';

describe('spec §4 and §6 certified for rates', () => {
  it('public FCL flag 1 opens rates to an uncertified customer', () => {
    expect(isRateCertified({ webPubFclFlag: 1, userType: 1, certificationStatus: 1 })).toBe(true);
  });
  it('staff (user type 2) are certified whatever their status', () => {
    expect(isRateCertified({ webPubFclFlag: 0, userType: 2, certificationStatus: 1 })).toBe(true);
  });
  it('a customer with status 3 is certified', () => {
    expect(isRateCertified({ webPubFclFlag: 0, userType: 1, certificationStatus: 3 })).toBe(true);
  });
  it.each([1, 2, 4, null])('a customer with status %j and no public flag is not', (certificationStatus) => {
    expect(isRateCertified({ webPubFclFlag: 0, userType: 1, certificationStatus })).toBe(false);
  });
});

describe('spec §6 rate detail gate messages', () => {
  it('anonymous: Please login to view rates detail', () => {
    expect(
      rateGateMessage({ loggedIn: false, webPubFclFlag: 0, userType: null, certificationStatus: null }),
    ).toBe('loginToViewRates');
  });
  it('logged in but not certified: Please certificate to view rates detail', () => {
    expect(rateGateMessage({ loggedIn: true, webPubFclFlag: 0, userType: 1, certificationStatus: 2 })).toBe(
      'certifyToViewRates',
    );
  });
  it('logged in and certified: no message', () => {
    expect(
      rateGateMessage({ loggedIn: true, webPubFclFlag: 0, userType: 1, certificationStatus: 3 }),
    ).toBeNull();
  });
});

describe('spec §4 certification form on login', () => {
  it.each([1, 2, 4])('opens for a customer with status %i when programJurisdictionFlag is 3', (status) => {
    expect(
      needsCertificationOnLogin({ certificationStatus: status, programJurisdictionFlag: 3, userType: 1 }),
    ).toBe(true);
  });
  it('does not open for status 3', () => {
    expect(
      needsCertificationOnLogin({ certificationStatus: 3, programJurisdictionFlag: 3, userType: 1 }),
    ).toBe(false);
  });
  it('does not open when programJurisdictionFlag is not 3', () => {
    expect(
      needsCertificationOnLogin({ certificationStatus: 1, programJurisdictionFlag: 2, userType: 1 }),
    ).toBe(false);
  });
  it('never opens for staff (user type 2)', () => {
    expect(
      needsCertificationOnLogin({ certificationStatus: 1, programJurisdictionFlag: 3, userType: 2 }),
    ).toBe(false);
  });
  it('does not open without a status', () => {
    expect(
      needsCertificationOnLogin({ certificationStatus: null, programJurisdictionFlag: 3, userType: 1 }),
    ).toBe(false);
  });
});

describe('spec §3 containerFclShow: 2 stays 2, anything else becomes 1', () => {
  it('keeps 2, also when sent as text', () => {
    expect(normaliseContainerFclShow(2)).toBe(2);
    expect(normaliseContainerFclShow('2')).toBe(2);
  });
  it.each([1, 0, 3, null, undefined, '', 'x'])('turns %j into 1', (value) => {
    expect(normaliseContainerFclShow(value)).toBe(1);
  });
});
