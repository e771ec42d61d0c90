// The first administrator of a production start (spec §6 has staff, the spec no way to make the
// first one): the one-time setup link from the start-up log, in Chromium, in Chinese then English;
// as an administrator it enrols a second factor on its first sign-in and verifies with a code later.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { totpCode } from './support/second-factor.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ env: { DEMO_MODE: '0' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const setupLink = (): string => {
  const found = /(http:\/\/\S+\/setup\?token=[\w-]+)/.exec(portal.output())?.[1];
  if (found === undefined) throw new Error(`no setup link in the log:\n${portal.output()}`);
  return found;
};

const administrator = { email: 'chief@forwarder-e2e.com', password: 'Admin1234' };

const STEP_MS = 30_000;
describe('the first administrator from the setup link', () => {
  it('in Chinese at 390 px: the rule shows first, every problem at once, then the account is made and signs in', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await context.addCookies([{ name: 'lang', value: 'cn', url: portal.baseUrl }]);
    const page = await context.newPage();
    await page.goto(setupLink());
    await page.getByRole('heading', { name: '门户初始设置' }).waitFor();
    // Spec §5's password rule is shown before anything is typed.
    await page.getByText('6-18位字母和数字组合', { exact: true }).waitFor();
    await page.getByRole('button', { name: '创建管理员' }).click();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(4);
    expect(await horizontalOverflow(page)).toBe(0);

    await page
      .getByLabel('Email', { exact: true })
      .or(page.getByLabel('邮箱', { exact: true }))
      .fill(administrator.email);
    await page.getByLabel('英文名', { exact: true }).fill('Chief Admin');
    await page.getByLabel('中文名（选填）').fill('李总');
    await page.getByLabel('密码', { exact: true }).fill(administrator.password);
    await page.getByLabel('再次输入密码', { exact: true }).fill(administrator.password);
    await page.getByRole('button', { name: '创建管理员' }).click();
    await page.getByText('管理员账号已创建，请登录', { exact: true }).waitFor();

    await page.getByRole('status').getByRole('button', { name: '登录' }).click();
    // The email view (spec §2 has it in the English dialog), in the page's language.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('邮箱', { exact: true }).fill(administrator.email);
    await dialog.getByLabel('密码', { exact: true }).fill(administrator.password);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    // An administrator's roles need a second factor (OWASP ASVS V6): enrolment on the first sign-in.
    await dialog.getByRole('heading', { name: '设置两步验证' }).waitFor();
    await dialog.getByRole('img', { name: '身份验证器应用的二维码' }).waitFor();
    const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await horizontalOverflow(page)).toBe(0);
    await dialog.getByLabel('验证码', { exact: true }).fill(totpCode(secret));
    await dialog.getByRole('button', { name: '验证', exact: true }).click();
    // The recovery codes show once; the session comes after "I saved them".
    const codes = dialog.getByRole('list', { name: '恢复码' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    const session = async () =>
      (await context.cookies(portal.baseUrl)).some((cookie) => cookie.name === 'Authorization');
    expect(await session()).toBe(false);
    await dialog.getByRole('button', { name: '我已保存' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await session()).toBe(true);
    // Staff pages open for the new account (spec §6: user type 2).
    await page.goto(`${portal.baseUrl}/console/certifications`);
    await page.getByRole('heading', { name: /认证审核|Certification review/ }).waitFor();

    // Signed out and in again: the password, then a code of the app (the keyboard only).
    await page.goto(`${portal.baseUrl}/index`);
    await page.getByRole('button', { name: /李总|Chief Admin/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await dialog.getByRole('button', { name: '使用邮箱和密码登录' }).click();
    await dialog.getByLabel('邮箱', { exact: true }).fill(administrator.email);
    await dialog.getByLabel('密码', { exact: true }).fill(administrator.password);
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: '两步验证' }).waitFor();
    expect(await dialog.getByRole('button', { name: '使用恢复码' }).isVisible()).toBe(true);
    // The enrolment's code is spent: the next time step's code, which the server's window accepts.
    await dialog.getByLabel('验证码', { exact: true }).fill(totpCode(secret, STEP_MS));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Staff who sign in land on their console; the portal's header names them.
    await page.waitForURL((url) => url.pathname === '/console');
    await page.goto(`${portal.baseUrl}/index`);
    await page.getByRole('button', { name: /李总|Chief Admin/ }).waitFor();
    await context.close();
  });

  it('in English: the spent link says so, and the form keeps what was typed', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
    const page = await context.newPage();
    await page.goto(setupLink());
    await page.getByLabel('Email', { exact: true }).fill('second@forwarder-e2e.com');
    await page.getByLabel('English name', { exact: true }).fill('Second');
    await page.getByLabel('Password', { exact: true }).fill('Second123');
    await page.getByLabel('Repeat the password', { exact: true }).fill('Second123');
    await page.getByRole('button', { name: 'Create the administrator' }).click();
    await page
      .getByRole('alert')
      .getByText(/setup link is invalid, used or expired/)
      .waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('second@forwarder-e2e.com');

    await page.goto(`${portal.baseUrl}/setup`);
    await page
      .getByText('This page needs the setup link that the portal prints when it starts without staff.')
      .waitFor();
    await context.close();
  });
});
