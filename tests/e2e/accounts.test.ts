// Accounts as customers and staff meet them: real server, real mail outbox, real Chromium.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { mailLink, nextLinkMailTo } from './support/outbox.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { decodeQrImage } from './support/qr.ts';
import { submitLogin } from './support/sign-in.ts';

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

const customer = {
  name: 'Mei Lin',
  email: 'mei.lin@e2e.example.com',
  password: 'Harbour2026',
  company: 'E2E Logistics Ltd',
};
const newPassword = 'Harbour2027';

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

async function openPage(lang: 'cn' | 'en', viewport = { width: 1360, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  const page = await context.newPage();
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('accounts in Chromium against the real server', () => {
  it('registers in English, activates from the outbox, certifies; staff approve; the header shows certified', async () => {
    const page = await openPage('en');
    await page.goto(`${portal.baseUrl}/index`);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await dialog(page).evaluate((element) => getComputedStyle(element).width)).toBe('712px');
    await dialog(page).getByRole('button', { name: 'Log in with email and password' }).click();
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByLabel('Name', { exact: true }).fill(customer.name);
    await dialog(page).getByLabel('Email', { exact: true }).fill(customer.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(customer.password);
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByText(customer.email).waitFor();

    // The activation mail (sendMailFlag 2) links to the configured public base URL.
    const link = mailLink(await nextLinkMailTo(portal.dataDir, customer.email));
    expect(link.startsWith(`${portal.baseUrl}/`)).toBe(true);
    await page.goto(link);
    // Spec §4: logged in by the link, status 1 with programJurisdictionFlag 3: the certification form.
    await dialog(page).getByLabel('Company name', { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await dialog(page).getByLabel('Name', { exact: true }).fill(customer.name);
    await dialog(page).getByLabel('Company name', { exact: true }).fill(customer.company);
    await dialog(page).getByLabel('Duty', { exact: true }).fill('Logistics manager');
    await dialog(page).getByLabel('Email', { exact: true }).fill(customer.email);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    const inProgress = dialog(page).getByRole('button', { name: 'In progress' });
    await inProgress.waitFor();
    expect(await inProgress.isDisabled()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    // At status 2 the header says so and offers nothing that leads to a disabled form.
    await page.getByText('In review', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Certify now' }).count()).toBe(0);

    const staff = await openPage('en');
    await staff.goto(`${portal.baseUrl}/index`);
    await submitLogin(staff, DEMO_ACCOUNTS.staff);
    // Staff never get the certification prompt: the dialog closes.
    await dialog(staff).waitFor({ state: 'detached' });
    // Signing in opens the staff console (no header); back on the portal the header names staff.
    await staff.waitForURL(`${portal.baseUrl}/console`);
    await staff.goto(`${portal.baseUrl}/index`);
    expect(await staff.getByTestId('user-type-label').textContent()).toBe('Internal');
    await staff.goto(`${portal.baseUrl}/console/certifications`);
    const row = staff.getByRole('row').filter({ hasText: customer.email });
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff.getByText('Certification approved', { exact: true }).waitFor();

    await page.reload();
    await page.getByText('Certified', { exact: true }).waitFor();
  });

  it('resets a forgotten password by mail; the new one logs in, the old one fails; logout', async () => {
    const page = await openPage('en');
    await page.goto(`${portal.baseUrl}/index`);
    await page.getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByRole('button', { name: 'Log in with email and password' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email', { exact: true }).fill(customer.email);
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await dialog(page).getByText('Check your inbox').waitFor();

    await page.goto(mailLink(await nextLinkMailTo(portal.dataDir, customer.email)));
    const email = dialog(page).getByLabel('Email', { exact: true });
    await email.waitFor();
    expect(await email.inputValue()).toBe(customer.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await dialog(page).getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog(page).getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
    await dialog(page).getByRole('button', { name: 'Change password' }).click();
    // Spec §4: a successful password change returns to email login.
    await dialog(page).getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    await submitLogin(page, { email: customer.email, password: newPassword });
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: customer.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();

    await submitLogin(page, customer);
    await page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /./ }).first().waitFor();
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: customer.name }).count()).toBe(0);
  });

  it('logs in by QR in the Chinese dialog, confirmed on a phone, then shows the Chinese certification form', async () => {
    const desktop = await openPage('cn');
    await desktop.goto(`${portal.baseUrl}/index`);
    await desktop.getByRole('button', { name: '登录' }).click();
    // Spec §2: the Chinese dialog is 800 px wide and shows QR login.
    expect(await dialog(desktop).evaluate((element) => getComputedStyle(element).width)).toBe('800px');
    const qr = dialog(desktop).getByRole('img');
    await qr.waitFor();
    const confirmUrl = await decodeQrImage(browser, qr);
    expect(confirmUrl.startsWith(`${portal.baseUrl}/qrConfirm?code=`)).toBe(true);

    const phone = await openPage('en', { width: 390, height: 844 });
    await phone.goto(confirmUrl);
    await phone.getByRole('button', { name: 'Sign in with email' }).click();
    await dialog(phone).getByLabel('Email', { exact: true }).fill('uncertified@demo.example.com');
    await dialog(phone).getByLabel('Password', { exact: true }).fill('Uncertified123');
    await dialog(phone).getByRole('button', { name: 'Log in', exact: true }).click();
    // The uncertified phone user is offered certification too; they close it to confirm the login.
    await dialog(phone).getByLabel('Company name', { exact: true }).waitFor();
    await dialog(phone).getByRole('button', { name: 'Close' }).click();
    await phone.getByTestId('qr-device').waitFor();
    await phone.getByRole('button', { name: 'Confirm login' }).click();
    await phone.getByText('Confirmed. The browser is now signed in.').waitFor();

    // Within the next 2 s poll the desktop is signed in and, status 1, sees the Chinese form.
    // The company picker (a combobox of suggestions) exists only in the Chinese form.
    await dialog(desktop).getByRole('combobox').waitFor({ timeout: 10_000 });
    // The company field is as wide as the other fields (it was 230 px).
    const companyBox = await dialog(desktop).getByRole('combobox').boundingBox();
    const emailBox = await dialog(desktop).getByLabel('邮箱', { exact: true }).boundingBox();
    expect(Math.round(companyBox!.width)).toBe(Math.round(emailBox!.width));
    await dialog(desktop).getByRole('button', { name: '关闭' }).click();
    await desktop.getByRole('button', { name: '去认证' }).waitFor();
  });
});
