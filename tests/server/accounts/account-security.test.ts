/**
 * The account-security findings: the login lockout race, the login flood (hash gate), the
 * password-change notice, "log out everywhere" and the cap on sessions per user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { ApiPath } from '../../../domain/api/paths.ts';
import { BUSY, createHashGate } from '../../../server/services/accounts/hash-gate.ts';
import { RateLimits } from '../../../server/services/accounts/rate-limiter.ts';
import { MAX_SESSIONS_PER_USER } from '../../../server/services/accounts/session-service.ts';
import { TEST_PUBLIC_BASE_URL } from '../support/test-app.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  countingGate,
  freshEmail,
  freshIp,
  lastLinkTo,
  login,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

const PARALLEL_GUESSES = 40;

/** Moves the clock to the start of a rate-limit window, so that a burst never straddles two. */
const alignToWindow = (t: AccountsApp, windowMs: number) => {
  const at = t.clock.now().getTime();
  t.clock.advance(windowMs - (at % windowMs));
};

const messages = (responses: { json(): { message: string } }[]) =>
  responses.reduce<Record<string, number>>((counts, response) => {
    const { message } = response.json();
    counts[message] = (counts[message] ?? 0) + 1;
    return counts;
  }, {});

describe('login lockout counts the attempt before verifying the password', () => {
  const counted = countingGate();
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp({ hashGate: counted.gate });
  });
  afterAll(() => t.close());

  it(`${PARALLEL_GUESSES} parallel wrong guesses against one account: at most 5 reach the password check, and the right password right after is refused`, async () => {
    const { email, password } = await registerAndActivate(t);
    alignToWindow(t, RateLimits.loginPerAccount.windowMs);
    counted.hashings = 0;
    // Each guess from its own address: only the per-account limit applies.
    const guesses = await Promise.all(
      Array.from({ length: PARALLEL_GUESSES }, (_, guess) => login(t, email, `wrong${guess}x`)),
    );
    expect(counted.hashings).toBeLessThanOrEqual(RateLimits.loginPerAccount.limit);
    expect(messages(guesses)).toEqual({
      'Incorrect email or password': counted.hashings,
      'Too many failed login attempts; please try again in 15 minutes': PARALLEL_GUESSES - counted.hashings,
    });
    const right = await login(t, email, password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      code: '429',
      message: 'Too many failed login attempts; please try again in 15 minutes',
    });
    expect(counted.hashings).toBeLessThanOrEqual(RateLimits.loginPerAccount.limit);
  }, 30_000);

  it(`${PARALLEL_GUESSES} parallel guesses from one IP at as many accounts: at most 30 reach the password check`, async () => {
    const ip = freshIp();
    alignToWindow(t, RateLimits.loginPerIp.windowMs);
    counted.hashings = 0;
    const guesses = await Promise.all(
      Array.from({ length: PARALLEL_GUESSES }, () => login(t, freshEmail('spray'), 'wrong999', ip)),
    );
    expect(counted.hashings).toBeLessThanOrEqual(RateLimits.loginPerIp.limit);
    expect(guesses.filter((guess) => guess.statusCode === 429)).toHaveLength(
      PARALLEL_GUESSES - counted.hashings,
    );
    const { email, password } = await registerAndActivate(t);
    expect((await login(t, email, password, ip)).statusCode).toBe(429);
    expect((await login(t, email, password)).json().code).toBe('1');
  }, 30_000);

  it('a success clears the account count; the IP counts every attempt, successes too', async () => {
    const { email, password } = await registerAndActivate(t);
    const ip = freshIp();
    alignToWindow(t, RateLimits.loginPerIp.windowMs);
    for (let round = 0; round < 3; round += 1) {
      for (let guess = 0; guess < 4; guess += 1) {
        expect((await login(t, email, 'wrong999', ip)).json().code).toBe('0');
      }
      expect((await login(t, email, password, ip)).json().code).toBe('1');
    }
    for (let attempt = 15; attempt < RateLimits.loginPerIp.limit; attempt += 1) {
      expect((await login(t, email, password, ip)).json().code).toBe('1');
    }
    expect((await login(t, email, password, ip)).statusCode).toBe(429);
  });
});

