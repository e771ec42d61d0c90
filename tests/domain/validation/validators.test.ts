import { describe, expect, it } from 'vitest';
import {
  atLeastOnePresent,
  atMost,
  colourValue,
  dateInput,
  email,
  greaterThan,
  isCount,
  isInteger,
  isNumber,
  lessThan,
  maxDecimals,
  maxLength,
  minLength,
  mobile,
  noRepeats,
  notEmpty,
  numberFormat,
  passwordRule,
  periodInOrder,
} from '../../../domain/validation/validators.ts';

describe('spec §5 generic validators: not empty', () => {
  const rule = notEmpty();
  it.each([[''], ['   '], [null], [undefined], [[]]])('rejects %j: This field is required', (value) => {
    expect(rule(value)).toBe('required');
  });
  it.each([['a'], [0], [false], [['x']]])('accepts %j', (value) => {
    expect(rule(value)).toBeNull();
  });
  it('reports the message id it was given', () => {
    expect(notEmpty('pleaseInputName')('')).toBe('pleaseInputName');
  });
});

describe('spec §5 generic validators: integer and number', () => {
  it.each(['0', '12', '-3', '+4', 7])('integer accepts %j', (value) => {
    expect(isInteger()(value)).toBeNull();
  });
  it.each(['1.5', 'abc', '1e3', '1 2', 2.5])('integer rejects %j', (value) => {
    expect(isInteger()(value)).toBe('notAnInteger');
  });
  it.each(['0', '12', '-3', 7])('count accepts %j', (value) => {
    expect(isCount()(value)).toBeNull();
  });
  it.each(['+4', ' 4', '1.0', '1e3', 2.5])('count rejects %j', (value) => {
    expect(isCount()(value)).toBe('notAnInteger');
  });
  it.each(['0', '1.5', '-0.25', 3.75])('number accepts %j', (value) => {
    expect(isNumber()(value)).toBeNull();
  });
  it.each(['1.', '.5', 'abc', '1e3', '1,5'])('number rejects %j', (value) => {
    expect(isNumber()(value)).toBe('notANumber');
  });
  it('leaves an empty value to notEmpty', () => {
    expect(isInteger()('')).toBeNull();
    expect(isNumber()(null)).toBeNull();
  });
});

describe('spec §5 generic validators: decimals with limited places', () => {
  const rule = maxDecimals(2);
  it('accepts up to the limit', () => {
    expect(rule('1')).toBeNull();
    expect(rule('1.25')).toBeNull();
  });
  it('rejects one place more, and non-numbers', () => {
    expect(rule('1.255')).toBe('tooManyDecimals');
    expect(rule('x.1')).toBe('tooManyDecimals');
  });
});

describe('spec §5 generic validators: less-than compare', () => {
  it('is strict: equal fails, one below passes', () => {
    expect(lessThan(10)('9')).toBeNull();
    expect(lessThan(10)('10')).toBe('notLessThan');
    expect(lessThan(10)('11')).toBe('notLessThan');
  });
  it('reads a limit that changes after the rule is built', () => {
    let limit = 5;
    const rule = lessThan(() => limit);
    expect(rule('6')).toBe('notLessThan');
    limit = 7;
    expect(rule('6')).toBeNull();
  });
  it('atMost allows equal and greaterThan refuses equal', () => {
    expect(atMost(10)('10')).toBeNull();
    expect(atMost(10)('10.5')).toBe('tooLarge');
    expect(greaterThan(0)('0')).toBe('tooSmall');
    expect(greaterThan(0)('0.1')).toBeNull();
  });
  it('refuses a non-number instead of comparing NaN', () => {
    expect(atMost(10)('abc')).toBe('tooLarge');
  });
});

describe('spec §5 generic validators: at least one present', () => {
  it('fails when every value is blank', () => {
    expect(atLeastOnePresent()(['', null, '  ', undefined])).toBe('atLeastOneRequired');
    expect(atLeastOnePresent()([])).toBe('atLeastOneRequired');
  });
  it('passes when one is filled', () => {
    expect(atLeastOnePresent()(['', 'x', null])).toBeNull();
  });
});

describe('spec §5 generic validators: max length', () => {
  it('accepts 60 and rejects 61 characters', () => {
    expect(maxLength(60)('a'.repeat(60))).toBeNull();
    expect(maxLength(60)('a'.repeat(61))).toBe('tooLong');
  });
  it('counts Chinese characters one each', () => {
    expect(maxLength(3)('上海港')).toBeNull();
    expect(maxLength(3)('上海港口')).toBe('tooLong');
  });
});

describe('spec §5 pre-recorded search helper: min length', () => {
  it('rejects 4 and accepts 5 trimmed characters; empty fails too', () => {
    expect(minLength(5, 'customerNoTooShort')(' abcd ')).toBe('customerNoTooShort');
    expect(minLength(5, 'customerNoTooShort')('abcde')).toBeNull();
    expect(minLength(5, 'customerNoTooShort')('')).toBe('customerNoTooShort');
  });
});

describe('spec §5 generic validators: mobile (optional plus, up to 20 digits)', () => {
  it.each(['13800138000', '+8613800138000', '1'.repeat(20), `+${'1'.repeat(20)}`])('accepts %s', (value) => {
    expect(mobile()(value)).toBeNull();
  });
  it.each(['1'.repeat(21), '++86138', '138-0013', '86+138', '+', 'abc'])('rejects %s', (value) => {
    expect(mobile()(value)).toBe('invalidMobile');
  });
});

