import { describe, expect, it } from 'vitest';
import { upcomingWeeks } from '../../domain/weeks.ts';

const endOf = (year: number, month: number, day: number) =>
  new Date(year, month, day, 23, 59, 59, 999).getTime();

describe('spec §4 upcoming weeks: weeks start on a Monday, the first begins today', () => {
  it('from a Wednesday: the first week runs today to Sunday, the next Monday to Sunday', () => {
    const weeks = upcomingWeeks(new Date(2024, 4, 8, 15, 30), 2);
    expect(weeks).toEqual([
      {
        display: '05-08 ~ 05-12',
        startTime: new Date(2024, 4, 8).getTime(),
        endTime: endOf(2024, 4, 12),
        startDate: '2024-05-08',
        endDate: '2024-05-12',
      },
      {
        display: '05-13 ~ 05-19',
        startTime: new Date(2024, 4, 13).getTime(),
        endTime: endOf(2024, 4, 19),
        startDate: '2024-05-13',
        endDate: '2024-05-19',
      },
    ]);
  });
  it('on a Monday the first week is the whole week', () => {
    const [first] = upcomingWeeks(new Date(2024, 4, 6, 0, 0), 1);
    expect(first?.startDate).toBe('2024-05-06');
    expect(first?.endDate).toBe('2024-05-12');
  });
  it('on a Sunday the first week is today only and the next starts tomorrow (Monday)', () => {
    const weeks = upcomingWeeks(new Date(2024, 4, 12, 23, 59), 2);
    expect(weeks.map((week) => [week.startDate, week.endDate])).toEqual([
      ['2024-05-12', '2024-05-12'],
      ['2024-05-13', '2024-05-19'],
    ]);
  });
  it('crosses the year change', () => {
    const weeks = upcomingWeeks(new Date(2024, 11, 27), 3);
    expect(weeks.map((week) => week.display)).toEqual(['12-27 ~ 12-29', '12-30 ~ 01-05', '01-06 ~ 01-12']);
    expect(weeks[1]?.startDate).toBe('2024-12-30');
    expect(weeks[1]?.endDate).toBe('2025-01-05');
  });
  it('returns exactly the requested number of consecutive weeks', () => {
    const weeks = upcomingWeeks(new Date(2024, 4, 8), 5);
    expect(weeks).toHaveLength(5);
    for (let index = 1; index < weeks.length; index += 1) {
      expect(weeks[index]!.startTime).toBe(weeks[index - 1]!.endTime + 1);
    }
    expect(upcomingWeeks(new Date(2024, 4, 8), 0)).toEqual([]);
  });
});
