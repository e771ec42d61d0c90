import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerPath } from '../../../domain/api/customer-paths.ts';
import { StaffPath } from '../../../domain/api/staff-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { StaffRole } from '../../../domain/permissions.ts';
import { createTenantChangeRepository } from '../../../server/db/repositories/tenant-change-repository.ts';
import { MINUTE_MS } from '../../../server/services/accounts/clock.ts';
import { addCompany, signIn } from '../support/tenants.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  freshEmail,
  login,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

let t: AccountsApp;
let admin: string;
beforeAll(async () => {
  t = await startAccountsApp();
  await addCompany(t.db, 2);
  await addCompany(t.db, 3);
  admin = (
    await signIn(t.db, { companyId: COMPANY_ID, userType: STAFF_USER_TYPE, staffRoles: ['administrator'] })
  ).headers.authorization;
});
afterAll(() => t.close());

const PASSWORD = 'staff1234';

const invite = (
  roles: StaffRole[],
  { email = freshEmail('staff'), apiKey = admin, language = 'en' as 'en' | 'cn' } = {},
) =>
  t.call(StaffPath.inviteStaff, { email, nameEn: 'Colleague', nameCn: '同事', roles }, { apiKey, language });

/** The token of the newest invitation mailed to the address. */
const invitationTo = async (email: string) => {
  const mail = (await t.outbox()).filter((entry) => entry.to === email).at(-1);
  const link = mail?.links[0];
  if (mail === undefined || link === undefined) throw new Error(`no invitation to ${email}`);
  const url = new URL(link);
  return { mail, url, token: url.searchParams.get('token') ?? '' };
};

const accept = (token: string, password = PASSWORD, companyId = COMPANY_ID) =>
  t.call(StaffPath.acceptStaffInvitation, { companyId, token, password });

/** Invites, accepts and signs in: the colleague's id, address and session. */
const colleague = async (roles: StaffRole[]) => {
  const email = freshEmail('staff');
  const invited = await invite(roles, { email });
  expect(invited.json().code).toBe('1');
  await accept((await invitationTo(email)).token);
  const apiKey = (await login(t, email, PASSWORD)).json().validateMap.apiKey as string;
  return { id: invited.json().data.id as number, email, apiKey };
};

const listed = async (id: number, apiKey = admin) =>
  (await t.call(StaffPath.listStaff, {}, { apiKey }))
    .json()
    .data.list.find((row: { id: number }) => row.id === id);

describe('an administrator invites staff by mail (spec §6)', () => {
  it('invite, accept with a password of spec §5 rule, then sign in with the chosen role', async () => {
    const email = freshEmail('staff');
    const invited = await invite(['pricing'], { email });
    expect(invited.json()).toMatchObject({
      code: '1',
      message: 'The invitation was sent',
      data: { email, roles: ['pricing'], status: 'invited', lastLoginAt: null },
    });
    // Not yet: the invited account has no password to sign in with.
    expect((await login(t, email, PASSWORD)).json().code).not.toBe('1');
    const { mail, url, token } = await invitationTo(email);
    expect(mail.subject).toBe('You are invited to the portal staff');
    expect(url.pathname).toBe('/staffInvitation');
    expect((await accept(token, 'short')).json().message).toBe('6 to 18 characters with letters and numbers');
    const accepted = await accept(token);
    expect(accepted.json()).toMatchObject({ code: '1', data: { email } });
    // Single use.
    expect((await accept(token)).json().message).toBe(
      'This invitation link is invalid, used or expired; please ask an administrator to send it again',
    );
    const signedIn = await login(t, email, PASSWORD);
    expect(signedIn.json().validateMap).toMatchObject({ userType: STAFF_USER_TYPE, staffRoles: ['pricing'] });
    const apiKey = signedIn.json().validateMap.apiKey;
    // The role's permissions: pricing reads records, does not manage staff.
    expect((await t.call(CustomerPath.listCustomers, {}, { apiKey })).json().code).toBe('1');
    expect((await t.call(StaffPath.listStaff, {}, { apiKey })).statusCode).toBe(403);
    expect(await listed(invited.json().data.id)).toMatchObject({
      status: 'active',
      lastLoginAt: expect.any(String),
    });
  });

  it('the invitation mail speaks the language of the request', async () => {
    const email = freshEmail('staff');
    await invite(['operations'], { email, language: 'cn' });
    expect((await invitationTo(email)).mail.subject).toBe('邀请您加入门户的员工团队');
  });

  it('an address that already has an account (staff or customer) is refused in both languages', async () => {
    const email = freshEmail('staff');
    await invite(['auditor'], { email });
    const again = await invite(['auditor'], { email: email.toUpperCase() });
    expect(again.json().message).toBe(
      'This email address has an account already (staff or customer); it cannot be invited',
    );
    const customer = await registerAndActivate(t);
    const chinese = await invite(['auditor'], { email: customer.email, language: 'cn' });
    expect(chinese.json().message).toBe('该邮箱已有账号（员工或客户），不能再邀请');
  });

  it('a resent invitation replaces the earlier link, and an invitation expires after 72 hours', async () => {
    const email = freshEmail('staff');
    const id = (await invite(['auditor'], { email })).json().data.id;
    const first = (await invitationTo(email)).token;
    expect((await t.call(StaffPath.resendStaffInvitation, { id }, { apiKey: admin })).json().code).toBe('1');
    const second = (await invitationTo(email)).token;
    expect(second).not.toBe(first);
    expect((await accept(first)).json().code).not.toBe('1');
    t.clock.advance(72 * 60 * MINUTE_MS);
    expect((await accept(second)).json().code).not.toBe('1');
    expect((await listed(id)).status).toBe('invited');
    // An accepted invitation has nothing to resend.
    const member = await colleague(['auditor']);
    expect(
      (await t.call(StaffPath.resendStaffInvitation, { id: member.id }, { apiKey: admin })).json().message,
    ).toBe('This staff member has accepted the invitation or was deactivated; there is nothing to resend');
  });

  it('invitations are rate-limited per administrator', async () => {
    const busy = (
      await signIn(t.db, { companyId: COMPANY_ID, userType: STAFF_USER_TYPE, staffRoles: ['administrator'] })
    ).headers.authorization;
    const answers: string[] = [];
    for (let sent = 0; sent < 21; sent += 1)
      answers.push((await invite(['auditor'], { apiKey: busy })).json().code);
    expect(answers.slice(0, 20).every((code) => code === '1')).toBe(true);
    expect(answers[20]).toBe('429');
  });
});

