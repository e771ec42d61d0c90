import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CREATED_RANGE_ISSUE,
  createdRangeInOrder,
  createdRangeOf,
  recordListBody,
} from '../../../domain/api/record-list.ts';

const Body = recordListBody({ status: v.optional(v.picklist(['open', 'closed'])) });

describe('the list body every workspace record list shares', () => {
  it('spec §5 start after end: a range must start before it ends; either end alone is fine', () => {
    expect(createdRangeInOrder({})).toBe(true);
    expect(createdRangeInOrder({ createdFrom: '2026-11-02T00:00:00.000Z' })).toBe(true);
    expect(
      createdRangeInOrder({
        createdFrom: '2026-11-01T16:00:00.000Z',
        createdBefore: '2026-11-02T16:00:00.000Z',
      }),
    ).toBe(true);
    // The end is the day after the last one picked: equal ends mean a last day before the first.
    const same = '2026-11-02T16:00:00.000Z';
    expect(createdRangeInOrder({ createdFrom: same, createdBefore: same })).toBe(false);
    // Offsets are compared as instants, not as text.
    expect(
      createdRangeInOrder({
        createdFrom: '2026-11-02T08:00:00+08:00',
        createdBefore: '2026-11-02T00:00:01Z',
      }),
    ).toBe(true);
  });

  it('the body takes the status, the range and the page; a backwards range is an issue on its end', () => {
    expect(v.parse(Body, {})).toEqual({ pageNo: 1, pageSize: 20 });
    const backwards = v.safeParse(Body, {
      createdFrom: '2026-11-03T00:00:00Z',
      createdBefore: '2026-11-02T00:00:00Z',
    });
    expect(backwards.success).toBe(false);
    expect(backwards.issues?.[0]?.message).toBe(CREATED_RANGE_ISSUE);
    expect(backwards.issues?.[0]?.path?.map((item) => item.key)).toEqual(['createdBefore']);
    expect(v.safeParse(Body, { createdFrom: 'yesterday' }).success).toBe(false);
    expect(v.safeParse(Body, { createdFrom: `2026-11-02T00:00:00${'0'.repeat(40)}Z` }).success).toBe(false);
    expect(v.safeParse(Body, { status: 'lost' }).success).toBe(false);
  });

  it('the range as repositories compare it: the stored toISOString form', () => {
    expect(createdRangeOf({ createdFrom: '2026-11-02T08:00:00+08:00' })).toEqual({
      createdFrom: '2026-11-02T00:00:00.000Z',
    });
    expect(createdRangeOf({})).toEqual({});
  });
});