describe('hash gate', () => {
  /** A task that finishes when the test says so: a slow password hashing under the test's control. */
  const heldTask = () => {
    let finish: () => void = () => {};
    const done = new Promise<string>((resolve) => {
      finish = () => resolve('hashed');
    });
    return { task: () => done, finish };
  };

  it('runs up to its capacity at once, lets the queue wait in order, and refuses the rest at once', async () => {
    const gate = createHashGate({ capacity: 1, queueLength: 1 });
    const first = heldTask();
    const second = heldTask();
    const order: string[] = [];
    const running = gate.run(first.task).then((result) => order.push(`first ${String(result)}`));
    const waiting = gate.run(second.task).then((result) => order.push(`second ${String(result)}`));
    expect(await gate.run(() => Promise.resolve('never'))).toBe(BUSY);
    first.finish();
    await running;
    expect(order).toEqual(['first hashed']);
    // The freed slot went to the caller in line, so the line has room for one again.
    const third = gate.run(() => Promise.resolve('third'));
    expect(await gate.run(() => Promise.resolve('never'))).toBe(BUSY);
    second.finish();
    await waiting;
    expect(order).toEqual(['first hashed', 'second hashed']);
    expect(await third).toBe('third');
  });

  it('frees the slot when the task fails', async () => {
    const gate = createHashGate({ capacity: 1, queueLength: 0 });
    await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await gate.run(() => Promise.resolve('ok'))).toBe('ok');
  });
});

describe('login flood: password hashings beyond the gate are answered at once', () => {
  const gate = createHashGate({ capacity: 1, queueLength: 0 });
  let t: AccountsApp;
  let account: { email: string; password: string };
  beforeAll(async () => {
    t = await startAccountsApp({ hashGate: gate });
    account = await registerAndActivate(t);
  });
  afterAll(() => t.close());

  /** Occupies the gate's one slot with a verification that lasts until the test releases it. */
  const slowVerification = () => {
    let release: () => void = () => {};
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    return { release: () => release(), held };
  };

  it('with the gate full, login, registration and password change answer 429 "busy" while other endpoints answer normally', async () => {
    const slow = slowVerification();
    const busy = { code: '429', message: 'The server is busy; please try again in a moment' };
    const refusedLogin = await login(t, account.email, account.password);
    expect(refusedLogin.statusCode).toBe(429);
    expect(refusedLogin.json()).toEqual(busy);
    const refusedUnknown = await login(t, freshEmail('nobody'), 'abc12345');
    expect(refusedUnknown.json()).toEqual(busy);
    const refusedRegister = await t.call(AccountPath.webregister, {
      email: freshEmail('flood'),
      password: 'abc12345',
      nameEn: 'Flood',
      companyId: COMPANY_ID,
      sendMailFlag: 2,
      webFlag: 2,
    });
    expect(refusedRegister.json()).toEqual(busy);

    const company = await t.call(ApiPath.getCompanyInfoById, { companyId: COMPANY_ID });
    expect(company.statusCode).toBe(200);
    expect(company.json().code).toBe('1');

    slow.release();
    await slow.held;
    expect((await login(t, account.email, account.password)).json().code).toBe('1');
  }, 30_000);

  it('a password change refused as busy keeps its grant, so the user simply tries again', async () => {
    await t.call(AccountPath.forgetOrRegistSendMail, {
      email: account.email,
      companyId: COMPANY_ID,
      sendMailFlag: 1,
      webFlag: 2,
    });
    const { token } = await lastLinkTo(t, account.email);
    const decoded = await t.call(AccountPath.forgetPasswordDecryptToken, {
      token,
      sendMailFlag: 1,
      webFlag: 2,
      companyId: COMPANY_ID,
    });
    const change = {
      email: account.email,
      password: 'changed123',
      companyId: COMPANY_ID,
      webFlag: 2,
      grant: decoded.json().validateMap.grant,
    };
    const slow = slowVerification();
    const refused = await t.call(AccountPath.forgetPassWordUpdateUser, change);
    expect(refused.statusCode).toBe(429);
    slow.release();
    await slow.held;
    expect((await t.call(AccountPath.forgetPassWordUpdateUser, change)).json().code).toBe('1');
    account.password = 'changed123';
  });
});

