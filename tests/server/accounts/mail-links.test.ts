import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { buildApp } from '../../../server/app.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { TEST_PUBLIC_BASE_URL } from '../support/test-app.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  freshEmail,
  freshIp,
  lastLinkTo,
  login,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

let t: AccountsApp;
beforeAll(async () => {
  // Uses the demo accounts and reads the dev mailbox, both of which exist in demo mode only.
  t = await startAccountsApp({ demoMode: true });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const register = (email: string, extra: Record<string, unknown> = {}, options = {}) =>
  t.call(
    AccountPath.webregister,
    {
      email,
      password: 'abc12345',
      nameEn: 'Ada Lovelace',
      companyId: COMPANY_ID,
      sendMailFlag: 2,
      webFlag: 2,
      ...extra,
    },
    options,
  );
const sendMail = (email: string, sendMailFlag: 1 | 2, extra: Record<string, unknown> = {}, options = {}) =>
  t.call(
    AccountPath.forgetOrRegistSendMail,
    { email, companyId: COMPANY_ID, sendMailFlag, webFlag: 2, ...extra },
    options,
  );
const decode = (token: string, sendMailFlag: 1 | 2, companyId = COMPANY_ID) =>
  t.call(AccountPath.forgetPasswordDecryptToken, { token, sendMailFlag, webFlag: 2, companyId });
const changePassword = (body: Record<string, unknown>) =>
  t.call(AccountPath.forgetPassWordUpdateUser, { companyId: COMPANY_ID, webFlag: 2, ...body });
const mailsTo = async (email: string) => (await t.outbox()).filter((entry) => entry.to === email);

/** The .eml body is quoted-printable where lines are long; undo it to read the link. */
const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Reset link opened: answers the grant. */
const resetGrant = async (email: string): Promise<string> => {
  await sendMail(email, 1);
  const { token } = await lastLinkTo(t, email);
  return (await decode(token, 1)).json().validateMap.grant;
};

describe(`POST /api/${AccountPath.webregister}`, () => {
  it('spec §7 webregister: creates an inactive account and mails an activation link (code 1, Successful mail delivery)', async () => {
    const email = freshEmail('register');
    const response = await register(email.toUpperCase());
    expect(response.json()).toEqual({ code: '1', message: 'Successful mail delivery' });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      active: 0,
      certificationStatus: 1,
      userType: 1,
      nameEn: 'Ada Lovelace',
      companyId: 1,
    });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Activate your account');
    expect(mail?.text).toContain('Dear Ada Lovelace,');
  });

  it('spec §4 activation link: the outbox .eml carries a PUBLIC_BASE_URL link, never the request Host', async () => {
    const email = freshEmail('host');
    await register(email, {}, { host: 'evil.example.net' });
    const { url, flag, token } = await lastLinkTo(t, email);
    expect(url.origin).toBe(TEST_PUBLIC_BASE_URL);
    expect(url.pathname).toBe('/index');
    expect(flag).toBe(2);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await mailsTo(email);
    const eml = decodeQuotedPrintable(await readFile(path.join(t.outboxDir, `${mail?.id}.eml`), 'utf8'));
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain(`${TEST_PUBLIC_BASE_URL}/index?sendFlag=2&token=${token}`);
    expect(eml).not.toContain('evil.example.net');
  });

  it('spec §1 web flag 1: the activation mail is in Chinese', async () => {
    const email = freshEmail('cn');
    await register(email, { webFlag: 1, nameEn: '张三' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('请激活您的账号');
    expect(mail?.text).toContain('张三，您好');
  });

  it('pre-account hijacking: registering a never-activated address again keeps the first password and name, answers as a first registration and re-sends the activation', async () => {
    const email = freshEmail('again');
    const first = await register(email, { password: 'first111', nameEn: 'First' });
    const firstLink = await lastLinkTo(t, email);
    const again = await register(email, { password: 'second222', nameEn: 'Second' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Activate your account');
    expect(mails[1]?.text).toContain('Dear First,');
    // Only the newest link works, and it activates the first registration's credentials.
    const secondLink = await lastLinkTo(t, email);
    expect((await decode(firstLink.token, 2)).json().code).toBe('0');
    expect((await decode(secondLink.token, 2)).json()).toMatchObject({
      code: '1',
      validateMap: { nameEn: 'First' },
    });
    expect((await login(t, email, 'second222')).json().code).toBe('0');
    expect((await login(t, email, 'first111')).json().code).toBe('1');
  });

  it.each([
    ['abcdef', '6 to 18 characters with letters and numbers'],
    ['123456', '6 to 18 characters with letters and numbers'],
    ['abc12', '6 to 18 characters with letters and numbers'],
    ['abc12345678901234567', '6 to 18 characters with letters and numbers'],
  ])('spec §5 Register: password %j breaks the password rule (HTTP 400)', async (password, message) => {
    const response = await register(freshEmail(), { password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message });
  });

  it.each([
    [{ password: 'a1'.repeat(13) }, 'password must be at most 25 characters long'],
    [{ nameEn: 'n'.repeat(61) }, 'nameEn must be at most 60 characters long'],
    [{ nameEn: undefined }, 'nameEn is required'],
    [{ nameEn: '   ' }, 'This field is required'],
    [{ sendMailFlag: 1 }, 'sendMailFlag must be one of 2'],
  ])('spec §5 Register: rejects %j with HTTP 400', async (extra, message) => {
    const response = await register(freshEmail(), extra);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message });
  });

  it('answers an unknown company with code 404 and mails nothing', async () => {
    const email = freshEmail();
    expect((await register(email, { companyId: 42 })).json().code).toBe('404');
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe(`POST /api/${AccountPath.forgetOrRegistSendMail}`, () => {
  it('spec §7 reset (flag 1): mails a reset link with sendFlag=1', async () => {
    const { email } = await registerAndActivate(t);
    const response = await sendMail(email, 1);
    expect(response.json()).toEqual({ code: '1', message: 'Successful mail delivery' });
    const { flag, url } = await lastLinkTo(t, email);
    expect(flag).toBe(1);
    expect(url.origin).toBe(TEST_PUBLIC_BASE_URL);
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Reset your password');
  });

  it('no enumeration: an unknown address gets the same answer and no mail', async () => {
    const known = await registerAndActivate(t);
    const unknown = freshEmail('unknown');
    const a = await sendMail(known.email, 1);
    const b = await sendMail(unknown, 1);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('spec §4 expired notice: flag 2 resends the activation of an inactive account, greeting with nameEn', async () => {
    const email = freshEmail('resend');
    await register(email);
    const response = await sendMail(email, 2, { nameEn: 'Grace Hopper' });
    expect(response.json().code).toBe('1');
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Dear Grace Hopper,');
    expect((await lastLinkTo(t, email)).flag).toBe(2);
  });

  it('flag 2 for an active or unknown account answers the same and mails nothing', async () => {
    const { email } = await registerAndActivate(t);
    const before = (await mailsTo(email)).length;
    expect((await sendMail(email, 2)).json().code).toBe('1');
    expect((await sendMail(freshEmail(), 2)).json().code).toBe('1');
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it('rate limit: the 4th mail to one address within an hour gets HTTP 429 (also for unknown addresses)', async () => {
    const email = freshEmail('limit');
    for (let mail = 0; mail < 3; mail += 1) expect((await sendMail(email, 1)).json().code).toBe('1');
    const blocked = await sendMail(email, 1);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: '429',
      message: 'Too many emails requested; please try again later',
    });
    t.clock.advance(HOUR);
    expect((await sendMail(email, 1)).json().code).toBe('1');
  });

  it('rate limit: the 21st mail request from one IP within an hour gets HTTP 429 in Chinese', async () => {
    const ip = freshIp();
    for (let mail = 0; mail < 20; mail += 1) {
      expect((await sendMail(freshEmail(), 1, {}, { ip })).json().code).toBe('1');
    }
    const blocked = await sendMail(freshEmail(), 1, {}, { ip, language: 'cn' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: '429', message: '邮件发送过于频繁，请稍后再试' });
  });

  it('rejects a bad sendMailFlag with HTTP 400', async () => {
    const response = await sendMail(freshEmail(), 3 as 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'sendMailFlag must be one of 1 | 2' });
  });
});

describe(`POST /api/${AccountPath.forgetPasswordDecryptToken}`, () => {
  it('spec §4 activation (flag 2): activates, logs in and answers validateMap with apiKey and email', async () => {
    const email = freshEmail('activate');
    await register(email);
    const { token } = await lastLinkTo(t, email);
    const response = await decode(token, 2);
    const body = response.json();
    expect(body).toMatchObject({
      code: '1',
      validateMap: { email, nameEn: 'Ada Lovelace', certificationStatus: 1 },
    });
    expect(body.validateMap.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await t.call(
      AccountPath.getUserInfo,
      { id: body.validateMap.userId, companyId: COMPANY_ID },
      { apiKey: body.validateMap.apiKey },
    );
    expect(info.json().data.email).toBe(email);
  });

  it('a used activation link answers a failure code with a clear message', async () => {
    const email = freshEmail('reuse');
    await register(email);
    const { token } = await lastLinkTo(t, email);
    expect((await decode(token, 2)).json().code).toBe('1');
    expect((await decode(token, 2)).json()).toEqual({
      code: '0',
      message: 'This link is invalid or has already been used',
    });
  });

  it('spec §8 Password-reset decode: code 2 on an expired activation link saves email and English name', async () => {
    const email = freshEmail('expired');
    await register(email);
    const { token } = await lastLinkTo(t, email);
    t.clock.advance(24 * HOUR);
    expect((await decode(token, 2)).json()).toEqual({
      code: '2',
      message: 'Sorry, your activated email has expired',
      validateMap: { email, nameEn: 'Ada Lovelace' },
    });
  });

  it('the activation link still works just before 24 hours', async () => {
    const email = freshEmail('in-time');
    await register(email);
    const { token } = await lastLinkTo(t, email);
    t.clock.advance(24 * HOUR - 5 * MINUTE);
    expect((await decode(token, 2)).json().code).toBe('1');
  });

  it('spec §4 reset (flag 1): does not log in; answers email, nameEn and a grant', async () => {
    const { email } = await registerAndActivate(t);
    await sendMail(email, 1);
    const { token } = await lastLinkTo(t, email);
    const body = (await decode(token, 1)).json();
    expect(body.code).toBe('1');
    expect(body.validateMap).toEqual({
      email,
      nameEn: 'Test User',
      grant: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(body.validateMap.apiKey).toBeUndefined();
  });

  it('spec §8 Password-reset decode: code 2 on a reset link older than 30 minutes', async () => {
    const { email } = await registerAndActivate(t);
    await sendMail(email, 1);
    const { token } = await lastLinkTo(t, email);
    t.clock.advance(30 * MINUTE);
    expect((await decode(token, 1)).json()).toEqual({
      code: '2',
      message: 'This password-reset link has expired; please request a new one',
      validateMap: { email, nameEn: 'Test User' },
    });
  });

  it('an unknown token, a token under the other flag or another company answer code 0', async () => {
    const email = freshEmail('mixed');
    await register(email);
    const { token } = await lastLinkTo(t, email);
    expect((await decode('x'.repeat(43), 2)).json().code).toBe('0');
    expect((await decode(token, 1)).json().code).toBe('0');
    expect((await decode(token, 2, 2)).json().code).toBe('0');
    expect((await decode(token, 2)).json().code).toBe('1');
  });

  it('a newer reset mail retires the older link', async () => {
    const { email } = await registerAndActivate(t);
    await sendMail(email, 1);
    const older = await lastLinkTo(t, email);
    await sendMail(email, 1);
    // The newer link is issued, and the older one retired, when the newer mail goes out.
    const newer = await lastLinkTo(t, email);
    expect((await decode(older.token, 1)).json().code).toBe('0');
    expect((await decode(newer.token, 1)).json().code).toBe('1');
  });

  it('rejects a missing token with HTTP 400', async () => {
    const response = await t.call(AccountPath.forgetPasswordDecryptToken, {
      sendMailFlag: 1,
      webFlag: 2,
      companyId: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'token is required' });
  });
});

describe(`POST /api/${AccountPath.forgetPassWordUpdateUser}`, () => {
  it('spec §4 change password: with the grant sets the password and revokes every session of the user', async () => {
    const { email, password, apiKey, userId } = await registerAndActivate(t);
    const second = (await login(t, email, password)).json().validateMap.apiKey;
    const grant = await resetGrant(email);
    const response = await changePassword({ email, password: 'newpass99', grant });
    expect(response.json()).toEqual({ code: '1', message: 'Successful password modification' });
    for (const key of [apiKey, second]) {
      const info = await t.call(
        AccountPath.getUserInfo,
        { id: userId, companyId: COMPANY_ID },
        { apiKey: key },
      );
      expect(info.json().code).toBe('401');
    }
    expect((await login(t, email, password)).json().code).toBe('0');
    expect((await login(t, email, 'newpass99')).json().code).toBe('1');
  });

  it('the grant works once', async () => {
    const { email } = await registerAndActivate(t);
    const grant = await resetGrant(email);
    expect((await changePassword({ email, password: 'newpass11', grant })).json().code).toBe('1');
    expect((await changePassword({ email, password: 'newpass22', grant })).json()).toEqual({
      code: '0',
      message: 'The password-reset permission has expired or was used; please request a new reset email',
    });
    expect((await login(t, email, 'newpass11')).json().code).toBe('1');
  });

  it('the grant expires after 30 minutes', async () => {
    const { email } = await registerAndActivate(t);
    const grant = await resetGrant(email);
    t.clock.advance(30 * MINUTE);
    expect((await changePassword({ email, password: 'newpass33', grant })).json().code).toBe('0');
  });

  it("the spec's body without a grant cannot set anyone's password (HTTP 400)", async () => {
    const { email, password } = DEMO_ACCOUNTS.uncertified;
    const response = await changePassword({ email, password: 'hijack123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'grant is required' });
    expect((await login(t, email, password)).json().code).toBe('1');
  });

  it("a grant for one address cannot change another address's password", async () => {
    const victim = await registerAndActivate(t);
    const attacker = await registerAndActivate(t);
    const grant = await resetGrant(attacker.email);
    expect((await changePassword({ email: victim.email, password: 'hijack123', grant })).json().code).toBe(
      '0',
    );
    expect((await login(t, victim.email, victim.password)).json().code).toBe('1');
  });

  it('spec §5 Change password: the new password follows the password rule (HTTP 400)', async () => {
    const { email } = await registerAndActivate(t);
    const grant = await resetGrant(email);
    const response = await changePassword({ email, password: 'onlyletters', grant });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('6 to 18 characters with letters and numbers');
    // A refused password does not use up the grant.
    expect((await changePassword({ email, password: 'letters123', grant })).json().code).toBe('1');
  });

  it('a reset of a never-activated account activates it (the mail proved the address)', async () => {
    const email = freshEmail('reset-inactive');
    await register(email);
    const grant = await resetGrant(email);
    expect((await changePassword({ email, password: 'fresh1234', grant })).json().code).toBe('1');
    expect((await login(t, email, 'fresh1234')).json().code).toBe('1');
  });
});

describe('GET /dev/mailbox (outbox mode)', () => {
  it('lists the messages newest first with subject, recipient and time, and shows each message with its link', async () => {
    const older = freshEmail('box-old');
    const newer = freshEmail('box-new');
    await register(older);
    await register(newer);
    await t.app.mailQueue.drain();
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf(newer)).toBeGreaterThan(-1);
    expect(page.body.indexOf(newer)).toBeLessThan(page.body.indexOf(older));
    expect(page.body).toContain('Activate your account');
    const [mail] = await mailsTo(newer);
    expect(page.body).toContain(`/dev/mailbox/${mail?.id}`);
    const message = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail?.id}` });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain(mail?.links[0]?.replace(/&/g, '&#38;'));
    expect(message.body).toContain(mail?.sentAt);
  });

  it('answers 404 for an unknown or path-like message id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox/20260101T000000000Z-00000000' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/..%2F..%2Fportal' })).statusCode).toBe(
      404,
    );
  });

  it('is not served when mail goes out through SMTP, even in demo mode', async () => {
    const app = await buildApp({
      config: {
        staticDir: path.join(t.database.dir, 'no-build'),
        smtpUrl: 'smtp://127.0.0.1:2525',
        demoMode: true,
      },
      db: t.db,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('writes one .eml file per message', async () => {
    await t.app.mailQueue.drain();
    const before = (await readdir(t.outboxDir)).filter((name) => name.endsWith('.eml')).length;
    await register(freshEmail('eml'));
    await t.app.mailQueue.drain();
    expect((await readdir(t.outboxDir)).filter((name) => name.endsWith('.eml'))).toHaveLength(before + 1);
  });
});
