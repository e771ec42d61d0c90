import { describe, expect, it } from 'vitest';
import { REFUND_TIME_ZONE } from '../../../domain/booking/refund-due.ts';
import { resubmitDeadline } from '../../../domain/booking/resubmit-deadline.ts';

const deadline = (instant: string, days = 3, holidays: string[] = []) =>
  resubmitDeadline(new Date(instant), days, new Set(holidays), REFUND_TIME_ZONE);

describe('a returned order may be resubmitted until the end of its last working day (tenant setting)', () => {
  it('returned on a Monday with 3 working days: until Thursday 23:59:59 in Shanghai', () => {
    expect(deadline('2026-11-23T10:00:00+08:00')).toBe('2026-11-26T15:59:59.000Z');
  });
  it('counts working days as refunds do: weekends and holidays skipped, the day of return not counted', () => {
    expect(deadline('2026-11-27T17:00:00+08:00', 1)).toBe('2026-11-30T15:59:59.000Z');
    expect(deadline('2026-11-27T17:00:00+08:00', 1, ['2026-11-30'])).toBe('2026-12-01T15:59:59.000Z');
  });
  it('the tenant’s number of days counts: 5 working days from a Wednesday end the next Wednesday', () => {
    expect(deadline('2026-11-25T09:00:00+08:00', 5)).toBe('2026-12-02T15:59:59.000Z');
  });
});