describe('after a password change', () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const changePassword = async (email: string, password: string, webFlag: 1 | 2) => {
    await t.call(AccountPath.forgetOrRegistSendMail, {
      email,
      companyId: COMPANY_ID,
      sendMailFlag: 1,
      webFlag,
    });
    const { token } = await lastLinkTo(t, email);
    const decoded = await t.call(AccountPath.forgetPasswordDecryptToken, {
      token,
      sendMailFlag: 1,
      webFlag,
      companyId: COMPANY_ID,
    });
    const { grant } = decoded.json().validateMap;
    return t.call(AccountPath.forgetPassWordUpdateUser, {
      email,
      password,
      companyId: COMPANY_ID,
      webFlag,
      grant,
    });
  };

  it.each([
    [2, 'Your password was changed', 'Dear Test User,'],
    [1, '您的密码已修改', 'Test User，您好：'],
  ] as const)(
    'the owner is mailed that the password was changed (webFlag %i)',
    async (webFlag, subject, greeting) => {
      const { email } = await registerAndActivate(t);
      expect((await changePassword(email, 'changed123', webFlag)).json().code).toBe('1');
      const mail = (await t.outbox()).filter((entry) => entry.to === email).at(-1);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toContain(greeting);
      // No token in it: the link is the portal, where "Forgot password?" is.
      expect(mail?.links).toEqual([`${TEST_PUBLIC_BASE_URL}/index`]);
    },
  );
});

describe(`POST /api/${AccountPath.logoutEverywhere} and the session cap`, () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(() => t.close());

  const userInfo = (apiKey: string, id: number) =>
    t.call(AccountPath.getUserInfo, { id, companyId: COMPANY_ID }, { apiKey });
  const newSession = async (email: string, password: string): Promise<string> =>
    (await login(t, email, password)).json().validateMap.apiKey;

  it('revokes every session of the user, the calling one included; other users keep theirs', async () => {
    const me = await registerAndActivate(t);
    const other = await registerAndActivate(t);
    const more = [await newSession(me.email, me.password), await newSession(me.email, me.password)];
    const response = await t.call(AccountPath.logoutEverywhere, {}, { apiKey: more[0] });
    expect(response.json()).toEqual({ code: '1', message: 'Logged out on every device' });
    for (const apiKey of [me.apiKey, ...more])
      expect((await userInfo(apiKey, me.userId)).json().code).toBe('401');
    expect((await userInfo(other.apiKey, other.userId)).json().code).toBe('1');
    expect((await newSession(me.email, me.password)).length).toBeGreaterThan(0);
  });

  it('needs a session (HTTP 401) and answers in Chinese by default', async () => {
    const response = await t.call(AccountPath.logoutEverywhere, {}, { language: 'cn' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '401', message: '请先登录' });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths[`/api/${AccountPath.logoutEverywhere}`].post.requestBody).toBeDefined();
  });

  it(`a user keeps at most ${MAX_SESSIONS_PER_USER} sessions: a new login revokes the oldest first`, async () => {
    const { email, password, apiKey: first, userId } = await registerAndActivate(t);
    const keys = [first];
    for (let session = 1; session < MAX_SESSIONS_PER_USER + 2; session += 1)
      keys.push(await newSession(email, password));
    const live = [];
    for (const apiKey of keys) live.push((await userInfo(apiKey, userId)).json().code === '1');
    expect(live).toEqual([false, false, ...Array(MAX_SESSIONS_PER_USER).fill(true)]);
    const stored = await t.db
      .selectFrom('sessions')
      .select('tokenHash')
      .where('userId', '=', userId)
      .execute();
    expect(stored).toHaveLength(MAX_SESSIONS_PER_USER);
  });

  it('the cap counts per user', async () => {
    const a = await registerAndActivate(t);
    const b = await registerAndActivate(t);
    for (let session = 0; session < MAX_SESSIONS_PER_USER; session += 1)
      await newSession(b.email, b.password);
    expect((await userInfo(a.apiKey, a.userId)).json().code).toBe('1');
  });
});
