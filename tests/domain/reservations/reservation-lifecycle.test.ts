import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../../../domain/constants.ts';
import { reservationMessages } from '../../../domain/reservations/messages.ts';
import { RESERVATION_EVENTS, reservationKind } from '../../../domain/reservations/reservation-lifecycle.ts';
import {
  etdWeekEnd,
  type ReservationForm,
  reservationProblems,
  reservationWeeks,
} from '../../../domain/reservations/reservation-rules.ts';

describe('spec §3 reservation statuses: one table for server and machine', () => {
  it('staff approve or refuse a reservation to be audited; its owner may cancel it', () => {
    expect(reservationKind.next('toBeAudited', 'approve', 'staff')).toBe('approved');
    expect(reservationKind.next('toBeAudited', 'refuse', 'staff')).toBe('auditFailed');
    expect(reservationKind.next('toBeAudited', 'cancel', 'owner')).toBe('cancelled');
    expect(reservationKind.next('toBeAudited', 'approve', 'owner')).toBeNull();
    expect(reservationKind.next('toBeAudited', 'cancel', 'staff')).toBeNull();
  });

  it('only a refusal needs a reason', () => {
    expect(RESERVATION_EVENTS.filter((event) => reservationKind.needs(event).includes('reason'))).toEqual([
      'refuse',
    ]);
  });

  it('approved, audit failed and cancelled are final: nothing follows them, for anyone', () => {
    expect(RESERVATION_STATUSES.filter(reservationKind.isFinal)).toEqual([
      'approved',
      'auditFailed',
      'cancelled',
    ]);
    for (const status of ['approved', 'auditFailed', 'cancelled'] as const)
      for (const event of RESERVATION_EVENTS)
        for (const party of ['owner', 'staff'] as const)
          expect(reservationKind.next(status, event, party)).toBeNull();
  });

  it('the conditional update of an event starts from exactly the statuses the table allows', () => {
    expect(reservationKind.statusesAllowing('cancel', 'owner')).toEqual(['toBeAudited']);
    expect(reservationKind.transitionOf('refuse', 'staff')).toEqual({
      from: ['toBeAudited'],
      to: 'auditFailed',
    });
    expect(reservationKind.transitionOf('cancel', 'staff')).toBeNull();
  });
});

describe('the advance booking form rules', () => {
  // A Wednesday: next week starts on Monday the 8th (local time, as the week entry counts).
  const now = new Date(2026, 6, 1, 10, 0);
  const valid: ReservationForm = {
    pol: 'CNSHA',
    pod: 'NLRTM',
    etdWeek: '2026-07-06',
    containers: [{ containerType: '20GP', quantity: '2' }],
    cargo: 'Furniture',
    remarks: '',
  };

  it('weeks from next week on, twelve of them, each from Monday to Sunday', () => {
    const weeks = reservationWeeks(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.startDate).toBe('2026-07-06');
    expect(weeks[0]?.endDate).toBe('2026-07-12');
    expect(etdWeekEnd('2026-07-06')).toBe('2026-07-12');
    expect(reservationProblems(valid, now)).toEqual({});
  });

  it('a week that is not ahead (this week, a past one, beyond twelve weeks) is refused', () => {
    for (const etdWeek of ['2026-06-29', '2026-07-01', '2020-01-06', '2026-10-05'])
      expect(reservationProblems({ ...valid, etdWeek }, now).etdWeek).toBe('etdWeekNotAhead');
    expect(reservationProblems({ ...valid, etdWeek: '2026-09-21' }, now).etdWeek).toBeUndefined();
    expect(reservationProblems({ ...valid, etdWeek: '' }, now).etdWeek).toBe('etdWeekRequired');
  });

  it('POL and POD are required and differ (compared as UN/LOCODEs)', () => {
    expect(reservationProblems({ ...valid, pol: ' ' }, now).pol).toBe('polRequired');
    expect(reservationProblems({ ...valid, pod: '' }, now).pod).toBe('podRequired');
    expect(reservationProblems({ ...valid, pod: ' cnsha' }, now).pod).toBe('samePlaces');
  });

  it('spec §5 container rules: at least one, no type twice, whole quantities above 0, at most 999', () => {
    const containers = (...lines: [string, string][]) =>
      reservationProblems(
        { ...valid, containers: lines.map(([containerType, quantity]) => ({ containerType, quantity })) },
        now,
      ).containers;
    expect(containers()).toBe('containersRequired');
    expect(containers(['20GP', '1'], ['20gp', '1'])).toBe('duplicateContainerType');
    expect(containers(['20GP', ''])).toBe('quantityRequired');
    expect(containers(['20GP', '1.5'])).toBe('quantityNotInteger');
    expect(containers(['20GP', '0'])).toBe('quantityNotPositive');
    expect(containers(['20GP', '1000'])).toBe('quantityTooLarge');
    expect(containers(['20GP', '999'], ['40HQ', '1'])).toBeUndefined();
  });

  it('the cargo is described; every problem has a text in both languages', () => {
    expect(reservationProblems({ ...valid, cargo: '  ' }, now).cargo).toBe('cargoRequired');
    for (const text of Object.values(reservationMessages)) {
      expect(text.cn).not.toBe('');
      expect(text.en).not.toBe('');
    }
  });
});
