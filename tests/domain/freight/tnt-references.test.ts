/**
 * Imported events tracked as published, on the domain side: what tracking makes of an imported reference as a
 * customer types it, and a time shown in its publisher's offset.
 */
import { describe, expect, it } from 'vitest';
import { toOffsetIso } from '../../../domain/freight/dates.ts';
import { isDcsaDateTime, offsetOfDcsaDateTime } from '../../../domain/freight/dcsa-schemas.ts';
import { detectTrackingReference } from '../../../domain/freight/identifiers.ts';

describe('TNT references as typed', () => {
  it('the sandbox transport document reserved-HHL123, in any case and with or without the dash, is one B/L key', () => {
    for (const typed of ['reserved-HHL123', 'reserved-hhl123', 'RESERVEDHHL123', ' Reserved HHL123 '])
      expect(detectTrackingReference(typed), typed).toEqual({
        ok: true,
        type: 'billOfLading',
        number: 'RESERVEDHHL123',
      });
  });
  it('booking references up to 35 characters (DCSA carrierBookingReference) are recognised, 36 are not', () => {
    const booking = 'BKG2024SHANGHAI0ROTTERDAM000000001';
    expect(booking).toHaveLength(34);
    expect(detectTrackingReference(`${booking}9`)).toMatchObject({ ok: true, type: 'booking' });
    expect(detectTrackingReference(`${booking}99`)).toMatchObject({ ok: false, reason: 'unrecognised' });
    expect(detectTrackingReference('5e51e72c-d872-11ea-811c-0f8f10a32ea1')).toEqual({
      ok: true,
      type: 'booking',
      number: '5E51E72CD87211EA811C0F8F10A32EA1',
    });
  });
  it('container numbers keep their ISO 6346 check, in lower case too', () => {
    expect(detectTrackingReference('apzu4812090')).toEqual({
      ok: true,
      type: 'container',
      number: 'APZU4812090',
    });
    expect(detectTrackingReference('apzu2134567')).toMatchObject({
      ok: false,
      reason: 'checkDigit',
      expected: 4,
    });
  });
});

describe('DCSA date-times and their offsets', () => {
  it('accepts RFC 3339 with an offset, seconds optional and fractions of any length; refuses the rest', () => {
    for (const text of ['2019-11-12T07:41:00+08:30', '2024-10-02T06:00+08:00', '2022-07-26T13:04:09.267832Z'])
      expect(isDcsaDateTime(text), text).toBe(true);
    for (const text of [
      '2019/11/12 07:41:00 +08:30',
      '2021 01 01 14:12:56',
      '2019-11-12T07:41:00',
      '2023-02-29T00:00Z',
      'current_timestamp',
    ])
      expect(isDcsaDateTime(text), text).toBe(false);
    expect(offsetOfDcsaDateTime('2019-11-12T07:41:00+08:30')).toBe('+08:30');
    expect(offsetOfDcsaDateTime('2019-11-11T23:11:00Z')).toBe('Z');
  });
  it('shows an instant at its published offset, the local date included', () => {
    expect(toOffsetIso('2019-11-11T23:11:00.000Z', '+08:30')).toBe('2019-11-12T07:41:00+08:30');
    expect(toOffsetIso('2024-10-01T22:00:00.000Z', '+08:00')).toBe('2024-10-02T06:00:00+08:00');
    expect(toOffsetIso('2024-10-02T03:00:00.000Z', '-05:00')).toBe('2024-10-01T22:00:00-05:00');
    expect(toOffsetIso('2024-10-02T03:00:00.000Z', 'Z')).toBe('2024-10-02T03:00:00+00:00');
  });
});
