/**
 * Five wrong guesses from anywhere lock an account for 15 minutes (the per-account limit stays);
 * its owner gets in with a one-time, expiring sign-in link mailed on request, which lifts the lock.
 * The request answers the same for any address and counts against the mail limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMailFlag } from '../../../domain/api/accounts.ts';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { RateLimits } from '../../../server/services/accounts/rate-limiter.ts';
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
  t = await startAccountsApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const askForLink = (email: string, webFlag = 2, ip = freshIp()) =>
  t.call(AccountPath.sendSignInLink, { email, companyId: COMPANY_ID, webFlag }, { ip });
const openLink = (token: string) =>
  t.call(AccountPath.forgetPasswordDecryptToken, {
    token,
    sendMailFlag: SendMailFlag.signIn,
    webFlag: 2,
    companyId: COMPANY_ID,
  });
/** Five wrong guesses, each from its own address: the account is locked. */
const lockOut = async (email: string) => {
  for (let guess = 0; guess < RateLimits.loginPerAccount.limit; guess += 1)
    await login(t, email, `wrong${guess}x`, freshIp());
  expect((await login(t, email, 'whatever1', freshIp())).statusCode).toBe(429);
};

describe('a locked-out owner signs in with a one-time mail link', () => {
  it('locked after five wrong guesses, the owner asks for a link; opening it signs in (a new session) and lifts the lock', async () => {
    const { email, password, userId } = await registerAndActivate(t);
    await lockOut(email);
    expect((await login(t, email, password)).statusCode).toBe(429);

    expect((await askForLink(email)).json()).toEqual({ code: '1', message: 'Successful mail delivery' });
    const mail = (await t.outbox()).filter((entry) => entry.to === email).at(-1);
    expect(mail?.subject).toBe('Your sign-in link');
    expect(mail?.text).toContain('within 15 minutes');
    const { flag, token } = await lastLinkTo(t, email);
    expect(flag).toBe(SendMailFlag.signIn);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const opened = await openLink(token);
    expect(opened.json().code).toBe('1');
    const apiKey = opened.json().validateMap.apiKey as string;
    expect(apiKey).toMatch(/.{20,}/);
    const me = await t.call(AccountPath.getUserInfo, { id: userId, companyId: COMPANY_ID }, { apiKey });
    expect(me.json().code).toBe('1');
    // The lock is lifted: the password works again.
    expect((await login(t, email, password)).json().code).toBe('1');
    // One time only.
    expect((await openLink(token)).json().message).toBe('This link is invalid or has already been used');
  });

  it('the Chinese mail for a Chinese form; the link expires after 15 minutes', async () => {
    const { email } = await registerAndActivate(t);
    await askForLink(email, 1);
    const mail = (await t.outbox()).filter((entry) => entry.to === email).at(-1);
    expect(mail?.subject).toBe('您的登录链接');
    const { token } = await lastLinkTo(t, email);
    t.clock.advance(15 * MINUTE);
    const expired = await openLink(token);
    expect(expired.json()).toMatchObject({
      code: '0',
      message: 'This sign-in link has expired; please ask for a new one',
    });
    expect(expired.json().validateMap).toBeUndefined();
  });

  it('an unknown address gets the same answer and no mail; link requests are rate-limited per address', async () => {
    const unknown = freshEmail('nobody');
    expect((await askForLink(unknown)).json()).toEqual({ code: '1', message: 'Successful mail delivery' });
    expect((await t.outbox()).filter((entry) => entry.to === unknown)).toEqual([]);

    const { email } = await registerAndActivate(t);
    t.clock.advance(60 * MINUTE);
    const answers = [];
    for (let ask = 0; ask <= RateLimits.mailPerAddress.limit; ask += 1)
      answers.push((await askForLink(email)).statusCode);
    expect(answers.slice(0, RateLimits.mailPerAddress.limit).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('a newer link retires the older one', async () => {
    const { email } = await registerAndActivate(t);
    await askForLink(email);
    const first = (await lastLinkTo(t, email)).token;
    await askForLink(email);
    const second = (await lastLinkTo(t, email)).token;
    expect(second).not.toBe(first);
    expect((await openLink(first)).json().message).toBe('This link is invalid or has already been used');
    expect((await openLink(second)).json().code).toBe('1');
  });
});
