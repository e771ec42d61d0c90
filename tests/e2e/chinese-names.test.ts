// A Chinese user activated by mail in Chromium against the real server: spec §4 sends the link's
// uncertified user to the English dialog's certification page, which sets the English name only.
// The Chinese header must still name them (spec §3 userName is empty), and the profile must let them
// fill the Chinese name, which the header then shows.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { mailLink, nextLinkMailTo } from './support/outbox.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage, signedIn } from './support/sign-in.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const customer = {
  nameEn: 'Chen Mei',
  nameCn: '陈梅',
  email: 'chen.mei@e2e.example.com',
  password: 'Harbour2026',
  company: 'E2E Forwarding Ltd',
};

async function chinesePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  await context.addCookies([{ name: 'lang', value: 'cn', url: portal.baseUrl }]);
  return context.newPage();
}

describe('a Chinese user certified through the English certification page (spec §3, §4)', () => {
  it('the Chinese header shows the English name; the profile fills the Chinese name, which the header then shows', async () => {
    // Spec §2: the Chinese dialog offers QR login only; an account is created in the English one.
    const register = await englishPage(browser, portal);
    await register.goto(`${portal.baseUrl}/index`);
    await register.getByRole('button', { name: 'Login' }).click();
    const registerDialog = register.getByRole('dialog');
    await registerDialog.getByRole('button', { name: 'Log in with email and password' }).click();
    await registerDialog.getByRole('button', { name: 'Create account' }).click();
    await registerDialog.getByLabel('Name', { exact: true }).fill(customer.nameEn);
    await registerDialog.getByLabel('Email', { exact: true }).fill(customer.email);
    await registerDialog.getByLabel('Password', { exact: true }).fill(customer.password);
    await registerDialog.getByRole('button', { name: 'Create account' }).click();
    await registerDialog.getByText(customer.email).waitFor();

    // The activation link, opened in Chinese: the English dialog's certification page (spec §4).
    const page = await chinesePage();
    await page.goto(mailLink(await nextLinkMailTo(portal.dataDir, customer.email)));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('公司名称', { exact: true }).waitFor();
    await dialog.getByLabel('姓名', { exact: true }).fill(customer.nameEn);
    await dialog.getByLabel('公司名称', { exact: true }).fill(customer.company);
    await dialog.getByLabel('职务', { exact: true }).fill('物流经理');
    await dialog.getByLabel('邮箱', { exact: true }).fill(customer.email);
    await dialog.getByRole('button', { name: '提交' }).click();
    await dialog.getByRole('button', { name: '认证中' }).waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();

    const { page: staff } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await staff.goto(`${portal.baseUrl}/console/certifications`);
    const row = staff.getByRole('row').filter({ hasText: customer.email });
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff.getByText('Certification approved', { exact: true }).waitFor();

    await page.reload();
    await page.getByText('已认证', { exact: true }).waitFor();
    await page.getByRole('button', { name: customer.nameEn }).waitFor();

    await page.getByRole('button', { name: customer.nameEn }).click();
    await page.getByRole('menuitem', { name: '编辑资料' }).click();
    const chineseName = page.getByLabel('中文名', { exact: true });
    await chineseName.waitFor();
    expect(await chineseName.getAttribute('readonly')).toBeNull();
    expect(await page.getByLabel('英文名', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await chineseName.fill(customer.nameCn);
    await page.getByRole('button', { name: '保存资料' }).click();
    await page.getByText('个人信息已保存', { exact: true }).waitFor();
    // Once set, the Chinese name is a reviewed field like the others.
    await expect.poll(() => chineseName.getAttribute('readonly')).not.toBeNull();

    await page.getByRole('link', { name: '返回门户首页' }).click();
    await page.getByRole('button', { name: customer.nameCn }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: customer.nameCn }).waitFor();
  });
});
