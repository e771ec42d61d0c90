import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isIsoDate,
  isoWeek,
  isoWeekday,
  localDateOf,
  localToInstant,
  mondayOf,
  parseIsoInstant,
  toLocalIso,
} from '../../../domain/freight/dates.ts';
import { availabilityLevel, canTake, sailingLevel, TIGHT_SHARE } from '../../../domain/freight/space.ts';

const open = { stopped: false, cutOff: null };
const NOW = Date.parse('2025-06-11T00:00:00Z');

describe('spec §3 space availability levels: available, tight, overload, stopping', () => {
  it('plenty left is available; at most 20 % left is tight', () => {
    expect(TIGHT_SHARE).toBe(0.2);
    expect(availabilityLevel({ capacity: 50, remaining: 11 }, open, NOW)).toBe('available');
    expect(availabilityLevel({ capacity: 50, remaining: 10 }, open, NOW)).toBe('tight');
    expect(availabilityLevel({ capacity: 50, remaining: 1 }, open, NOW)).toBe('tight');
  });
  it('nothing left, or oversold, is overload', () => {
    expect(availabilityLevel({ capacity: 50, remaining: 0 }, open, NOW)).toBe('overload');
    expect(availabilityLevel({ capacity: 50, remaining: -2 }, open, NOW)).toBe('overload');
  });
  it('a stopped sailing, or one past its FCL cut-off (DCSA FCO), is stopping whatever is left', () => {
    expect(availabilityLevel({ capacity: 50, remaining: 40 }, { stopped: true, cutOff: null }, NOW)).toBe(
      'stopping',
    );
    expect(availabilityLevel({ capacity: 50, remaining: 40 }, { stopped: false, cutOff: NOW }, NOW)).toBe(
      'stopping',
    );
    expect(availabilityLevel({ capacity: 50, remaining: 40 }, { stopped: false, cutOff: NOW + 1 }, NOW)).toBe(
      'available',
    );
  });
  it('a sailing adds up its container types', () => {
    expect(
      sailingLevel(
        [
          { capacity: 10, remaining: 0 },
          { capacity: 10, remaining: 10 },
        ],
        open,
        NOW,
      ),
    ).toBe('available');
    expect(
      sailingLevel(
        [
          { capacity: 10, remaining: 0 },
          { capacity: 10, remaining: 2 },
        ],
        open,
        NOW,
      ),
    ).toBe('tight');
    expect(sailingLevel([{ capacity: 10, remaining: 0 }], open, NOW)).toBe('overload');
  });
  it('only available or tight space can be taken, never more than remains', () => {
    expect(canTake('available', 5, 5)).toBe(true);
    expect(canTake('tight', 1, 1)).toBe(true);
    expect(canTake('tight', 1, 2)).toBe(false);
    expect(canTake('overload', 5, 1)).toBe(false);
    expect(canTake('stopping', 5, 1)).toBe(false);
    expect(canTake('available', 5, 0)).toBe(false);
  });
});

describe('spec §4 weeks start on a Monday; weekday filter Monday to Sunday', () => {
  it('ISO weekdays run 1 (Monday) to 7 (Sunday)', () => {
    expect(isoWeekday('2024-05-06')).toBe(1);
    expect(isoWeekday('2024-05-12')).toBe(7);
  });
  it('mondayOf gives the Monday of the week, across month and year ends', () => {
    expect(mondayOf('2024-05-12')).toBe('2024-05-06');
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
  });
  it('ISO week numbers belong to the year of their Thursday', () => {
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
  });
  it('calendar dates: real dates only, day arithmetic', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
  });
  it('an instant (TEST_NOW, PORTAL_CLOCK) is read only with its offset, and only on a real day', () => {
    expect(parseIsoInstant('2026-12-31T23:45:00+08:00')).toBe(Date.parse('2026-12-31T15:45:00Z'));
    expect(parseIsoInstant('2028-02-29T12:00:00.250Z')).toBe(Date.parse('2028-02-29T12:00:00.250Z'));
    expect(parseIsoInstant('2026-01-31T23:30Z')).toBe(Date.parse('2026-01-31T23:30:00Z'));
    for (const text of [
      '2026-12-31T23:45:00',
      '2026-02-29T12:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-12-31T24:00:00Z',
      '2026-12-31 23:45:00Z',
      '',
    ])
      expect(parseIsoInstant(text), text).toBeNull();
  });
});

describe('DCSA local date-times: local time with the port offset', () => {
  it('formats an instant in the port time zone, across a daylight-saving change', () => {
    expect(toLocalIso('2025-03-30T00:30:00Z', 'Europe/Amsterdam')).toBe('2025-03-30T01:30:00+01:00');
    expect(toLocalIso('2025-03-30T01:30:00Z', 'Europe/Amsterdam')).toBe('2025-03-30T03:30:00+02:00');
    expect(toLocalIso('2025-01-14T08:21:00Z', 'Asia/Kolkata')).toBe('2025-01-14T13:51:00+05:30');
    expect(localDateOf('2025-01-14T20:00:00Z', 'Asia/Shanghai')).toBe('2025-01-15');
  });
  it('the day-long offset cache: every second around a change of offset, in zones that change by an hour, half an hour and on a quarter hour, agrees with Intl', () => {
    const reference = (ms: number, timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        })
          .formatToParts(new Date(ms))
          .map((part) => [part.type, part.value]),
      );
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const changes: [string, string][] = [
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Europe/Amsterdam', '2026-10-25T01:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['America/St_Johns', '2026-03-08T05:30:00Z'],
    ];
    let checked = 0;
    for (const [zone, change] of changes) {
      const at = Date.parse(change);
      // The day before first, so that the cache holds a whole day when the changing day is asked.
      for (const ms of [at - 86_400_000, at - 1000, at, at + 1000, at - 900_000, at + 900_000]) {
        expect(toLocalIso(ms, zone).slice(0, 19), `${zone} ${new Date(ms).toISOString()}`).toBe(
          reference(ms, zone),
        );
        checked += 1;
      }
      expect(toLocalIso(at - 1000, zone).slice(19)).not.toBe(toLocalIso(at, zone).slice(19));
    }
    expect(checked).toBe(24);
  });

  it('turns a local wall-clock hour back into the instant', () => {
    expect(new Date(localToInstant('2025-06-11', 20, 'Asia/Shanghai')).toISOString()).toBe(
      '2025-06-11T12:00:00.000Z',
    );
    expect(new Date(localToInstant('2025-01-11', 20, 'America/New_York')).toISOString()).toBe(
      '2025-01-12T01:00:00.000Z',
    );
  });
});
