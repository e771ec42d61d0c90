import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUT_OFF_BEFORE_ETD_MS,
  formatSpaceReleaseMessage,
  MAX_RELEASE_QUANTITY,
  ReleaseSpaceBody,
  releaseCutOff,
  releaseRefusal,
  spaceReleaseMessages,
} from '../../../domain/freight/space-release.ts';

const NOW = Date.parse('2026-11-26T08:00:00Z');
const line = (containerType: '20GP' | '40HQ', quantity: number, allowance?: number) => ({
  containerType,
  quantity,
  priceMinor: 150_000,
  ...(allowance === undefined ? {} : { allowance }),
});

describe('spec §3 released space: what may be released', () => {
  it('the cut-off rule: space is released only while the FCL cut-off is ahead', () => {
    const lines = [line('40HQ', 10)];
    expect(releaseRefusal({ lines }, NOW + 1, NOW)).toBeNull();
    expect(releaseRefusal({ lines }, NOW, NOW)).toBe('releaseCutOffPassed');
  });

  it('the one-line rule: each container type on one line', () => {
    expect(releaseRefusal({ lines: [line('40HQ', 10), line('40HQ', 2)] }, NOW + 1, NOW)).toBe(
      'releaseDuplicateType',
    );
    expect(releaseRefusal({ lines: [line('40HQ', 10), line('20GP', 2)] }, NOW + 1, NOW)).toBeNull();
  });

  it('the allowance rule: no customer may be allowed more than the quantity released', () => {
    expect(releaseRefusal({ lines: [line('40HQ', 10, 10)] }, NOW + 1, NOW)).toBeNull();
    expect(releaseRefusal({ lines: [line('40HQ', 10, 11)] }, NOW + 1, NOW)).toBe(
      'releaseAllowanceAboveQuantity',
    );
  });

  it('the limits: quantity 1 to MAX_RELEASE_QUANTITY, a positive price in minor units, an ISO 4217 currency', () => {
    const body = { routeId: 1, kind: 'guarantee', currency: 'USD', lines: [line('40HQ', 10)] };
    expect(v.is(ReleaseSpaceBody, body)).toBe(true);
    expect(v.is(ReleaseSpaceBody, { ...body, lines: [line('40HQ', 0)] })).toBe(false);
    expect(v.is(ReleaseSpaceBody, { ...body, lines: [line('40HQ', MAX_RELEASE_QUANTITY + 1)] })).toBe(false);
    expect(v.is(ReleaseSpaceBody, { ...body, lines: [{ ...line('40HQ', 1), priceMinor: 0 }] })).toBe(false);
    expect(v.is(ReleaseSpaceBody, { ...body, lines: [{ ...line('40HQ', 1), priceMinor: 1.5 }] })).toBe(false);
    expect(v.is(ReleaseSpaceBody, { ...body, currency: 'usd' })).toBe(false);
    expect(v.is(ReleaseSpaceBody, { ...body, lines: [] })).toBe(false);
  });

  it('the cut-off of a release: the route’s FCO as published, else 30 hours before the ETD', () => {
    const etd = Date.parse('2026-12-10T10:00:00Z');
    expect(
      releaseCutOff([{ cutOffDateTimeCode: 'FCO', cutOffDateTime: '2026-12-09T08:00:00+08:00' }], etd),
    ).toBe(Date.parse('2026-12-09T00:00:00Z'));
    expect(
      releaseCutOff([{ cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-12-01T08:00:00+08:00' }], etd),
    ).toBe(etd - DEFAULT_CUT_OFF_BEFORE_ETD_MS);
  });

  it('every refusal is worded in both languages, values filled in', () => {
    for (const [id, words] of Object.entries(spaceReleaseMessages)) {
      expect(words.cn, id).not.toBe('');
      expect(words.en, id).not.toBe('');
    }
    expect(formatSpaceReleaseMessage('releaseReduceHeld', 'en', { remaining: 3 })).toBe(
      'Only space not yet held can be taken back (3 left)',
    );
    expect(formatSpaceReleaseMessage('releaseReduceHeld', 'cn', { remaining: 3 })).toBe(
      '只能减少尚未被订走的舱位（剩余 3）',
    );
  });
});
