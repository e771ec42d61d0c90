import { describe, expect, it } from 'vitest';
import { STAFF_USER_TYPE } from '../../domain/constants.ts';
import {
  formatStaffRoles,
  hasPermission,
  needsSecondFactor,
  PERMISSIONS,
  parseStaffRoles,
  permissionsOf,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
} from '../../domain/permissions.ts';

const staffWith = (...staffRoles: (typeof STAFF_ROLES)[number][]) => ({
  userType: STAFF_USER_TYPE,
  staffRoles,
});

describe('spec §6 staff roles: the one permission table', () => {
  it('each role holds what its job needs, and only that', () => {
    expect(permissionsOf(staffWith('administrator'))).toEqual([
      'records.read',
      'tenant.settings',
      'staff.manage',
      'feeds.manage',
    ]);
    expect(permissionsOf(staffWith('customerService'))).toEqual([
      'records.read',
      'certifications.audit',
      'customers.manage',
      'reservations.audit',
      'orders.progress',
    ]);
    expect(permissionsOf(staffWith('pricing'))).toEqual([
      'records.read',
      'grabRequests.handle',
      'rates.manage',
    ]);
    expect(permissionsOf(staffWith('operations'))).toEqual([
      'records.read',
      'orders.progress',
      'spaceOrders.handle',
      'feeds.manage',
    ]);
  });

  it('the auditor reads every record and acts on none', () => {
    expect(permissionsOf(staffWith('auditor'))).toEqual(['records.read']);
    for (const permission of PERMISSIONS.filter((p) => p !== 'records.read'))
      expect(hasPermission(staffWith('auditor'), permission)).toBe(false);
  });

  it('several roles hold their union; together the roles cover every permission', () => {
    expect(permissionsOf(staffWith(...STAFF_ROLES))).toEqual(PERMISSIONS);
    expect(new Set(Object.values(ROLE_PERMISSIONS).flat())).toEqual(new Set(PERMISSIONS));
  });

  it('a customer holds no permission whatever roles a row claims; staff without roles hold none', () => {
    expect(permissionsOf({ userType: 1, staffRoles: ['administrator'] })).toEqual([]);
    expect(permissionsOf({ userType: STAFF_USER_TYPE })).toEqual([]);
    expect(permissionsOf({ userType: null, staffRoles: STAFF_ROLES })).toEqual([]);
  });

  it('stored roles: unknown words are dropped, the order is the table’s, a round trip keeps them', () => {
    expect(parseStaffRoles('operations,root,administrator')).toEqual(['administrator', 'operations']);
    expect(parseStaffRoles('')).toEqual([]);
    expect(parseStaffRoles(null)).toEqual([]);
    expect(formatStaffRoles(['operations', 'administrator'])).toBe('administrator,operations');
    expect(parseStaffRoles(formatStaffRoles(STAFF_ROLES))).toEqual([...STAFF_ROLES]);
  });

  it('OWASP ASVS V6: refunds, settings and staff management need a second factor; reading alone does not', () => {
    expect(needsSecondFactor(staffWith('administrator'))).toBe(true);
    expect(needsSecondFactor(staffWith('operations'))).toBe(true);
    expect(needsSecondFactor(staffWith('customerService'))).toBe(false);
    expect(needsSecondFactor(staffWith('pricing'))).toBe(false);
    expect(needsSecondFactor(staffWith('auditor'))).toBe(false);
    expect(needsSecondFactor({ userType: 1, staffRoles: ['administrator'] })).toBe(false);
  });
});
