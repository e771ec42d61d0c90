/** The workspace profile: updateProfile, changePassword (old password), listSessions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { CertificationStatus } from '../../../domain/constants.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  freshIp,
  login,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

let t: AccountsApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

const profile = (extra: Record<string, unknown> = {}) => ({
  nameCn: '李雷',
  nameEn: 'Li Lei',
  nickname: 'lilei',
  companyName: 'Analytical Engines Ltd',
  companyPosition: 'Engineer',
  qq: '123456',
  mobile: '+8613800000000',
  ...extra,
});
const userRow = (userId: number) =>
  t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
const setStatus = (userId: number, status: number) =>
  t.db.updateTable('users').set({ certificationStatus: status }).where('id', '=', userId).execute();
const userInfo = (apiKey: string, id: number) =>
  t.call(AccountPath.getUserInfo, { id, companyId: COMPANY_ID }, { apiKey });

describe(`POST /api/${AccountPath.updateProfile}`, () => {
  it('needs a session (HTTP 401), in both languages', async () => {
    const en = await t.call(AccountPath.updateProfile, profile());
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ code: '401', message: 'Please log in first' });
    expect((await t.call(AccountPath.updateProfile, profile(), { language: 'cn' })).json().message).toBe(
      '请先登录',
    );
  });

  it("saves the session's user's fields only, trimmed, and keeps the certification status (spec §4)", async () => {
    const me = await registerAndActivate(t);
    const other = await registerAndActivate(t);
    const response = await t.call(AccountPath.updateProfile, profile({ nickname: '  lilei  ' }), {
      apiKey: me.apiKey,
    });
    expect(response.json()).toMatchObject({
      code: '1',
      message: 'Your profile was saved',
      data: { id: me.userId, nickname: 'lilei', mobile: '+8613800000000', certificationStatus: 1 },
    });
    const mine = await userRow(me.userId);
    expect(mine).toMatchObject({ nameCn: '李雷', qq: '123456', certificationStatus: 1 });
    expect(await userRow(other.userId)).toMatchObject({ nameEn: 'Test User', nickname: '', mobile: '' });
  });

  it.each([
    ['mobile', 'abc', 'Invalid mobile number', '手机号码格式不正确'],
    ['mobile', `+${'1'.repeat(21)}`, 'Invalid mobile number', '手机号码格式不正确'],
    ['nameEn', 'x'.repeat(61), 'Too many characters', '字符数超出限制'],
    ['qq', '12ab', 'Please enter an integer', '请输入整数'],
  ])(
    'spec §5: a bad %s (%s) is refused with the rule message in both languages',
    async (field, value, en, cn) => {
      const me = await registerAndActivate(t);
      const body = profile({ [field]: value });
      const english = await t.call(AccountPath.updateProfile, body, { apiKey: me.apiKey });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ code: '400', message: en, field });
      const chinese = await t.call(AccountPath.updateProfile, body, { apiKey: me.apiKey, language: 'cn' });
      expect(chinese.json()).toEqual({ code: '400', message: cn, field });
      expect((await userRow(me.userId)).nameCn).toBe('');
    },
  );

  it('spec §5: the mobile rule takes an optional plus and up to 20 digits', async () => {
    const me = await registerAndActivate(t);
    const response = await t.call(AccountPath.updateProfile, profile({ mobile: `+${'9'.repeat(20)}` }), {
      apiKey: me.apiKey,
    });
    expect(response.json().code).toBe('1');
  });

  it.each([CertificationStatus.inAuthentication, CertificationStatus.certified])(
    'status %i: contact fields save, the reviewed fields are refused and the status stays',
    async (status) => {
      const me = await registerAndActivate(t);
      await t.call(AccountPath.updateProfile, profile(), { apiKey: me.apiKey });
      await setStatus(me.userId, status);
      const contact = await t.call(AccountPath.updateProfile, profile({ mobile: '12345', qq: '' }), {
        apiKey: me.apiKey,
      });
      expect(contact.json().code).toBe('1');
      const renamed = await t.call(AccountPath.updateProfile, profile({ companyName: 'Other Ltd' }), {
        apiKey: me.apiKey,
        language: 'cn',
      });
      expect(renamed.json()).toEqual({
        code: '0',
        message: '认证审核中或已通过认证，姓名、公司和职务需重新认证后才能修改',
      });
      expect(await userRow(me.userId)).toMatchObject({
        companyName: 'Analytical Engines Ltd',
        mobile: '12345',
        certificationStatus: status,
      });
    },
  );

  it.each([CertificationStatus.inAuthentication, CertificationStatus.certified])(
    'status %i: an empty Chinese name may be filled (spec §3 userName), then it is locked like the other reviewed fields',
    async (status) => {
      // Certified through the English form (spec §4): an English name, no Chinese name, no nickname.
      const me = await registerAndActivate(t);
      await t.call(AccountPath.updateProfile, profile({ nameCn: '', nickname: '' }), { apiKey: me.apiKey });
      await setStatus(me.userId, status);
      const filled = await t.call(
        AccountPath.updateProfile,
        profile({ nameCn: ' 李雷 ', nickname: 'lilei' }),
        {
          apiKey: me.apiKey,
        },
      );
      expect(filled.json()).toMatchObject({
        code: '1',
        data: { nameCn: '李雷', nickname: 'lilei', certificationStatus: status },
      });
      const renamed = await t.call(AccountPath.updateProfile, profile({ nameCn: '韩梅梅' }), {
        apiKey: me.apiKey,
        language: 'cn',
      });
      expect(renamed.json()).toEqual({
        code: '0',
        message: '认证审核中或已通过认证，姓名、公司和职务需重新认证后才能修改',
      });
      expect(await userRow(me.userId)).toMatchObject({ nameCn: '李雷', certificationStatus: status });
    },
  );

  it('status 3: filling the Chinese name does not let another reviewed field change with it', async () => {
    const me = await registerAndActivate(t);
    await t.call(AccountPath.updateProfile, profile({ nameCn: '' }), { apiKey: me.apiKey });
    await setStatus(me.userId, CertificationStatus.certified);
    const both = await t.call(AccountPath.updateProfile, profile({ companyName: 'Other Ltd' }), {
      apiKey: me.apiKey,
    });
    expect(both.json().code).toBe('0');
    expect(await userRow(me.userId)).toMatchObject({ nameCn: '', companyName: 'Analytical Engines Ltd' });
  });

  it('status 4 (refused): the reviewed fields may change, the status stays 4 until a resubmit', async () => {
    const me = await registerAndActivate(t);
    await setStatus(me.userId, CertificationStatus.neededAgain);
    const response = await t.call(AccountPath.updateProfile, profile({ companyName: 'New Ltd' }), {
      apiKey: me.apiKey,
    });
    expect(response.json().code).toBe('1');
    expect(await userRow(me.userId)).toMatchObject({
      companyName: 'New Ltd',
      companyNameId: null,
      certificationStatus: 4,
    });
  });
});

describe(`POST /api/${AccountPath.changePassword}`, () => {
  const change = (apiKey: string | undefined, body: Record<string, unknown>, language: 'en' | 'cn' = 'en') =>
    t.call(
      AccountPath.changePassword,
      { webFlag: 2, ...body },
      apiKey === undefined ? { language } : { apiKey, language },
    );

  it('needs a session (HTTP 401)', async () => {
    const response = await change(undefined, { oldPassword: 'abc12345', password: 'new12345' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '401', message: 'Please log in first' });
  });

  it('spec §5: the new password follows the password rule, in both languages', async () => {
    const me = await registerAndActivate(t);
    const en = await change(me.apiKey, { oldPassword: me.password, password: 'short' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: '400', message: '6 to 18 characters with letters and numbers' });
    const cn = await change(me.apiKey, { oldPassword: me.password, password: 'lettersonly' }, 'cn');
    expect(cn.json()).toEqual({
      code: '400',
      message: '密码为 6 到 18 位字母和数字的组合，须同时包含字母和数字',
    });
  });

  it('a wrong old password is refused, counted with the login attempts, and the limit stops the right one', async () => {
    const me = await registerAndActivate(t);
    const wrong = await change(me.apiKey, { oldPassword: 'wrong1234', password: 'new12345' });
    expect(wrong.json()).toEqual({ code: '0', message: 'The current password is incorrect' });
    const cn = await change(me.apiKey, { oldPassword: 'wrong1234', password: 'new12345' }, 'cn');
    expect(cn.json()).toEqual({ code: '0', message: '原密码不正确' });
    for (let attempt = 2; attempt < 5; attempt += 1)
      await change(me.apiKey, { oldPassword: 'wrong1234', password: 'new12345' });
    const limited = await change(me.apiKey, { oldPassword: me.password, password: 'new12345' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('429');
    // The same counter as the login form: a password guesser gains nothing by switching.
    expect((await login(t, me.email, me.password)).json().code).toBe('429');
    expect((await login(t, me.email, 'new12345')).statusCode).toBe(429);
  });

  it("changes the password, ends the user's other sessions, keeps this one, and mails the owner", async () => {
    const me = await registerAndActivate(t);
    const other = await registerAndActivate(t);
    const second = (await login(t, me.email, me.password, freshIp())).json().validateMap.apiKey;
    const mailsBefore = (await t.outbox()).filter((mail) => mail.to === me.email).length;
    const response = await change(me.apiKey, { oldPassword: me.password, password: 'new12345' });
    expect(response.json()).toEqual({ code: '1', message: 'Successful password modification' });
    expect((await userInfo(me.apiKey, me.userId)).json().code).toBe('1');
    expect((await userInfo(second, me.userId)).json().code).toBe('401');
    expect((await userInfo(other.apiKey, other.userId)).json().code).toBe('1');
    expect((await login(t, me.email, me.password)).json().code).toBe('0');
    expect((await login(t, me.email, 'new12345')).json().code).toBe('1');
    const mails = (await t.outbox()).filter((mail) => mail.to === me.email);
    expect(mails).toHaveLength(mailsBefore + 1);
  });
});

describe(`POST /api/${AccountPath.listSessions}`, () => {
  it('needs a session (HTTP 401)', async () => {
    const response = await t.call(AccountPath.listSessions, {}, { language: 'cn' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '401', message: '请先登录' });
  });

  it("answers the user's own live sessions, newest first, marks this one, and never a secret", async () => {
    const me = await registerAndActivate(t);
    await registerAndActivate(t);
    const second = (await login(t, me.email, me.password)).json().validateMap.apiKey;
    const response = await t.call(AccountPath.listSessions, {}, { apiKey: me.apiKey });
    const { code, data } = response.json();
    expect(code).toBe('1');
    expect(data).toHaveLength(2);
    expect(data.map((session: { current: boolean }) => session.current)).toEqual([false, true]);
    expect(Object.keys(data[0]).sort()).toEqual([
      'browser',
      'createdAt',
      'current',
      'expiresAt',
      'ipPrefix',
      'lastSeenAt',
      'system',
    ]);
    const stored = await t.db
      .selectFrom('sessions')
      .select('tokenHash')
      .where('userId', '=', me.userId)
      .execute();
    for (const secret of [me.apiKey, second, ...stored.map((row) => row.tokenHash)])
      expect(response.body).not.toContain(secret);
  });

  it('"log out everywhere" empties it: the key that listed is refused afterwards', async () => {
    const me = await registerAndActivate(t);
    await t.call(AccountPath.logoutEverywhere, {}, { apiKey: me.apiKey });
    expect((await t.call(AccountPath.listSessions, {}, { apiKey: me.apiKey })).statusCode).toBe(401);
  });
});
