/**
 * Registration tells nothing about whether an address has an account (spec §7 webregister answers
 * "Successful mail delivery"): a registered address gets the new address's answer after the same
 * work (one password hashing), its owner is told by mail, and both are rate-limited per address
 * and per IP like the other account mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { RateLimits } from '../../../server/services/accounts/rate-limiter.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  countingGate,
  freshEmail,
  freshIp,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

const counted = countingGate();
let t: AccountsApp;
beforeAll(async () => {
  // Reads the dev mailbox, which exists in demo mode only.
  t = await startAccountsApp({ demoMode: true, hashGate: counted.gate });
});
afterAll(() => t.close());

const register = (email: string, extra: Record<string, unknown> = {}, options = {}) =>
  t.call(
    AccountPath.webregister,
    {
      email,
      password: 'abc12345',
      nameEn: 'Someone Else',
      companyId: COMPANY_ID,
      sendMailFlag: 2,
      webFlag: 2,
      ...extra,
    },
    options,
  );
const mailsTo = async (email: string) => (await t.outbox()).filter((entry) => entry.to === email);
const countUsers = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

describe(`POST /api/${AccountPath.webregister} with a registered address`, () => {
  it('answers exactly as a new address, creates no account and mails the owner that someone tried', async () => {
    const { email } = await registerAndActivate(t);
    const before = (await mailsTo(email)).length;
    const fresh = await register(freshEmail('new'));
    const taken = await register(email.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json()).toEqual({ code: '1', message: 'Successful mail delivery' });
    expect(await countUsers(email)).toBe(1);
    const mails = (await mailsTo(email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Someone tried to register with your email address');
    expect(mails[0]?.text).toContain('Dear Test User,');
    // No activation link: the owner's account is active, and the mail must not log anyone in.
    expect(mails[0]?.text).not.toContain('token=');
  });

  it('spec §1 web flag 1: the owner is told in Chinese when the attempt came from the Chinese form', async () => {
    const { email } = await registerAndActivate(t);
    const before = (await mailsTo(email)).length;
    expect((await register(email, { webFlag: 1 })).json().code).toBe('1');
    const [mail] = (await mailsTo(email)).slice(before);
    expect(mail?.subject).toBe('有人尝试用您的邮箱注册');
    expect(mail?.text).toContain('Test User，您好');
  });

  it('does the same work for both: one password hashing each, through the hash gate', async () => {
    const { email } = await registerAndActivate(t);
    counted.hashings = 0;
    await register(freshEmail('new'));
    const forNew = counted.hashings;
    counted.hashings = 0;
    await register(email);
    expect(counted.hashings).toBe(forNew);
    expect(forNew).toBe(1);
  });
});

describe(`POST /api/${AccountPath.webregister} rate limits`, () => {
  it(`per address: attempt ${RateLimits.mailPerAddress.limit + 1} on one registered address within an hour gets HTTP 429, from any IP`, async () => {
    const { email } = await registerAndActivate(t);
    // registerAndActivate's own registration counted once already.
    for (let attempt = 1; attempt < RateLimits.mailPerAddress.limit; attempt += 1) {
      expect((await register(email)).json().code).toBe('1');
    }
    const blocked = await register(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: '429',
      message: 'Too many emails requested; please try again later',
    });
  });

  it(`per IP: request ${RateLimits.mailPerIp.limit + 1} from one IP within an hour gets HTTP 429, registered addresses included`, async () => {
    const owners = [];
    for (let owner = 0; owner <= RateLimits.mailPerIp.limit; owner += 1)
      owners.push(await registerAndActivate(t));
    const ip = freshIp();
    for (const { email } of owners.slice(0, -1)) {
      expect((await register(email, {}, { ip })).json().code).toBe('1');
    }
    const email = owners.at(-1)?.email ?? '';
    const blocked = await register(email, {}, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('429');
  });
});