describe('an administrator changes roles and deactivates staff (spec §6)', () => {
  it('a role change takes effect on the next request', async () => {
    const member = await colleague(['customerService']);
    const customer = await registerAndActivate(t);
    const setType = () =>
      t.call(
        CustomerPath.setCustomerType,
        { id: customer.userId, customerType: 1 },
        { apiKey: member.apiKey },
      );
    expect((await setType()).json().code).toBe('1');
    const saved = await t.call(
      StaffPath.setStaffRoles,
      { id: member.id, roles: ['auditor'] },
      { apiKey: admin },
    );
    expect(saved.json().data.roles).toEqual(['auditor']);
    expect((await setType()).statusCode).toBe(403);
    // At least one role.
    expect(
      (await t.call(StaffPath.setStaffRoles, { id: member.id, roles: [] }, { apiKey: admin })).statusCode,
    ).toBe(400);
  });

  it('deactivation ends every session at once and refuses sign-in until reactivated', async () => {
    // A role that signs in with the password alone (operations would need the second factor).
    const member = await colleague(['customerService']);
    const deactivated = await t.call(
      StaffPath.setStaffActive,
      { id: member.id, active: false },
      { apiKey: admin },
    );
    expect(deactivated.json().data.status).toBe('deactivated');
    expect((await t.call(CustomerPath.listCustomers, {}, { apiKey: member.apiKey })).statusCode).toBe(401);
    expect((await login(t, member.email, PASSWORD)).json().message).toBe(
      'This account was deactivated; please contact customer service',
    );
    await t.call(StaffPath.setStaffActive, { id: member.id, active: true }, { apiKey: admin });
    expect((await login(t, member.email, PASSWORD)).json().code).toBe('1');
  });

  it('the settings’ trail keeps each staff change: who, when, the account before and after', async () => {
    await addCompany(t.db, 4);
    const chief = await signIn(t.db, {
      companyId: 4,
      userType: STAFF_USER_TYPE,
      staffRoles: ['administrator'],
    });
    const apiKey = chief.headers.authorization;
    const email = freshEmail('staff');
    const invited = await t.call(
      StaffPath.inviteStaff,
      { email, nameEn: 'Colleague', nameCn: '', roles: ['pricing'] },
      { apiKey },
    );
    const id = invited.json().data.id as number;
    await t.call(StaffPath.setStaffRoles, { id, roles: ['pricing', 'operations'] }, { apiKey });
    await t.call(StaffPath.setStaffActive, { id, active: false }, { apiKey });
    await t.call(StaffPath.setStaffActive, { id, active: true }, { apiKey });
    const trail = await createTenantChangeRepository(t.db).page(4, {
      pageNo: 1,
      pageSize: 10,
      area: 'staffAccounts',
    });
    const seat = (roles: string[], status: string) => ({ id, email, roles, status });
    expect(trail.list.map((change) => [change.userId, change.before, change.after]).reverse()).toEqual([
      [chief.userId, null, seat(['pricing'], 'invited')],
      [chief.userId, seat(['pricing'], 'invited'), seat(['pricing', 'operations'], 'invited')],
      [
        chief.userId,
        seat(['pricing', 'operations'], 'invited'),
        seat(['pricing', 'operations'], 'deactivated'),
      ],
      [
        chief.userId,
        seat(['pricing', 'operations'], 'deactivated'),
        seat(['pricing', 'operations'], 'invited'),
      ],
    ]);
  });

  it('the last active administrator can neither drop the role nor be deactivated', async () => {
    const sole = await signIn(t.db, {
      companyId: 3,
      userType: STAFF_USER_TYPE,
      staffRoles: ['administrator'],
    });
    const apiKey = sole.headers.authorization;
    const demote = (language: 'en' | 'cn') =>
      t.call(StaffPath.setStaffRoles, { id: sole.userId, roles: ['pricing'] }, { apiKey, language });
    expect((await demote('en')).json().message).toBe(
      'The portal must keep at least one active administrator: give another staff member the administrator role first',
    );
    expect((await demote('cn')).json().message).toBe(
      '门户必须至少保留一名有效的管理员：请先为其他员工授予管理员角色',
    );
    const deactivate = await t.call(StaffPath.setStaffActive, { id: sole.userId, active: false }, { apiKey });
    expect(deactivate.json().code).not.toBe('1');
    // An invited administrator does not count: nobody could sign in as one yet.
    const invitedAdmin = await invite(['administrator'], { apiKey });
    expect(invitedAdmin.json().code).toBe('1');
    expect((await demote('en')).json().code).not.toBe('1');
    expect((await listed(sole.userId, apiKey)).roles).toEqual(['administrator']);
    // A second active administrator: now the first may step down.
    const second = await signIn(t.db, {
      companyId: 3,
      userType: STAFF_USER_TYPE,
      staffRoles: ['administrator'],
    });
    expect((await demote('en')).json().data.roles).toEqual(['pricing']);
    const lastOne = await t.call(
      StaffPath.setStaffActive,
      { id: second.userId, active: false },
      { apiKey: second.headers.authorization },
    );
    expect(lastOne.json().code).not.toBe('1');
  });
});

