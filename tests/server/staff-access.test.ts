/**
 * Spec §6 staff roles, checked at every staff path of the endpoint table (so a new path is covered
 * the day it is added): a visitor gets 401, a customer 403, a staff member whose roles lack the
 * path's permission 403 in their language, and each role holding it passes the door. Another
 * tenant's staff are refused per record in each area's own tests (their rows are never found).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../domain/api/endpoints.ts';
import { Access } from '../../domain/api/path-access.ts';
import { ApiPath } from '../../domain/api/paths.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../domain/constants.ts';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../domain/permissions.ts';
import { accountMessages } from '../../server/services/accounts/account-messages.ts';
import { type BodySchema, sampleOf } from './support/sample-body.ts';
import { type SignedIn, signIn } from './support/tenants.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const STAFF_PATHS = Object.values(ApiPath).filter((path) => Endpoints[path].access.access === Access.staff);

let t: TestApp;
let requests = 0;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

/**
 * Sessions of their own for each path: a sample body may name one of them (ending a customer's
 * sessions names an id), and the next path's checks must not find it signed out.
 */
const sessionsFor = async (): Promise<Map<StaffRole | 'customer', SignedIn>> => {
  const sessions = new Map<StaffRole | 'customer', SignedIn>();
  sessions.set(
    'customer',
    await signIn(t.db, { companyId: 1, certificationStatus: CertificationStatus.certified }),
  );
  for (const role of STAFF_ROLES)
    sessions.set(role, await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: [role] }));
  return sessions;
};

const call = (path: string, session: SignedIn | undefined, language: 'cn' | 'en') => {
  requests += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    // A fresh address per request, so that the per-IP limits never answer in the door's place.
    remoteAddress: `10.9.${(requests >> 8) & 255}.${requests & 255}`,
    headers: { 'content-type': 'application/json', 'accept-language': language, ...session?.headers },
    payload: JSON.stringify(sampleOf(Endpoints[path as ApiPath].request as BodySchema)),
  });
};

describe('spec §6 staff roles: every staff path checks its permission on the server', () => {
  it('every staff path names the permission it needs', () => {
    expect(STAFF_PATHS.length).toBeGreaterThan(20);
    for (const path of STAFF_PATHS) expect(Endpoints[path].access.permission, path).toBeDefined();
  });

  it.each(STAFF_PATHS)(
    '%s: 401 signed out, 403 for a customer and for each role without the permission',
    async (path) => {
      const permission = Endpoints[path].access.permission;
      const sessions = await sessionsFor();
      expect((await call(path, undefined, 'en')).statusCode).toBe(401);
      expect((await call(path, sessions.get('customer'), 'en')).statusCode).toBe(403);
      const refused = STAFF_ROLES.filter(
        (role) => permission && !ROLE_PERMISSIONS[role].includes(permission),
      );
      const allowed = STAFF_ROLES.filter((role) => !refused.includes(role));
      expect(allowed.length).toBeGreaterThan(0);
      for (const [index, role] of refused.entries()) {
        const language = index % 2 === 0 ? 'cn' : 'en';
        const answer = await call(path, sessions.get(role), language);
        expect([role, answer.statusCode, answer.json()]).toEqual([
          role,
          403,
          { code: '403', message: accountMessages.permissionMissing[language] },
        ]);
      }
      for (const role of allowed) {
        const answer = await call(path, sessions.get(role), 'en');
        // Past the door: whatever the sample body earns (a 400, a 404 of a record that is not there…),
        // never the permission's refusal and never a fault.
        expect([role, answer.json().message]).not.toEqual([role, accountMessages.permissionMissing.en]);
        expect(answer.statusCode, role).toBeLessThan(500);
      }
    },
  );
});
