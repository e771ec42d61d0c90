// Spec §3's company info edited by the tenant's administrator, in Chromium and in Chinese: the new
// name and colour show on a visitor's next page load, the first paint included.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { SETTINGS_PATH } from './support/settings.ts';
import { signedIn } from './support/sign-in.ts';

/** A real 1×1 PNG, so that the preview decodes. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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

describe('the company settings page', () => {
  it('in Chinese at 390 px: the administrator changes the name and colour; a visitor’s next page load shows them', async () => {
    const admin = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 900 },
    });
    const { page } = admin;
    await page.goto(`${portal.baseUrl}${SETTINGS_PATH}`);
    await page.getByRole('heading', { name: '公司设置', level: 1 }).waitFor();
    const chineseName = page.getByLabel('中文名', { exact: true });
    await chineseName.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    // The colour rule answers as the administrator types.
    const colour = page.getByLabel('主题色', { exact: true });
    await colour.fill('#12345');
    await page.getByText('请按 #rrggbb 或 rgb(r, g, b) 填写颜色，每个分量 0 到 255。').waitFor();
    await colour.fill('rgb(170, 51, 0)');
    await page.getByText('颜色有效：#rrggbb 或 rgb(r, g, b)。').waitFor();

    // A new logo, uploaded with the keyboard-reachable chooser, shows as its preview at once.
    await page
      .getByLabel('新图片：标志')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByText('图片已保存。').first().waitFor();
    await expect
      .poll(() => page.getByRole('img', { name: '标志', exact: true }).getAttribute('src'))
      .toMatch(/^\/media\/tenant-1-webOutLogo-[0-9a-f]{16}\.png$/);

    await chineseName.fill('东海远洋物流');
    // Keyboard only: from the last field to the save button.
    await page.getByRole('button', { name: '保存公司信息' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('已保存。访客下次打开页面时即可看到修改。').first().waitFor();
    // The trail shows the change beside the form.
    await page.getByRole('cell', { name: '公司信息' }).first().waitFor();
    await admin.context.close();

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await visitor.addCookies([{ name: 'lang', value: 'cn', url: portal.baseUrl }]);
    const home = await visitor.newPage();
    const response = await home.goto(`${portal.baseUrl}/`);
    // The first paint, before any script ran.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<h1>东海远洋物流</h1>');
    expect(html).toContain('--portal-primary:#aa3300');
    expect(html).toMatch(/<img class="fp-logo" src="\/media\/tenant-1-webOutLogo-[0-9a-f]{16}\.png"/);
    await home.getByRole('heading', { name: '东海远洋物流', level: 1 }).waitFor();
    const primary = await home.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim(),
    );
    expect(primary).toBe('#aa3300');
    await visitor.close();
  });
});
