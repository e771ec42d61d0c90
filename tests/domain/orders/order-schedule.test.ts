import { describe, expect, it } from 'vitest';
import { ORDER_ADVANCE_EVENTS } from '../../../domain/orders/order-progress.ts';
import { isBeforeSchedule, stepNotBefore } from '../../../domain/orders/order-schedule.ts';

const schedule = { etd: '2026-12-11T05:52:00+08:00', eta: '2027-01-08T10:00:00+01:00' };

describe('spec §4: B/L confirm not before the ETD, done not before the ETA', () => {
  it('holds back only B/L confirm (until the ETD) and done (until the ETA)', () => {
    expect(
      Object.fromEntries(ORDER_ADVANCE_EVENTS.map((event) => [event, stepNotBefore(event, schedule)])),
    ).toEqual({
      customerServiceConfirm: null,
      bookingSuccess: null,
      packingDone: null,
      declared: null,
      billOfLadingConfirm: schedule.etd,
      billConfirm: null,
      done: schedule.eta,
    });
  });

  it('a step is too early before its instant and possible from it on', () => {
    const etd = stepNotBefore('billOfLadingConfirm', schedule);
    expect(isBeforeSchedule(etd, new Date('2026-11-27T00:00:00Z'))).toBe(true);
    expect(isBeforeSchedule(etd, new Date('2026-12-10T21:51:59Z'))).toBe(true);
    expect(isBeforeSchedule(etd, new Date('2026-12-10T21:52:00Z'))).toBe(false);
    expect(isBeforeSchedule(stepNotBefore('declared', schedule), new Date('2020-01-01T00:00:00Z'))).toBe(
      false,
    );
    expect(isBeforeSchedule(stepNotBefore('done', schedule), new Date('2027-01-08T08:59:00Z'))).toBe(true);
    expect(isBeforeSchedule(stepNotBefore('done', schedule), new Date('2027-01-08T09:00:00Z'))).toBe(false);
  });
});
