// The account path's details as a new visitor meets them: real server, real Chromium.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { mailLink, mailsTo, nextLinkMailTo } from './support/outbox.ts';
import { type Portal, startPortal } from './support/portal.ts';

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await portal?.stop();
});

async function openPage(lang: 'cn' | 'en', viewport = { width: 1360, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  return context.newPage();
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('the account path in Chromium', () => {
  it('the Chinese dialog on a phone shows the QR code first, then leads to email login and registration in Chinese', async () => {
    const page = await openPage('cn', { width: 390, height: 844 });
    await page.goto(`${portal.baseUrl}/index`);
    await page.getByRole('button', { name: '登录' }).click();
    await dialog(page).getByRole('heading', { name: '扫码登录' }).waitFor();
    await dialog(page).getByRole('img').waitFor();

    await dialog(page).getByRole('button', { name: '使用邮箱和密码登录' }).click();
    await dialog(page).getByRole('heading', { name: '登录' }).waitFor();
    await dialog(page).getByLabel('邮箱', { exact: true }).waitFor();
    await dialog(page).getByLabel('密码', { exact: true }).waitFor();

    await dialog(page).getByRole('button', { name: '扫码登录' }).click();
    await dialog(page).getByRole('heading', { name: '扫码登录' }).waitFor();
    await dialog(page).getByRole('button', { name: '创建账号' }).click();
    await dialog(page).getByRole('heading', { name: '创建账号' }).waitFor();
    await dialog(page).getByText('6-18位字母和数字组合').waitFor();
  });

  it('registration links its agreement and privacy policy, states the password rule first, mails from the tenant; certification starts with the account’s email; successes show once', async () => {
    const email = 'ada.path@e2e.example.com';
    const page = await openPage('en');
    await page.goto(`${portal.baseUrl}/index`);
    await page.getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByRole('heading', { name: 'Create account' }).waitFor();

    // The password rule is there before anything is typed, and describes the field.
    const password = dialog(page).getByLabel('Password', { exact: true });
    await expectDescription(password, '6 to 18 characters with letters and numbers');

    // The agreement and the privacy policy are links to real pages with the tenant's words.
    for (const [name, heading] of [
      ['user agreement', 'User agreement'],
      ['privacy policy', 'Privacy policy'],
    ] as const) {
      const [legal] = await Promise.all([
        page.context().waitForEvent('page'),
        dialog(page).getByRole('link', { name }).click(),
      ]);
      await legal.getByRole('heading', { name: heading, exact: true }).waitFor();
      expect(await legal.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      await legal.close();
    }

    await dialog(page).getByLabel('Name', { exact: true }).fill('Ada Path');
    await dialog(page).getByLabel('Email', { exact: true }).fill(email);
    await password.fill('Harbour2026');
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByText(email).waitFor();
    await dialog(page).getByRole('button', { name: 'Resend the email' }).click();
    await page.getByText('Successful mail delivery').first().waitFor();
    expect(await page.getByText('Successful mail delivery').count()).toBe(1);

    // The resent mail retires the first one's link: wait for both, then take the newest.
    await expect.poll(() => mailsTo(portal.dataDir, email, 'sendFlag=').length, { timeout: 30_000 }).toBe(2);
    // The mail comes from the tenant by its English name, at the configured address.
    const mail = await nextLinkMailTo(portal.dataDir, email);
    expect(mail).toMatch(/^From: "?Haicheng Demo Freight \(demo data\)"? <no-reply@portal\.example\.com>/m);

    // Spec §4: the activation link opens the certification form; its email is the account's.
    await page.goto(mailLink(mail));
    const contact = dialog(page).getByLabel('Email', { exact: true });
    await dialog(page).getByLabel('Company name', { exact: true }).waitFor();
    // The user info loads after the link's login: a loaded machine may take seconds.
    await expect.poll(() => contact.inputValue(), { timeout: 15_000 }).toBe(email);
    await dialog(page).getByLabel('Name', { exact: true }).fill('Ada Path');
    await dialog(page).getByLabel('Company name', { exact: true }).fill('Path Logistics');
    await dialog(page).getByLabel('Duty', { exact: true }).fill('Manager');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByRole('button', { name: 'In progress' }).waitFor();
    await page.getByText('apply success').first().waitFor();
    expect(await page.getByText('apply success').count()).toBe(1);
  });
});

async function expectDescription(field: ReturnType<Page['getByLabel']>, text: string) {
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(await field.page().locator(`[id="${describedBy}"]`).textContent()).toBe(text);
}
