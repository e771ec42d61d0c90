// Spec §6: the transitions open from a record's status come from its kind's table; staff are
// offered those their permissions allow, the read-only auditor none, and a final status opens none.
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../domain/permissions.ts';
import { TRAIL_KINDS } from '../../../domain/records/record-history.ts';
import { openTransitions, TRAIL_KIND_DECLARATIONS } from '../../../domain/records/trail-kinds.ts';

const auditor = {
  party: 'staff',
  permissions: permissionsOf({ userType: 2, staffRoles: ['auditor'] }),
} as const;
const operations = {
  party: 'staff',
  permissions: permissionsOf({ userType: 2, staffRoles: ['operations', 'customerService'] }),
} as const;

describe('the transitions open from a record’s status', () => {
  it('every kind with a trail has its declaration, under its own name', () => {
    for (const kind of TRAIL_KINDS) expect(TRAIL_KIND_DECLARATIONS[kind].kind).toBe(kind);
  });

  it('a space order in hand opens complete, refuse and return; staff who handle it are offered them, the auditor none', () => {
    expect(openTransitions('spaceOrder', 'inHand', operations)).toEqual([
      { event: 'complete', to: 'completed', offered: true },
      { event: 'refuse', to: 'refused', offered: true },
      { event: 'return', to: 'returned', offered: true },
    ]);
    expect(openTransitions('spaceOrder', 'inHand', auditor).map(({ offered }) => offered)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('the auditor is offered no transition from any status of any kind', () => {
    for (const kind of TRAIL_KINDS)
      for (const status of TRAIL_KIND_DECLARATIONS[kind].statuses)
        expect(openTransitions(kind, status, auditor).filter(({ offered }) => offered)).toEqual([]);
  });

  it('a final status, or one the table does not know, opens none', () => {
    expect(openTransitions('order', 'done', operations)).toEqual([]);
    expect(openTransitions('order', 'noSuchStep', operations)).toEqual([]);
  });
});
