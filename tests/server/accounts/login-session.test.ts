import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../server/services/accounts/session-service.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  encryptPassword,
  freshIp,
  login,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

let t: AccountsApp;
beforeAll(async () => {
  // Signs in as the demo accounts, which exist in demo mode only.
  t = await startAccountsApp({ demoMode: true });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const userInfo = (apiKey: string | undefined, id: number) =>
  t.call(AccountPath.getUserInfo, { id, companyId: COMPANY_ID }, apiKey === undefined ? {} : { apiKey });

describe(`POST /api/${AccountPath.weblogin}`, () => {
  it('spec §3 Login result: a demo account logs in with the AES-encrypted password and gets the validateMap', async () => {
    const { email, password } = DEMO_ACCOUNTS.certified;
    const response = await login(t, email, password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: '1', message: 'Success' });
    expect(body.validateMap).toEqual({
      userId: expect.any(Number),
      nameCn: '陈晓明',
      nickName: 'Xiaoming',
      nameEn: 'Chen Xiaoming',
      apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      headPic: '',
      userType: 1,
      staffRoles: [],
      certificationStatus: 3,
      customerType: 1,
      phone: '13800000001',
    });
  });

  it('spec §7 weblogin: the email is matched case-insensitively', async () => {
    const response = await login(t, DEMO_ACCOUNTS.staff.email.toUpperCase(), DEMO_ACCOUNTS.staff.password);
    expect(response.json()).toMatchObject({ code: '1', validateMap: { userType: 2 } });
  });

  it('spec §8 login errors: unknown email and wrong password get the same generic failure', async () => {
    const wrong = await login(t, DEMO_ACCOUNTS.uncertified.email, 'Wrong1234');
    const unknown = await login(t, 'nobody@example.com', 'Wrong1234');
    expect(wrong.json()).toEqual({ code: '0', message: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('spec §7 weblogin: a password not encrypted with the shared key is refused like a wrong one', async () => {
    const plain = await t.call(AccountPath.weblogin, {
      email: DEMO_ACCOUNTS.uncertified.email,
      password: DEMO_ACCOUNTS.uncertified.password,
      companyId: COMPANY_ID,
      webFlag: 2,
    });
    const otherKey = await t.call(AccountPath.weblogin, {
      email: DEMO_ACCOUNTS.uncertified.email,
      password: encryptPassword(DEMO_ACCOUNTS.uncertified.password, 'another key'),
      companyId: COMPANY_ID,
      webFlag: 2,
    });
    expect(plain.json()).toEqual({ code: '0', message: 'Incorrect email or password' });
    expect(otherKey.json().code).toBe('0');
  });

  it('spec §7 weblogin: an account not yet activated learns so only after the right password', async () => {
    const email = 'inactive.login@example.com';
    await t.call(AccountPath.webregister, {
      email,
      password: 'abc12345',
      nameEn: 'Inactive',
      companyId: COMPANY_ID,
      sendMailFlag: 2,
      webFlag: 2,
    });
    expect((await login(t, email, 'wrong999')).json().message).toBe('Incorrect email or password');
    expect((await login(t, email, 'abc12345')).json()).toEqual({
      code: '0',
      message: 'Please activate your account with the link in the activation email first',
    });
  });

  it('answers Chinese messages without Accept-Language en', async () => {
    const response = await t.call(
      AccountPath.weblogin,
      { email: 'nobody@example.com', password: encryptPassword('x1'), companyId: COMPANY_ID, webFlag: 2 },
      { language: 'cn' },
    );
    expect(response.json()).toEqual({ code: '0', message: '邮箱或密码错误' });
  });

  it('answers an unknown company with code 404', async () => {
    const response = await t.call(AccountPath.weblogin, {
      email: DEMO_ACCOUNTS.certified.email,
      password: encryptPassword(DEMO_ACCOUNTS.certified.password),
      companyId: 99,
      webFlag: 2,
    });
    expect(response.json()).toEqual({ code: '404', message: 'No such company' });
  });

  it.each([
    [{ password: 'x', companyId: 1, webFlag: 2 }, 'email is required'],
    [{ email: 'not-an-email', password: 'x', companyId: 1, webFlag: 2 }, 'email is invalid'],
    [{ email: 'a@example.com', companyId: 1, webFlag: 2 }, 'password is required'],
    [{ email: 'a@example.com', password: 'x', companyId: 1, webFlag: 3 }, 'webFlag must be one of 1 | 2'],
    [
      { email: `${'a'.repeat(61)}@x.com`, password: 'x', companyId: 1, webFlag: 2 },
      'email must be at most 60 characters long',
    ],
  ])('spec §5 Email/Login: rejects %j with HTTP 400 naming the field', async (body, message) => {
    const response = await t.call(AccountPath.weblogin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message });
  });

  it('rate limit: the 6th attempt on one account within 15 minutes gets HTTP 429, even with the right password', async () => {
    const { email, password } = await registerAndActivate(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(t, email, 'wrong999')).json().code).toBe('0');
    }
    const blocked = await login(t, email, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: '429',
      message: 'Too many failed login attempts; please try again in 15 minutes',
    });
    t.clock.advance(15 * MINUTE);
    expect((await login(t, email, password)).json().code).toBe('1');
  });

  it('rate limit: 30 failures from one IP block that IP for every account, not other IPs', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login(t, `spray${attempt}@example.com`, 'wrong999', ip);
    }
    const { email, password } = DEMO_ACCOUNTS.uncertified;
    const blocked = await login(t, email, password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('429');
    expect((await login(t, email, password)).json().code).toBe('1');
  });
});

