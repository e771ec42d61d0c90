import { describe, expect, it } from 'vitest';
import { formatDateTime, isValidDay, parseDateInput } from '../../domain/dates.ts';

describe('spec §9 default date format YYYY-MM-DD HH:mm:ss', () => {
  it('formats with zero padding and a 24-hour clock', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('2024-01-05 07:08:09');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59');
  });
  it('takes another pattern when given', () => {
    expect(formatDateTime(new Date(2024, 0, 5), 'yyyy-MM-dd')).toBe('2024-01-05');
  });
});

describe('spec §9 a date counts as a valid day until 24 hours after its start', () => {
  const dayStart = new Date(2024, 4, 6).getTime();
  const HOUR = 3_600_000;
  it('is valid at its start and one millisecond before 24 hours', () => {
    expect(isValidDay(dayStart, dayStart)).toBe(true);
    expect(isValidDay(dayStart, dayStart + 24 * HOUR - 1)).toBe(true);
  });
  it('is no longer valid at exactly 24 hours', () => {
    expect(isValidDay(dayStart, dayStart + 24 * HOUR)).toBe(false);
    expect(isValidDay(new Date(dayStart), new Date(dayStart + 30 * HOUR))).toBe(false);
  });
  it('a future day is valid', () => {
    expect(isValidDay(dayStart, dayStart - HOUR)).toBe(true);
  });
});

describe('spec §5 date input parsing', () => {
  it('reads date, minute and second precision in local time', () => {
    expect(parseDateInput('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseDateInput('2024-02-29 13:45')).toEqual(new Date(2024, 1, 29, 13, 45));
    expect(parseDateInput(' 2024-02-29 13:45:30 ')).toEqual(new Date(2024, 1, 29, 13, 45, 30));
  });
  it('accepts valid Date objects and timestamps', () => {
    expect(parseDateInput(0)).toEqual(new Date(0));
    expect(parseDateInput(new Date(2024, 0, 1))).toEqual(new Date(2024, 0, 1));
  });
  it('returns null for impossible or malformed dates', () => {
    expect(parseDateInput('2023-02-29')).toBeNull();
    expect(parseDateInput('2024-04-31')).toBeNull();
    expect(parseDateInput('2024-1-5')).toBeNull();
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput(Number.NaN)).toBeNull();
  });
});
