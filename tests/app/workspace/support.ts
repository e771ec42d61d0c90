/** What the workspace pages' tests share: a signed-in user and the fake server of their calls. */
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { Envelope } from '../../../domain/api/envelope.ts';
import type { StaffRole } from '../../../domain/permissions.ts';
import { toUserSession } from '../../../machines/auth/session-fields.ts';
import { storeAuthorization } from '../../../src/api/authorization-store.ts';
import { storeSession } from '../../../src/app/session-store.ts';
import { sampleUserInfo, sampleValidateMap } from '../../machines/auth/samples.ts';
import { FreightPath, searchPortsHandler } from '../rates/support.ts';
import { company, installFakeApi, ok } from '../support/fake-api.ts';

export type Handler = (body: Record<string, unknown>) => Envelope<unknown> | Promise<Envelope<unknown>>;

/** Staff hold every role but the read-only auditor's, as the demo staff account does. */
const staffRolesOf = (userType: 1 | 2): StaffRole[] =>
  userType === 2 ? ['administrator', 'customerService', 'pricing', 'operations'] : [];

/** A signed-in user of the demo tenant: a certified customer (user type 1) or staff (2) with `roles`. */
export function signInAs(userType: 1 | 2, roles: StaffRole[] = staffRolesOf(userType)) {
  storeAuthorization('api-key-7');
  storeSession(
    toUserSession(
      sampleValidateMap({
        userType,
        staffRoles: roles,
        certificationStatus: 3,
        customerType: 1,
      }),
      company.companyId,
    ),
  );
  return ok({
    ...sampleUserInfo,
    userType,
    staffRoles: roles,
    certificationStatus: 3,
    customerType: 1,
  });
}

/** The fake server of a workspace page: the user's info, the port search (its forms), the paths given. */
export function installWorkspaceApi(
  userType: 1 | 2,
  handlers: Partial<Record<string, Handler>>,
  roles?: StaffRole[],
) {
  const userInfo = signInAs(userType, roles);
  const calls = installFakeApi({
    [AccountPath.getUserInfo]: () => userInfo,
    [FreightPath.searchPorts]: searchPortsHandler,
    ...handlers,
  });
  return (path: string) => calls.filter((call) => call.path === path);
}