describe('sessions (the apiKey in the Authorization header)', () => {
  it('spec §7 getUserInfo: the session reads its own user info; customers have no menu permissions', async () => {
    const { email, password } = DEMO_ACCOUNTS.certified;
    const { validateMap } = (await login(t, email, password)).json();
    const response = await userInfo(validateMap.apiKey, validateMap.userId);
    expect(response.json()).toMatchObject({ code: '1' });
    expect(response.json().data).toEqual({
      id: validateMap.userId,
      companyId: 1,
      nameCn: '陈晓明',
      nameEn: 'Chen Xiaoming',
      nickname: 'Xiaoming',
      companyName: '上海海鸿国际物流有限公司',
      companyNameId: 1,
      companyPosition: '物流经理',
      email,
      qq: '10000001',
      mobile: '13800000001',
      headPic: '',
      userType: 1,
      staffRoles: [],
      certificationStatus: 3,
      customerType: 1,
      certificationReason: '',
      certificationEmail: 'certified@demo.example.com',
      tMpMenus: [],
    });
  });

  it('spec §6 Staff: user info of staff carries the menu permission list', async () => {
    const { validateMap } = (await login(t, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password)).json();
    const { data } = (await userInfo(validateMap.apiKey, validateMap.userId)).json();
    expect(data.userType).toBe(2);
    expect(data.tMpMenus).toEqual([
      { code: 'certificationReview', nameCn: '认证审核', nameEn: 'Certification review' },
    ]);
  });

  it('getUserInfo of another user answers 403', async () => {
    const me = await registerAndActivate(t);
    const other = await registerAndActivate(t);
    const response = await userInfo(me.apiKey, other.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: '403', message: 'You are not allowed to do this' });
  });

  it('getUserInfo without a session, or with an unknown apiKey, answers 401', async () => {
    const none = await userInfo(undefined, 1);
    const unknown = await userInfo('not-a-session', 1);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: '401', message: 'Please log in first' });
    expect(unknown.json().code).toBe('401');
  });

  it('spec §9 cookie expiry 2 (days): a session idle for 2 days expires', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    t.clock.advance(SESSION_IDLE_MS - 10 * MINUTE);
    expect((await userInfo(apiKey, userId)).json().code).toBe('1');
    // The use above restarted the idle window.
    t.clock.advance(SESSION_IDLE_MS - 10 * MINUTE);
    expect((await userInfo(apiKey, userId)).json().code).toBe('1');
    t.clock.advance(SESSION_IDLE_MS);
    expect((await userInfo(apiKey, userId)).json().code).toBe('401');
  });

  it('a session in daily use still ends 14 days after login', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    const day = SESSION_ABSOLUTE_MS / 14;
    for (let used = 1; used < 14; used += 1) {
      t.clock.advance(day);
      expect((await userInfo(apiKey, userId)).json().code).toBe('1');
    }
    t.clock.advance(day);
    expect((await userInfo(apiKey, userId)).json().code).toBe('401');
  });

  it('last_seen is written at most once a minute', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    const lastSeen = async () =>
      (
        await t.db
          .selectFrom('sessions')
          .select('lastSeenAt')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).lastSeenAt;
    const first = await lastSeen();
    await userInfo(apiKey, userId);
    expect(await lastSeen()).toBe(first);
    t.clock.advance(MINUTE);
    await userInfo(apiKey, userId);
    expect(await lastSeen()).not.toBe(first);
  });

  it('stores only the SHA-256 of the apiKey', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    const rows = await t.db.selectFrom('sessions').selectAll().where('userId', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(apiKey);
  });
});

describe(`POST /api/${AccountPath.webloginOut}`, () => {
  it('spec §4 Logout: revokes the session (code 1), after which it answers 401; other sessions stay', async () => {
    const { email, password, apiKey, userId } = await registerAndActivate(t);
    const second = (await login(t, email, password)).json().validateMap.apiKey;
    const response = await t.call(AccountPath.webloginOut, {}, { apiKey });
    expect(response.json()).toEqual({ code: '1', message: 'Logged out' });
    expect((await userInfo(apiKey, userId)).json().code).toBe('401');
    expect((await userInfo(second, userId)).json().code).toBe('1');
  });

  it('spec §4 Logout: answers code 1 without or with a stale session too', async () => {
    expect((await t.call(AccountPath.webloginOut, {})).json().code).toBe('1');
    expect((await t.call(AccountPath.webloginOut, {}, { apiKey: 'gone' })).json().code).toBe('1');
  });

  it('needs a JSON object body', async () => {
    const response = await t.call(AccountPath.webloginOut, []);
    expect(response.statusCode).toBe(400);
  });
});