describe('who may manage staff', () => {
  const calls = (id: number): [string, unknown][] => [
    [StaffPath.listStaff, {}],
    [StaffPath.inviteStaff, { email: freshEmail('nobody'), nameEn: 'X', roles: ['auditor'] }],
    [StaffPath.resendStaffInvitation, { id }],
    [StaffPath.setStaffRoles, { id, roles: ['administrator'] }],
    [StaffPath.setStaffActive, { id, active: false }],
  ];

  it('a customer and staff without staff.manage are refused on every staff path', async () => {
    const target = (await invite(['auditor'])).json().data.id;
    const customer = await registerAndActivate(t);
    const others = [
      customer.apiKey,
      ...(['customerService', 'pricing', 'operations', 'auditor'] as const).map(
        async (role) =>
          (await signIn(t.db, { companyId: COMPANY_ID, userType: STAFF_USER_TYPE, staffRoles: [role] }))
            .headers.authorization,
      ),
    ];
    for (const apiKey of await Promise.all(others))
      for (const [path, body] of calls(target))
        expect((await t.call(path, body, { apiKey })).statusCode).toBe(403);
    expect((await listed(target)).roles).toEqual(['auditor']);
  });

  it("another tenant's administrator neither sees nor changes this tenant's staff", async () => {
    const target = (await invite(['auditor'])).json().data.id;
    const apiKey = (
      await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE, staffRoles: ['administrator'] })
    ).headers.authorization;
    expect(await listed(target, apiKey)).toBeUndefined();
    for (const [path, body] of calls(target).slice(2))
      expect((await t.call(path, body, { apiKey })).json().message).toBe('No such staff account');
    const token = (await invitationTo((await listed(target)).email)).token;
    expect((await accept(token, PASSWORD, 2)).json().code).not.toBe('1');
    expect(await listed(target)).toMatchObject({ roles: ['auditor'], status: 'invited' });
  });
});

describe('a staff session ends after its own idle time (spec §6, STAFF_SESSION_IDLE_MINUTES)', () => {
  it('staff idle for 30 minutes are signed out; a customer idle as long is not', async () => {
    const member = await colleague(['auditor']);
    const customer = await registerAndActivate(t);
    const read = (apiKey: string) => t.call(CustomerPath.listCustomers, {}, { apiKey });
    t.clock.advance(29 * MINUTE_MS);
    expect((await read(member.apiKey)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE_MS);
    expect((await read(member.apiKey)).statusCode).toBe(401);
    expect(
      (
        await t.call(
          'webuserset/getUserInfo',
          { id: customer.userId, companyId: COMPANY_ID },
          { apiKey: customer.apiKey },
        )
      ).statusCode,
    ).toBe(200);
  });

  it("a staff member's sessions list shows only the sessions within the staff idle time", async () => {
    const member = await colleague(['auditor']);
    const second = (await login(t, member.email, PASSWORD)).json().validateMap.apiKey as string;
    t.clock.advance(20 * MINUTE_MS);
    expect((await t.call(CustomerPath.listCustomers, {}, { apiKey: second })).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE_MS);
    const sessions = (await t.call('webuser/listSessions', {}, { apiKey: second })).json().data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });
});