describe('spec §5 Email: Invalid email address', () => {
  it.each(['a@b.cn', 'john.doe_1-x@mail.example.com', 'A_B@sub-domain.co.uk', 'x@y.museu'])(
    'accepts %s',
    (value) => {
      expect(email()(value)).toBeNull();
    },
  );
  it.each([
    'plain',
    'a@b',
    'a@b.c',
    'a@b.abcdef',
    'a b@c.com',
    'a@b.c0m',
    'a+b@c.com',
    '@b.com',
    'a@.com',
    'a@b.com ',
  ])('rejects %j', (value) => {
    expect(email()(value)).toBe('invalidEmail');
  });
});

describe('spec §5 Register: password rule (6 to 18 characters with letters and numbers)', () => {
  const rule = passwordRule();
  it('accepts 6 and 18 characters with both letters and digits', () => {
    expect(rule('abc123')).toBeNull();
    expect(rule(`${'a'.repeat(17)}1`)).toBeNull();
  });
  it('rejects 5 and 19 characters', () => {
    expect(rule('abc12')).toBe('passwordRule');
    expect(rule(`${'a'.repeat(18)}1`)).toBe('passwordRule');
  });
  it('rejects letters only, digits only and other characters', () => {
    expect(rule('abcdefg')).toBe('passwordRule');
    expect(rule('1234567')).toBe('passwordRule');
    expect(rule('abc123!')).toBe('passwordRule');
    expect(rule('abc 123')).toBe('passwordRule');
  });
});

describe('spec §5 generic validators: number formats (integer digits . decimal places)', () => {
  it.each([
    ['8.4', '12345678.1234', '123456789', '1.12345', 'numberFormat8_4'],
    ['7.3', '1234567.123', '12345678', '1.1234', 'numberFormat7_3'],
    ['9.3', '123456789.123', '1234567890', '1.1234', 'numberFormat9_3'],
    ['10.2', '1234567890.12', '12345678901', '1.123', 'numberFormat10_2'],
    ['12.0', '123456789012', '1234567890123', '1.5', 'numberFormat12_0'],
  ] as const)(
    '%s accepts the largest shape, refuses one digit more on either side',
    (name, ok, tooManyIntegers, tooManyDecimals, id) => {
      const rule = numberFormat(name);
      expect(rule(ok)).toBeNull();
      expect(rule('0')).toBeNull();
      expect(rule(tooManyIntegers)).toBe(id);
      expect(rule(tooManyDecimals)).toBe(id);
    },
  );
  it('refuses signs, a bare point and text', () => {
    const rule = numberFormat('8.4');
    expect(rule('-1')).toBe('numberFormat8_4');
    expect(rule('1.')).toBe('numberFormat8_4');
    expect(rule('abc')).toBe('numberFormat8_4');
  });
});

describe('spec §5 generic validators: date period ordering', () => {
  const rule = periodInOrder();
  it('accepts start before or equal to end', () => {
    expect(rule({ start: '2024-05-01', end: '2024-05-02' })).toBeNull();
    expect(rule({ start: '2024-05-01 10:00:00', end: '2024-05-01 10:00:00' })).toBeNull();
  });
  it('rejects start after end, even by one second', () => {
    expect(rule({ start: '2024-05-01 10:00:01', end: '2024-05-01 10:00:00' })).toBe('startAfterEnd');
    expect(rule({ start: new Date(2025, 0, 1), end: new Date(2024, 11, 31) })).toBe('startAfterEnd');
  });
  it('leaves a missing side to other rules', () => {
    expect(rule({ start: '2024-05-02', end: '' })).toBeNull();
    expect(rule({ start: null, end: '2024-05-01' })).toBeNull();
  });
});

describe('spec §5 Colour values: #rrggbb or rgb(r,g,b) with parts 0 to 255', () => {
  it.each(['#409eff', '#FFFFFF', 'rgb(0,0,0)', 'rgb(255, 255, 255)'])('accepts %s', (value) => {
    expect(colourValue()(value)).toBeNull();
  });
  it.each(['#fff', '#40-eff', '409eff', 'rgb(256,0,0)', 'rgb(0,0)', 'rgba(1,2,3,1)', 'red'])(
    'rejects %s',
    (value) => {
      expect(colourValue()(value)).toBe('invalidColour');
    },
  );
});

describe('spec §5 Date input: an invalid value is an illegal date format', () => {
  it.each(['2024-02-29', '2024-02-29 23:59', '2024-02-29 23:59:59'])('accepts %s', (value) => {
    expect(dateInput()(value)).toBeNull();
  });
  it.each(['2023-02-29', '2024-13-01', '2024-1-5', '29/02/2024', 'tomorrow', '2024-02-29 24:00:00'])(
    'rejects %s: illegal date format',
    (value) => {
      expect(dateInput()(value)).toBe('illegalDateFormat');
    },
  );
  it('rejects an invalid Date object', () => {
    expect(dateInput()(new Date(Number.NaN))).toBe('illegalDateFormat');
  });
});

describe('spec §5 repeated-value check', () => {
  it('fails when no comparison function is given', () => {
    expect(noRepeats<string>()(['a', 'b'])).toBe('repeatCheckWithoutComparison');
  });
  it('detects duplicates by the comparison', () => {
    const sameIgnoringCase = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    expect(noRepeats(sameIgnoringCase)(['20GP', '40HQ', '20gp'])).toBe('duplicateValue');
    expect(noRepeats(sameIgnoringCase)(['20GP', '40HQ'])).toBeNull();
    expect(noRepeats(sameIgnoringCase)([])).toBeNull();
  });
});
