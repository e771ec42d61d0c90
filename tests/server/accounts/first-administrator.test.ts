import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecret } from '../../../server/services/accounts/secrets.ts';
import { issueSetupLink, SETUP_LINK_TTL_MS } from '../../../server/services/accounts/staff-setup-service.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  countingGate,
  freshEmail,
  loginWithSecondFactor,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

const PATH = 'setup/createFirstAdministrator';
const counter = countingGate();
let t: AccountsApp;
beforeAll(async () => {
  t = await startAccountsApp({ hashGate: counter.gate });
});
afterAll(() => t.close());

/** A fresh setup link's token, as a production start without staff prints it. */
const openSetup = async (): Promise<string | undefined> => {
  const link = await issueSetupLink(t.db, {
    companyId: COMPANY_ID,
    publicBaseUrl: 'http://portal.test',
    now: t.clock.now,
    issue: newSecret,
  });
  return link === undefined ? undefined : (new URL(link).searchParams.get('token') ?? undefined);
};

const administrator = (token: string, email = freshEmail('admin')) => ({
  companyId: COMPANY_ID,
  token,
  email,
  password: 'Admin1234',
  nameEn: 'Li Lei',
  nameCn: '李雷',
});

describe('the first administrator (spec §6: staff are user type 2)', () => {
  it('a dead link is refused without hashing a password, a wrong password rule first', async () => {
    const before = counter.hashings;
    const dead = await t.call(PATH, administrator('not-a-live-token'));
    expect(dead.json()).toMatchObject({
      code: '0',
      message: expect.stringContaining('setup link is invalid'),
    });
    expect(counter.hashings).toBe(before);
    const weak = await t.call(PATH, { ...administrator('x'), password: 'letters' });
    expect(weak.json().message).toBe('6 to 18 characters with letters and numbers');
    const blank = await t.call(PATH, { ...administrator('x'), nameEn: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('400');
  });

  it('a link expires after 24 hours, and a newer link replaces an older one', async () => {
    const older = await openSetup();
    const newer = await openSetup();
    expect(older).toBeDefined();
    expect(newer).toBeDefined();
    expect((await t.call(PATH, administrator(older ?? ''))).json().code).toBe('0');
    t.clock.advance(SETUP_LINK_TTL_MS);
    expect((await t.call(PATH, administrator(newer ?? ''))).json().code).toBe('0');
  });

  it("refuses a customer's address: an account never silently becomes staff", async () => {
    const customer = await registerAndActivate(t);
    const token = (await openSetup()) ?? '';
    const taken = await t.call(PATH, administrator(token, customer.email));
    expect(taken.json().message).toContain('has an account already');
  });

  it('two submits of one link make one administrator, who signs in as staff; then no link is issued', async () => {
    const token = (await openSetup()) ?? '';
    const first = administrator(token);
    const second = administrator(token);
    const answers = await Promise.all([t.call(PATH, first), t.call(PATH, second)]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual(['0', '1']);
    const made = answers[0]?.json().code === '1' ? first : second;
    expect(answers.find((answer) => answer.json().code === '1')?.json().message).toBe(
      'The administrator account was created; please log in',
    );
    // An administrator's roles need a second factor (domain/permissions.ts): enrol on this first sign-in.
    const { response: signedIn } = await loginWithSecondFactor(t, made.email, made.password);
    expect(signedIn.json().validateMap).toMatchObject({ userType: 2 });
    expect(await openSetup()).toBeUndefined();
    // A link issued before the administrator existed is spent or no longer opens a second one.
    expect((await t.call(PATH, administrator(token))).json().code).toBe('0');
  });
});
