import { describe, expect, it } from 'vitest';
import { keepsAnAdministrator, type StaffSeat, staffStatusOf } from '../../../domain/staff/staff-accounts.ts';

const admin = (id: number, status: StaffSeat['status'] = 'active'): StaffSeat => ({
  id,
  status,
  roles: ['administrator'],
});

describe('the last-administrator rule (spec §6: someone must be able to manage staff)', () => {
  it('refuses to demote or deactivate the only active administrator', () => {
    const staff = [admin(1), { id: 2, status: 'active', roles: ['pricing'] } satisfies StaffSeat];
    expect(keepsAnAdministrator(staff, { id: 1, roles: ['pricing'] })).toBe(false);
    expect(keepsAnAdministrator(staff, { id: 1, deactivate: true })).toBe(false);
    expect(keepsAnAdministrator(staff, { id: 1, roles: ['administrator', 'pricing'] })).toBe(true);
    expect(keepsAnAdministrator(staff, { id: 2, deactivate: true })).toBe(true);
  });

  it('counts neither an invited nor a deactivated administrator', () => {
    expect(
      keepsAnAdministrator([admin(1), admin(2, 'invited'), admin(3, 'deactivated')], {
        id: 1,
        deactivate: true,
      }),
    ).toBe(false);
    expect(keepsAnAdministrator([admin(1), admin(2)], { id: 1, deactivate: true })).toBe(true);
  });

  it('a deactivated account is deactivated even before its invitation was accepted', () => {
    expect(staffStatusOf({ active: 0, deactivatedAt: null })).toBe('invited');
    expect(staffStatusOf({ active: 1, deactivatedAt: null })).toBe('active');
    expect(staffStatusOf({ active: 0, deactivatedAt: '2026-01-01T00:00:00.000Z' })).toBe('deactivated');
  });
});
