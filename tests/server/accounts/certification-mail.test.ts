// Staff's decision on a certification mails the customer in the language they last used (spec §1:
// Chinese unless English), remembered per account from each sign-in and each signed-in request.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { MAIL_KINDS } from '../../../domain/profile/mail-preferences.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { DEMO_NAME_EN } from '../../../server/db/seed/demo-tenant.ts';
import { TEST_PUBLIC_BASE_URL } from '../support/test-app.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  encryptPassword,
  freshEmail,
  login,
  registerAndActivate,
  startAccountsApp,
} from './support.ts';

let t: AccountsApp;
let staffKey: string;
beforeAll(async () => {
  // Reviews as the demo staff account, which exists in demo mode only.
  t = await startAccountsApp({ demoMode: true });
  staffKey = (await login(t, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password)).json().validateMap
    .apiKey;
});
afterAll(() => t.close());

const lastLanguageOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('lastLanguage').where('id', '=', userId).executeTakeFirstOrThrow())
    .lastLanguage;

const signIn = (email: string, password: string, webFlag: 1 | 2) =>
  t.call(
    AccountPath.weblogin,
    { email, password: encryptPassword(password), companyId: COMPANY_ID, webFlag },
    { language: webFlag === 1 ? 'cn' : 'en' },
  );

/** Submits the English certification form in `language`: the customer's own request. */
const submitCertification = async (apiKey: string, userId: number, language: 'en' | 'cn') => {
  const response = await t.call(
    AccountPath.updateUser,
    {
      id: userId,
      companyId: COMPANY_ID,
      webFlag: 2,
      updateFlag: 1,
      certificationStatus: 2,
      nameEn: 'Ada Lovelace',
      companyName: 'Analytical Engines Ltd',
      companyPosition: 'Engineer',
      email: 'ada@example.com',
    },
    { apiKey, language },
  );
  expect(response.json().code).toBe('1');
};

/** The staff member reviews in English, so the mail's language can only be the customer's. */
const review = async (userId: number, approved: boolean, reason?: string) => {
  const response = await t.call(
    AccountPath.reviewCertification,
    { companyId: COMPANY_ID, id: userId, approved, ...(reason === undefined ? {} : { reason }) },
    { apiKey: staffKey, language: 'en' },
  );
  expect(response.json().code).toBe('1');
};

const mailsTo = async (email: string) => (await t.outbox()).filter((entry) => entry.to === email);

describe('the account language', () => {
  it('spec §1: an account that never signed in is Chinese', async () => {
    const email = freshEmail('never-signed-in');
    const registered = await t.call(AccountPath.webregister, {
      email,
      password: 'abc12345',
      nameEn: 'New User',
      companyId: COMPANY_ID,
      sendMailFlag: 2,
      webFlag: 2,
    });
    expect(registered.json().code).toBe('1');
    const row = await t.db
      .selectFrom('users')
      .select('lastLanguage')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.lastLanguage).toBe('cn');
  });

  it('is remembered from each sign-in: the language of its form (webFlag)', async () => {
    const { email, password, userId } = await registerAndActivate(t);
    // The activation link signed in from the English page.
    expect(await lastLanguageOf(userId)).toBe('en');
    expect((await signIn(email, password, 1)).json().code).toBe('1');
    expect(await lastLanguageOf(userId)).toBe('cn');
    expect((await signIn(email, password, 2)).json().code).toBe('1');
    expect(await lastLanguageOf(userId)).toBe('en');
  });

  it('is remembered from a signed-in request in another language (Accept-Language)', async () => {
    const { apiKey, userId } = await registerAndActivate(t);
    expect(await lastLanguageOf(userId)).toBe('en');
    const info = await t.call(
      AccountPath.getUserInfo,
      { id: userId, companyId: COMPANY_ID },
      { apiKey, language: 'cn' },
    );
    expect(info.json().code).toBe('1');
    expect(await lastLanguageOf(userId)).toBe('cn');
  });
});

describe('certification review mails', () => {
  it('spec §4: approving mails a customer who last used English, in English, from the tenant’s English name, with the portal’s link', async () => {
    const { apiKey, email, userId } = await registerAndActivate(t);
    await submitCertification(apiKey, userId, 'en');
    expect(await mailsTo(email)).toHaveLength(1); // the activation mail only
    await review(userId, true);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const mail = mails[1]!;
    expect(mail.subject).toBe('Your certification is approved');
    expect(mail.text).toContain('see the rates');
    expect(mail.links).toEqual([`${TEST_PUBLIC_BASE_URL}/index`]);
    const eml = await readFile(path.join(t.outboxDir, `${mail.id}.eml`), 'utf8');
    const from = eml.split(/\r?\n/).find((line) => line.startsWith('From: '));
    expect(from).toContain(DEMO_NAME_EN);
  });

  it('spec §4: refusing mails a customer who last used Chinese, in Chinese, with the staff’s reason and the profile page to resubmit', async () => {
    const { apiKey, email, password, userId } = await registerAndActivate(t);
    expect((await signIn(email, password, 1)).json().code).toBe('1');
    await submitCertification(apiKey, userId, 'cn');
    expect(await lastLanguageOf(userId)).toBe('cn');
    await review(userId, false, '营业执照不清晰');
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.subject).toBe('您的认证未通过');
    expect(mail.text).toContain('原因：营业执照不清晰');
    expect(mail.links).toEqual([`${TEST_PUBLIC_BASE_URL}/workspace/editInfo`]);
  });

  it('spec §4: a certification mail is an account mail, sent whatever the customer chose for record mails', async () => {
    const { apiKey, email, userId } = await registerAndActivate(t);
    const off = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, 'off']));
    const saved = await t.call(AccountPath.saveMailPreferences, off, { apiKey });
    expect(saved.json().code).toBe('1');
    await submitCertification(apiKey, userId, 'en');
    await review(userId, false, 'The licence is unreadable');
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.subject).toBe('Your certification was not approved');
    expect(mail.text).toContain('Reason: The licence is unreadable');
  });

  it('a review that finds nothing awaiting it mails nobody', async () => {
    const { email, userId } = await registerAndActivate(t);
    const response = await t.call(
      AccountPath.reviewCertification,
      { companyId: COMPANY_ID, id: userId, approved: true },
      { apiKey: staffKey },
    );
    expect(response.json().code).not.toBe('1');
    expect(await mailsTo(email)).toHaveLength(1); // the activation mail only
  });
});
