import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMailFlag } from '../../../domain/api/accounts.ts';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { StaffRole } from '../../../domain/permissions.ts';
import { hashPassword } from '../../../server/services/accounts/password-hash.ts';
import {
  CHALLENGE_ATTEMPTS,
  CHALLENGE_TTL_MS,
} from '../../../server/services/accounts/second-factor-service.ts';
import { newSecret } from '../../../server/services/accounts/secrets.ts';
import { signIn } from '../support/tenants.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  FAST_SCRYPT,
  freshEmail,
  lastLinkTo,
  login,
  loginWithSecondFactor,
  registerAndActivate,
  startAccountsApp,
  totpCode,
} from './support.ts';

const issued: string[] = [];
let t: AccountsApp;
beforeAll(async () => {
  // Every secret the server issues, in order: a QR ticket's scan code is otherwise only in its picture.
  t = await startAccountsApp({
    issueSecret: () => {
      const secret = newSecret();
      issued.push(secret);
      return secret;
    },
  });
});
afterAll(() => t.close());

const PASSWORD = 'Staff1234';
const STEP_MS = 30_000;

/** A staff account with a password, of the roles given (administrator: needs the second factor). */
const staffAccount = async (roles: readonly StaffRole[] = ['administrator']) => {
  const email = freshEmail('staff');
  const inserted = await t.db
    .insertInto('users')
    .values({
      companyId: COMPANY_ID,
      email,
      passwordHash: await hashPassword(PASSWORD, FAST_SCRYPT),
      userType: 2,
      staffRoles: roles.join(','),
      active: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { email, userId: inserted.id };
};

const confirm = (challenge: string, code: string) =>
  t.call(AccountPath.confirmSecondFactor, { challenge, code, webFlag: 2 });

/** An enrolled account: its secret and recovery codes. */
const enrolledAccount = async () => {
  const account = await staffAccount();
  const { response, secret } = await loginWithSecondFactor(t, account.email, PASSWORD);
  return { ...account, secret: secret ?? '', recoveryCodes: response.json().recoveryCodes as string[] };
};

/** A sign-in up to the code: the verify challenge. */
const challengeOf = async (email: string): Promise<string> => {
  const answer = (await login(t, email, PASSWORD)).json();
  expect(answer.secondFactor.mode).toBe('verify');
  return answer.secondFactor.challenge;
};

describe('second factor of staff (OWASP ASVS V6, TOTP per RFC 6238)', () => {
  it('needsSecondFactor: after the password an administrator gets no session but a challenge to enrol, QR and secret', async () => {
    const { email, userId } = await staffAccount();
    const answer = (await login(t, email, PASSWORD)).json();
    expect(answer.code).toBe('1');
    expect(answer.validateMap).toBeUndefined();
    expect(answer.secondFactor).toMatchObject({ mode: 'enrol', challenge: expect.any(String) });
    expect(answer.secondFactor.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(answer.secondFactor.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Date.parse(answer.secondFactor.expiresAt) - t.clock.now().getTime()).toBeLessThanOrEqual(
      CHALLENGE_TTL_MS,
    );
    expect(await t.db.selectFrom('sessions').where('userId', '=', userId).selectAll().execute()).toEqual([]);
  });

  it('enrol -> verify -> session: the first code confirms, ten recovery codes come once, then later sign-ins verify', async () => {
    const { email, userId } = await staffAccount();
    const enrolment = (await login(t, email, PASSWORD)).json().secondFactor;
    const enrolled = await confirm(enrolment.challenge, totpCode(t, enrolment.secret));
    expect(enrolled.json()).toMatchObject({ code: '1', validateMap: { userId, userType: 2 } });
    const { recoveryCodes } = enrolled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const info = await t.call(
      AccountPath.getUserInfo,
      { id: userId, companyId: COMPANY_ID },
      { apiKey: enrolled.json().validateMap.apiKey },
    );
    expect(info.json().code).toBe('1');
    // Stored: the secret sealed, the recovery codes and the challenge hashed; the session marked.
    const stored = JSON.stringify(
      await Promise.all([
        t.db.selectFrom('secondFactors').selectAll().execute(),
        t.db.selectFrom('recoveryCodes').selectAll().execute(),
        t.db.selectFrom('secondFactorChallenges').selectAll().execute(),
      ]),
    );
    expect(stored).not.toContain(enrolment.secret);
    expect(stored).not.toContain(enrolment.challenge);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    const session = await t.db
      .selectFrom('sessions')
      .select('secondFactorAt')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(session.secondFactorAt).not.toBeNull();

    t.clock.advance(STEP_MS);
    const later = (await login(t, email, PASSWORD)).json();
    expect(later.secondFactor).toEqual({
      challenge: expect.any(String),
      mode: 'verify',
      expiresAt: expect.any(String),
    });
    const verified = (await confirm(later.secondFactor.challenge, totpCode(t, enrolment.secret))).json();
    expect(verified).toMatchObject({ code: '1', validateMap: { userId } });
    expect(verified.recoveryCodes).toBeUndefined();
  });

  it('a wrong code is refused and the challenge takes another; after its attempts it is spent', async () => {
    const { email, secret } = await enrolledAccount();
    t.clock.advance(STEP_MS);
    const challenge = await challengeOf(email);
    const wrong = (await confirm(challenge, '000000')).json();
    expect(wrong).toEqual({ code: '0', message: 'Incorrect code' });
    expect((await confirm(challenge, totpCode(t, secret))).json().code).toBe('1');

    t.clock.advance(STEP_MS);
    const other = await challengeOf(email);
    for (let attempt = 0; attempt < CHALLENGE_ATTEMPTS; attempt += 1) await confirm(other, '000000');
    t.clock.advance(STEP_MS);
    expect((await confirm(other, totpCode(t, secret))).json()).toEqual({
      code: '2',
      message: 'This sign-in has expired; please sign in with your password again',
    });
  });

  it('a replayed code is refused within its time step (RFC 6238 §5.2: good once)', async () => {
    const { email, secret } = await enrolledAccount();
    t.clock.advance(STEP_MS);
    const code = totpCode(t, secret);
    expect((await confirm(await challengeOf(email), code)).json().code).toBe('1');
    const replay = (await confirm(await challengeOf(email), code)).json();
    expect(replay).toEqual({
      code: '0',
      message: 'This code has been used already; please wait for the next one',
    });
    // The code of the step before is older still.
    expect((await confirm(await challengeOf(email), totpCode(t, secret, -STEP_MS))).json().code).toBe('0');
    t.clock.advance(STEP_MS);
    expect((await confirm(await challengeOf(email), totpCode(t, secret))).json().code).toBe('1');
  });

  it('a recovery code signs in once, typed in any case and spacing; renewing them ends the old ones', async () => {
    const { email, recoveryCodes } = await enrolledAccount();
    const [first = '', second = ''] = recoveryCodes;
    const used = await confirm(await challengeOf(email), first.toUpperCase().replaceAll('-', ' '));
    expect(used.json()).toMatchObject({ code: '1', validateMap: { userType: 2 } });
    expect((await confirm(await challengeOf(email), first)).json()).toEqual({
      code: '0',
      message: 'Incorrect code',
    });
    const apiKey = used.json().validateMap.apiKey;
    const renewed = (await t.call(AccountPath.regenerateRecoveryCodes, {}, { apiKey })).json();
    expect(renewed.code).toBe('1');
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect((await confirm(await challengeOf(email), second)).json().code).toBe('0');
    expect((await confirm(await challengeOf(email), renewed.recoveryCodes[0])).json().code).toBe('1');
  });

  it('recovery codes are not renewed from a session that did not pass the factor', async () => {
    const staff = await signIn(t.db, { companyId: COMPANY_ID, userType: 2, staffRoles: ['administrator'] });
    const refused = await t.call(
      AccountPath.regenerateRecoveryCodes,
      {},
      { apiKey: staff.headers.authorization },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('an expired or used challenge is refused with code 2', async () => {
    const { email, secret } = await enrolledAccount();
    t.clock.advance(STEP_MS);
    const challenge = await challengeOf(email);
    t.clock.advance(CHALLENGE_TTL_MS);
    expect((await confirm(challenge, totpCode(t, secret))).json().code).toBe('2');
    const fresh = await challengeOf(email);
    expect((await confirm(fresh, totpCode(t, secret))).json().code).toBe('1');
    t.clock.advance(STEP_MS);
    expect((await confirm(fresh, totpCode(t, secret))).json().code).toBe('2');
  });

  it('spec §3: staff without the need and customers log in as before, the answer unchanged', async () => {
    const service = await staffAccount(['customerService', 'pricing']);
    const staffAnswer = (await login(t, service.email, PASSWORD)).json();
    expect(Object.keys(staffAnswer).sort()).toEqual(['code', 'message', 'validateMap']);
    expect(staffAnswer.validateMap.userId).toBe(service.userId);
    const customer = await registerAndActivate(t);
    const customerAnswer = (await login(t, customer.email, customer.password)).json();
    expect(Object.keys(customerAnswer).sort()).toEqual(['code', 'message', 'validateMap']);
  });
});

describe('sign-in links and the second factor', () => {
  it('a sign-in link of an account that needs the factor lifts the lock but opens no session', async () => {
    const { email } = await enrolledAccount();
    for (let guess = 0; guess < 5; guess += 1) await login(t, email, 'Wrong1234');
    expect((await login(t, email, PASSWORD)).json().code).toBe('429');
    await t.call(AccountPath.sendSignInLink, { email, companyId: COMPANY_ID, webFlag: 2 });
    const { token } = await lastLinkTo(t, email);
    const opened = await t.call(AccountPath.forgetPasswordDecryptToken, {
      token,
      sendMailFlag: SendMailFlag.signIn,
      webFlag: 2,
      companyId: COMPANY_ID,
    });
    expect(opened.json()).toEqual({
      code: '0',
      message:
        'Your account needs two-step verification: the sign-in lock is lifted; please sign in with your password and a code',
    });
    expect((await login(t, email, PASSWORD)).json().secondFactor.mode).toBe('verify');
  });
});

describe('QR login and the second factor', () => {
  /** A browser's QR ticket: its scan code (only the picture holds it otherwise). */
  const scanCode = async (): Promise<string> => {
    await t.call(AccountPath.getWebCnLoginQrCode, { companyId: COMPANY_ID, webFlag: 2 });
    return issued.at(-1) ?? '';
  };

  it('a QR login confirmed from a phone session without the second factor is refused, with one it counts', async () => {
    const phone = await signIn(t.db, { companyId: COMPANY_ID, userType: 2, staffRoles: ['administrator'] });
    const code = await scanCode();
    const refused = await t.call(
      AccountPath.confirmQrLogin,
      { code },
      { apiKey: phone.headers.authorization, language: 'cn' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('您的账号需要两步验证：请先在本机用密码和验证码登录，再确认扫码登录');

    const { response } = await loginWithSecondFactor(t, (await staffAccount()).email, PASSWORD);
    const passed = response.json().validateMap.apiKey;
    expect(
      (await t.call(AccountPath.confirmQrLogin, { code: await scanCode() }, { apiKey: passed })).json(),
    ).toEqual({
      code: '1',
      message: 'Login confirmed',
    });
  });

  it('staff without the need confirm a QR login from any session', async () => {
    const phone = await signIn(t.db, { companyId: COMPANY_ID, userType: 2, staffRoles: ['customerService'] });
    const confirmed = await t.call(
      AccountPath.confirmQrLogin,
      { code: await scanCode() },
      { apiKey: phone.headers.authorization },
    );
    expect(confirmed.json().code).toBe('1');
  });
});
