// An honest empty portal (spec §2's freight pages on a production start): the forwarder has not
// published any rate, space, sailing or tracking event yet. Every freight page, in Chinese and in
// English, shows its empty state in the visitor's language, and never an error state or an error
// toast; the first administrator's console dashboard says where to start. Chromium, DEMO_MODE=0,
// an empty database.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { enrolSecondFactor } from './support/second-factor.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ env: { DEMO_MODE: '0' } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Each freight page and its empty state, in Chinese and in English (domain/freight/published.ts). */
const EMPTY_STATES = [
  ['/rates', '暂无已发布的运价', 'No rates published yet'],
  ['/spotFreight', '暂无已发布的舱位', 'No space published yet'],
  ['/grabSpace', '暂无已发布的舱位', 'No space published yet'],
  ['/lookPresentCabin', '暂无已发布的舱位', 'No space published yet'],
  ['/schedules', '暂无已发布的船期', 'No sailing schedules published yet'],
  ['/tracking', '暂无可追踪的货物', 'No shipments to track yet'],
  ['/seaRailway', '暂无已发布的线路', 'No routes published yet'],
  ['/throughoutWorld', '暂无已发布的线路', 'No routes published yet'],
  ['/prerecordingSearch', '暂无预录单', 'No pre-recorded customs documents yet'],
] as const;

const openIn = async (lang: 'cn' | 'en', width: number): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  return context.newPage();
};

describe('a production start with no freight data, in Chromium', () => {
  for (const [lang, width] of [
    ['cn', 1360],
    ['en', 390],
  ] as const)
    it(`every freight page shows its empty state in ${lang === 'cn' ? 'Chinese' : 'English'}, never an error (${width} px)`, {
      timeout: 300_000,
    }, async () => {
      const page = await openIn(lang, width);
      const refusedCalls: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() >= 400)
          refusedCalls.push(`${response.status()} ${response.url()}`);
      });
      for (const [path, cn, en] of EMPTY_STATES) {
        await page.goto(`${portal.baseUrl}${path}`);
        const empty = page.getByRole('status').filter({ hasText: lang === 'cn' ? cn : en });
        await empty.waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('alert').allInnerTexts(), path).toEqual([]);
        // Radix toasts are list items in the notifications region while open.
        expect(await page.locator('li[data-state="open"]').allInnerTexts(), path).toEqual([]);
        // The other language's words are not on the page.
        expect(await page.locator('main').textContent(), path).not.toContain(lang === 'cn' ? en : cn);
      }
      expect(refusedCalls).toEqual([]);
    });

  it('the first administrator’s dashboard says where to start, in Chinese', {
    timeout: 120_000,
  }, async () => {
    const link = /(http:\/\/\S+\/setup\?token=[\w-]+)/.exec(portal.output())?.[1];
    if (link === undefined) throw new Error(`no setup link in the log:\n${portal.output()}`);
    const admin = await openIn('cn', 1360);
    await admin.goto(link);
    await admin.getByLabel('邮箱', { exact: true }).fill('chief@empty-portal-e2e.com');
    await admin.getByLabel('英文名', { exact: true }).fill('Chief Admin');
    await admin.getByLabel('密码', { exact: true }).fill('Chief2026');
    await admin.getByLabel('再次输入密码', { exact: true }).fill('Chief2026');
    await admin.getByRole('button', { name: '创建管理员' }).click();
    await admin.getByRole('status').getByRole('button', { name: '登录' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('邮箱', { exact: true }).fill('chief@empty-portal-e2e.com');
    await dialog.getByLabel('密码', { exact: true }).fill('Chief2026');
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await enrolSecondFactor(admin, 'cn');
    await admin.goto(`${portal.baseUrl}/console`);
    const start = admin.getByRole('region', { name: '从这里开始' });
    await start.waitFor();
    const steps = await start.getByRole('listitem').allTextContents();
    expect(steps).toEqual([
      '导入您的船期（DCSA 商业船期） （由具有运价部角色的同事完成）',
      '添加您的运价卡：逐条添加或导入承运人的运价表 （由具有运价部角色的同事完成）',
      '在您的船期上放舱 （由具有运价部角色的同事完成）',
      '导入货物的追踪事件（DCSA 货物追踪） （由具有运价部角色的同事完成）',
    ]);
  });
});
