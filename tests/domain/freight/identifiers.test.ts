import { describe, expect, it } from 'vitest';
import {
  checkContainerNumber,
  containerCheckDigit,
  isValidContainerNumber,
  makeContainerNumber,
} from '../../../domain/freight/container-number.ts';
import {
  countryOfUnLocode,
  detectTrackingReference,
  ISO_3166_ALPHA_2,
  imoCheckDigit,
  isScac,
  isUnLocode,
  isUnLocodeOfCountry,
  isValidImo,
  makeImo,
  normaliseUnLocode,
  splitTrackingInput,
} from '../../../domain/freight/identifiers.ts';

describe('ISO 6346 container numbers: owner code, category U/J/Z, serial, check digit', () => {
  it('computes the check digit of real examples (CSQU3054383, BICU1234565)', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('BICU123456')).toBe(5);
  });
  it('letter values skip multiples of 11: a remainder of 10 becomes check digit 0', () => {
    // A=10, B=12 (11 skipped), K=21, L=23 (22 skipped), U=32, V=34 (33 skipped).
    const numbers = Array.from({ length: 200 }, (_, serial) => makeContainerNumber('ABCU', serial));
    expect(numbers.every(isValidContainerNumber)).toBe(true);
    expect(numbers.some((number) => number.endsWith('0'))).toBe(true);
  });
  it('accepts a valid number typed with spaces, dashes and in lower case', () => {
    expect(checkContainerNumber('csqu 305438-3')).toEqual({ ok: true, number: 'CSQU3054383' });
  });
  it('reports a wrong check digit with the expected one', () => {
    expect(checkContainerNumber('CSQU3054384')).toEqual({
      ok: false,
      reason: 'checkDigit',
      number: 'CSQU3054384',
      expected: 3,
    });
  });
  it('refuses shapes that are not ISO 6346 (category letter, length)', () => {
    expect(checkContainerNumber('CSQX3054383')).toEqual({ ok: false, reason: 'shape' });
    expect(checkContainerNumber('CSQU305438')).toEqual({ ok: false, reason: 'shape' });
    expect(() => containerCheckDigit('CSQ1305438')).toThrow();
  });
});

describe('UN/LOCODE, SCAC and IMO numbers', () => {
  it('UN/LOCODE is a country code and three of A-Z or 2-9 (DCSA pattern)', () => {
    expect(isUnLocode('CNSHA')).toBe(true);
    expect(isUnLocode('NLRTM')).toBe(true);
    expect(isUnLocode('USLA1')).toBe(false);
    expect(isUnLocode('CNSH')).toBe(false);
    expect(isUnLocode('cnsha')).toBe(false);
    expect(normaliseUnLocode(' cn sha ')).toBe('CNSHA');
    expect(countryOfUnLocode('DEHAM')).toBe('DE');
  });
  it('a UN/LOCODE names an ISO 3166-1 country; the shape alone lets XYABC through', () => {
    expect(ISO_3166_ALPHA_2.size).toBe(249);
    expect([...ISO_3166_ALPHA_2].every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(isUnLocode('XYABC')).toBe(true);
    expect(isUnLocodeOfCountry('XYABC')).toBe(false);
    expect(isUnLocodeOfCountry('QZSIN')).toBe(false);
    for (const code of ['CNSHA', 'SGSIN', 'NLRTM', 'USCOL', 'AXMHQ', 'SSJUB'])
      expect(isUnLocodeOfCountry(code)).toBe(true);
    expect(isUnLocodeOfCountry('USLA1')).toBe(false);
  });
  it('SCAC is 2 to 4 letters', () => {
    expect(isScac('MAEU')).toBe(true);
    expect(isScac('ONEY')).toBe(true);
    expect(isScac('MAEU1')).toBe(false);
    expect(isScac('M')).toBe(false);
  });
  it('IMO check digit: the first six digits weighted 7 to 2, mod 10 (IMO 9074729, DCSA example 9321483)', () => {
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('IMO 9321483')).toBe(true);
    expect(isValidImo('9321484')).toBe(false);
    expect(imoCheckDigit('907472')).toBe(9);
    expect(isValidImo(makeImo(930_001))).toBe(true);
  });
});

describe('tracking number detection: container, bill of lading, booking', () => {
  it('a container-shaped number is a container, its check digit verified', () => {
    expect(detectTrackingReference('CSQU3054383')).toEqual({
      ok: true,
      type: 'container',
      number: 'CSQU3054383',
    });
    expect(detectTrackingReference('CSQU3054380')).toEqual({
      ok: false,
      reason: 'checkDigit',
      number: 'CSQU3054380',
      expected: 3,
    });
  });
  it('a carrier SCAC followed by letters or digits is a bill of lading', () => {
    expect(detectTrackingReference('COSU6301234567')).toMatchObject({ ok: true, type: 'billOfLading' });
    expect(detectTrackingReference('maeu 214593821')).toMatchObject({
      ok: true,
      type: 'billOfLading',
      number: 'MAEU214593821',
    });
  });
  it('digits only (Maersk 9, COSCO 10) are a booking number', () => {
    expect(detectTrackingReference('630123456')).toMatchObject({ ok: true, type: 'booking' });
    expect(detectTrackingReference('2000000007')).toMatchObject({ ok: true, type: 'booking' });
  });
  it('anything else is unrecognised', () => {
    expect(detectTrackingReference('hello')).toMatchObject({ ok: false, reason: 'unrecognised' });
    expect(detectTrackingReference('12')).toMatchObject({ ok: false, reason: 'unrecognised' });
  });
  it('splits a pasted list on commas, semicolons and new lines, keeping spaces inside a number', () => {
    expect(splitTrackingInput('CSQU 305438 3, COSU6301234567;\n630123456，')).toEqual([
      'CSQU 305438 3',
      'COSU6301234567',
      '630123456',
    ]);
  });
});
