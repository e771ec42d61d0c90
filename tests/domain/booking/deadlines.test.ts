/**
 * One deadline clock per booking: the payment window, the sailing's DCSA cut-offs and the
 * free time at destination as one ordered list of instants kept by a port's clock, each upcoming,
 * due soon or passed at a given "now". Every clock here is fixed.
 */
import { describe, expect, it } from 'vitest';
import {
  countdownOf,
  type DeadlineFacts,
  DUE_SOON_MS,
  deadlineStateAt,
  deadlinesOf,
  freeTimeEnd,
  timelineStateAt,
} from '../../../domain/booking/deadlines.ts';

const SHANGHAI = { code: 'CNSHA', timeZone: 'Asia/Shanghai' };
const ROTTERDAM = { code: 'NLRTM', timeZone: 'Europe/Amsterdam' };
const NHAVA_SHEVA = { code: 'INNSA', timeZone: 'Asia/Kolkata' };

/** A sailing from Shanghai on 2026-10-01 10:00 local, as the generator publishes its cut-offs. */
const facts = (overrides: Partial<DeadlineFacts> = {}): DeadlineFacts => ({
  closed: false,
  paymentWindowEnd: null,
  cutOffs: [
    { cutOffDateTimeCode: 'ECP', cutOffDateTime: '2026-09-24T10:00:00+08:00' },
    { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-09-28T10:00:00+08:00' },
    { cutOffDateTimeCode: 'VCO', cutOffDateTime: '2026-09-29T10:00:00+08:00' },
    { cutOffDateTimeCode: 'RCO', cutOffDateTime: '2026-09-29T22:00:00+08:00' },
    { cutOffDateTimeCode: 'FCO', cutOffDateTime: '2026-09-30T04:00:00+08:00' },
  ],
  reefer: false,
  portOfLoading: SHANGHAI,
  portOfDischarge: ROTTERDAM,
  eta: '2026-10-24T06:00:00.000Z',
  discharged: null,
  freeDays: 7,
  ...overrides,
});

describe('deadlinesOf lists a booking’s deadlines earliest first', () => {
  it('keeps the cut-offs the shipper must meet (DCO, VCO, FCO) in UTC with the loading port’s clock, then the free time', () => {
    const deadlines = deadlinesOf(facts());
    expect(deadlines.map((deadline) => [deadline.kind, deadline.code, deadline.at, deadline.port])).toEqual([
      ['cutOff', 'DCO', '2026-09-28T02:00:00.000Z', 'CNSHA'],
      ['cutOff', 'VCO', '2026-09-29T02:00:00.000Z', 'CNSHA'],
      ['cutOff', 'FCO', '2026-09-29T20:00:00.000Z', 'CNSHA'],
      ['freeTime', 'ARRI', '2026-10-30T23:00:00.000Z', 'NLRTM'],
    ]);
    expect(deadlines[0]!.timeZone).toBe('Asia/Shanghai');
    expect(deadlines[3]!.timeZone).toBe('Europe/Amsterdam');
  });

  it('adds the reefer cut-off (RCO) only for a booking with reefer containers', () => {
    expect(deadlinesOf(facts({ reefer: true })).map((deadline) => deadline.code)).toEqual([
      'DCO',
      'VCO',
      'RCO',
      'FCO',
      'ARRI',
    ]);
  });

  it('puts the payment window first while the booking waits for payment', () => {
    const [first] = deadlinesOf(facts({ paymentWindowEnd: '2026-09-20T08:03:00.000Z' }));
    expect(first).toEqual({
      kind: 'paymentWindow',
      code: null,
      at: '2026-09-20T08:03:00.000Z',
      port: 'CNSHA',
      timeZone: 'Asia/Shanghai',
    });
  });

  it('counts free time from the actual discharge (DISC) when tracking has it, else from the ETA', () => {
    const fromEta = deadlinesOf(facts()).at(-1)!;
    expect(fromEta.freeTime).toEqual({ startsFrom: 'eta', days: 7 });
    const fromDischarge = deadlinesOf(facts({ discharged: '2026-10-26T13:00:00.000Z' })).at(-1)!;
    expect(fromDischarge.code).toBe('DISC');
    expect(fromDischarge.freeTime).toEqual({ startsFrom: 'discharge', days: 7 });
    // Discharged on Monday 26 October (day 1): free until the end of Sunday 1 November, CET.
    expect(fromDischarge.at).toBe('2026-11-01T23:00:00.000Z');
  });

  it('has no free time when the rate grants none known, and nothing at all for a closed booking', () => {
    expect(deadlinesOf(facts({ freeDays: null })).map((deadline) => deadline.kind)).not.toContain('freeTime');
    expect(deadlinesOf(facts({ closed: true, paymentWindowEnd: '2026-09-20T08:03:00.000Z' }))).toEqual([]);
  });

  it('skips a cut-off the sailing does not publish or publishes unreadably', () => {
    const cutOffs = [
      { cutOffDateTimeCode: 'DCO', cutOffDateTime: 'soon' },
      { cutOffDateTimeCode: 'VCO', cutOffDateTime: '2026-09-29T10:00:00+08:00' },
    ];
    expect(deadlinesOf(facts({ cutOffs, freeDays: null })).map((deadline) => deadline.code)).toEqual(['VCO']);
  });
});

describe('free time ends at local midnight at the port of discharge', () => {
  it('across the end of summer time in Rotterdam (25 October 2026) the midnight is CET, not CEST', () => {
    // ETA Saturday 24 October 08:00 CEST; 3 free days: the 24th, 25th and 26th.
    expect(freeTimeEnd('2026-10-24T06:00:00.000Z', 3, 'Europe/Amsterdam')).toBe('2026-10-26T23:00:00.000Z');
    // Before the change the same count ends at a CEST midnight.
    expect(freeTimeEnd('2026-10-17T06:00:00.000Z', 3, 'Europe/Amsterdam')).toBe('2026-10-19T22:00:00.000Z');
  });

  it('in a zone half an hour off the hour (Asia/Kolkata, +05:30)', () => {
    // ETA 2026-03-10 20:00 UTC is already 11 March 01:30 in Nhava Sheva: day 1 is the 11th.
    expect(freeTimeEnd('2026-03-10T20:00:00.000Z', 5, NHAVA_SHEVA.timeZone)).toBe('2026-03-15T18:30:00.000Z');
  });

  it('uses the calendar of the port, not of UTC, to find day 1', () => {
    const deadlines = deadlinesOf(
      facts({ portOfDischarge: NHAVA_SHEVA, eta: '2026-03-10T20:00:00.000Z', freeDays: 5 }),
    );
    expect(deadlines.find((deadline) => deadline.kind === 'freeTime')).toMatchObject({
      port: 'INNSA',
      timeZone: 'Asia/Kolkata',
      at: '2026-03-15T18:30:00.000Z',
    });
  });
});

describe('a deadline is upcoming, due soon or passed at a given now', () => {
  const at = '2026-09-28T02:00:00.000Z';
  const atMs = Date.parse(at);

  it('is due soon within DUE_SOON_MS, passed at its instant', () => {
    expect(deadlineStateAt({ at }, atMs - DUE_SOON_MS - 1)).toBe('upcoming');
    expect(deadlineStateAt({ at }, atMs - DUE_SOON_MS)).toBe('dueSoon');
    expect(deadlineStateAt({ at }, atMs - 1)).toBe('dueSoon');
    expect(deadlineStateAt({ at }, atMs)).toBe('passed');
  });

  it('the timeline is due soon when one is, passed when all are', () => {
    const deadlines = deadlinesOf(facts());
    expect(timelineStateAt(deadlines, Date.parse('2026-09-01T00:00:00Z'))).toBe('upcoming');
    expect(timelineStateAt(deadlines, Date.parse('2026-09-27T00:00:00Z'))).toBe('dueSoon');
    // Between the FCO and the free time's end nothing is within two days.
    expect(timelineStateAt(deadlines, Date.parse('2026-10-10T00:00:00Z'))).toBe('upcoming');
    expect(timelineStateAt(deadlines, Date.parse('2026-11-01T00:00:00Z'))).toBe('passed');
    expect(timelineStateAt([], 0)).toBe('passed');
  });

  it('counts down in days and hours beyond a day, hours and minutes below, minutes rounded up', () => {
    expect(countdownOf({ at }, atMs - (2 * 24 + 3) * 3_600_000 - 20 * 60_000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 0,
    });
    expect(countdownOf({ at }, atMs - 5 * 3_600_000 - 12 * 60_000)).toEqual({
      days: 0,
      hours: 5,
      minutes: 12,
    });
    expect(countdownOf({ at }, atMs - 30_000)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(countdownOf({ at }, atMs)).toBeNull();
  });
});
