import { describe, expect, it } from 'vitest';
import { localDateOf, REFUND_TIME_ZONE, refundDueDate } from '../../../domain/booking/refund-due.ts';

const due = (instant: string, holidays: string[] = []) =>
  refundDueDate(new Date(instant), new Set(holidays), REFUND_TIME_ZONE);

describe('spec §3/§9: a refused order is refunded in full within 3 working days', () => {
  it('Monday → Thursday; the day of issue does not count', () => {
    expect(due('2026-11-23T10:00:00+08:00')).toBe('2026-11-26');
  });
  it('weekends are skipped: Thursday → Tuesday, Friday → Wednesday, Saturday → Wednesday', () => {
    expect(due('2026-11-26T10:00:00+08:00')).toBe('2026-12-01');
    expect(due('2026-11-27T23:59:00+08:00')).toBe('2026-12-02');
    expect(due('2026-11-28T09:00:00+08:00')).toBe('2026-12-02');
  });
  it('configured holidays are skipped (National Day week)', () => {
    expect(
      due('2026-09-30T12:00:00+08:00', [
        '2026-10-01',
        '2026-10-02',
        '2026-10-05',
        '2026-10-06',
        '2026-10-07',
      ]),
    ).toBe('2026-10-12');
  });
  it('the day is the company’s (Asia/Shanghai), not UTC’s: 23:30 UTC Sunday is Monday in Shanghai', () => {
    expect(localDateOf(new Date('2026-11-22T23:30:00Z'), REFUND_TIME_ZONE)).toBe('2026-11-23');
    expect(due('2026-11-22T23:30:00Z')).toBe('2026-11-26');
  });
  it('across a year end and a leap day', () => {
    expect(due('2026-12-31T10:00:00+08:00')).toBe('2027-01-05');
    expect(due('2028-02-28T10:00:00+08:00')).toBe('2028-03-02');
  });
});
