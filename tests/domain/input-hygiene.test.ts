import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mayReadCustomsRecord } from '../../domain/access.ts';
import {
  CONTROL_CHARACTERS_ISSUE,
  containsControlCharacters,
  hasControlCharacters,
  MultiLineText,
  Text,
} from '../../domain/api/plain-text.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../domain/constants.ts';

describe('control characters in request texts (domain/api/plain-text.ts)', () => {
  it.each([
    ['\u0000', true],
    ['a\u0007b', true],
    ['\u001b[31m', true],
    ['x\u007f', true],
    ['a\tb', true],
    ['a\nb', true],
    ['上海 Shanghai – CNSHA', false],
    ['\u0085 and \u00a0 are not C0', false],
  ])('one line: %j has control characters: %s', (text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });

  it('multi-line fields keep tab, line feed and carriage return, nothing else', () => {
    expect(hasControlCharacters('line 1\r\nline 2\tend', { multiLine: true })).toBe(false);
    expect(hasControlCharacters('line 1\u0000', { multiLine: true })).toBe(true);
    expect(hasControlCharacters('form\ffeed', { multiLine: true })).toBe(true);
  });

  it('the schemas check the length first, then the characters, with an issue the server words', () => {
    const tooLong = v.safeParse(Text(3), 'ab\u0000cd');
    expect(tooLong.issues?.[0]?.type).toBe('max_length');
    const control = v.safeParse(Text(10), 'ab\u0000');
    expect(control.issues?.[0]?.message).toBe(CONTROL_CHARACTERS_ISSUE);
    expect(v.is(MultiLineText(10), 'a\nb')).toBe(true);
    expect(v.is(Text(10), 'a\nb')).toBe(false);
  });

  it('finds a control character anywhere in a JSON value, keys included', () => {
    expect(containsControlCharacters({ a: [{ b: 'ok' }, 1, null] })).toBe(false);
    expect(containsControlCharacters({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsControlCharacters({ 'k\u0001': 1 })).toBe(true);
  });
});

describe('who reads a pre-recorded customs record in full (domain/access.ts)', () => {
  const customer = { companyId: 1, userType: 1, certificationStatus: CertificationStatus.certified };
  it('staff and certified customers of the document’s company', () => {
    expect(mayReadCustomsRecord(customer, 1)).toBe(true);
    expect(mayReadCustomsRecord({ ...customer, userType: STAFF_USER_TYPE, certificationStatus: 1 }, 1)).toBe(
      true,
    );
  });
  it('not anonymous visitors, uncertified customers, nor another company', () => {
    expect(mayReadCustomsRecord(null, 1)).toBe(false);
    expect(mayReadCustomsRecord({ ...customer, certificationStatus: CertificationStatus.needed }, 1)).toBe(
      false,
    );
    expect(mayReadCustomsRecord(customer, 2)).toBe(false);
    expect(mayReadCustomsRecord({ ...customer, userType: STAFF_USER_TYPE }, 2)).toBe(false);
  });
});
