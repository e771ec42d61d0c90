// The staff console (spec §6), in Chromium against the real server in demo mode: a staff member who
// signs in lands on its dashboard, sees what waits, and follows a queue's link into the space-order
// queue; at 390 px the console's menu folds behind a button that the keyboard opens; a customer is
// refused and a visitor asked to log in. English and Chinese.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PAGES } from '../../domain/routes.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNow } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage, signedIn, submitLogin } from './support/sign-in.ts';
import { paidSpaceOrder, type SpareSailing, spareSailing } from './support/space-orders.ts';

let portal: Portal;
let browser: Browser;
let sailing: SpareSailing;

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  sailing = spareSailing(portal, { days: 14, room: 4 });
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('the staff console, in Chromium', () => {
  it('in English: staff sign in to the dashboard, see the paid orders waiting and follow the link into the queue', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const { orderNo } = (await paidSpaceOrder(portal, sailing, customer.apiKey)).order_form;

    const page = await englishPage(browser, portal);
    await page.goto(`${portal.baseUrl}/index`);
    await submitLogin(page, DEMO_ACCOUNTS.staff);
    // Signing in opens the console's dashboard, not the page the staff member was on.
    await page.waitForURL(`${portal.baseUrl}/console`);
    await page.getByRole('heading', { name: 'Staff console', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Staff console' });
    await menu.getByRole('link', { name: 'Refunds to settle' }).waitFor();
    // The customer's own pages are not the console's.
    expect(await menu.getByRole('link', { name: 'My Order' }).count()).toBe(0);

    const card = page.getByRole('listitem').filter({ hasText: 'Space orders paid and in hand' });
    const waiting = Number(((await card.getByTestId('queue-spaceOrders').textContent()) ?? '').split(' ')[0]);
    expect(waiting).toBeGreaterThanOrEqual(1);
    await card.getByText(/^Oldest waits for /).waitFor();
    await card.getByRole('link').click();
    await page.waitForURL(`${portal.baseUrl}/console/spaceOrders`);
    await page
      .getByRole('table', { name: 'Space orders to handle' })
      .getByRole('row')
      .filter({ hasText: orderNo })
      .getByText('In hand', { exact: true })
      .waitFor();

    // A staff member opening a customer's workspace page is sent to the console.
    await page.goto(`${portal.baseUrl}/workspace/order`);
    await page.waitForURL(`${portal.baseUrl}/console`);
    await customer.context.close();
    await page.context().close();
  });

  it('in Chinese at 390 px: the console menu folds behind a button the keyboard opens', async () => {
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    const { page } = staff;
    await page.goto(`${portal.baseUrl}/console`);
    await page.getByRole('heading', { name: '员工控制台', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: '员工控制台' });
    const button = menu.getByRole('button', { name: '菜单' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const refunds = menu.getByRole('link', { name: '待处理的退款' });
    expect(await refunds.isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await refunds.waitFor({ state: 'visible' });
    await refunds.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${portal.baseUrl}/console/refunds`);
    await page.getByRole('heading', { name: '待处理的退款', level: 1 }).waitFor();
    // The chosen page folds the menu again; nothing is wider than the phone.
    expect(await refunds.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await staff.context.close();
  });

  for (const width of [390, 1280]) {
    it(`in Chinese at ${width} px: every console page's title stands in one frame, off the edge of the page area, nothing is wider than the window`, async () => {
      const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
        lang: 'cn',
        viewport: { width, height: 844 },
      });
      const { page } = staff;
      const measured: { path: string; inset: number; overflow: number }[] = [];
      for (const { path } of CONSOLE_PAGES) {
        await page.goto(`${portal.baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        const { inset, overflow } = await page.evaluate(() => {
          const nav = document.querySelector('nav')!.getBoundingClientRect();
          // On a phone the menu stands above the page; beside it, the page area starts at its edge.
          const areaLeft = nav.right >= window.innerWidth - 1 ? 0 : nav.right;
          return {
            inset: document.querySelector('h1')!.getBoundingClientRect().left - areaLeft,
            overflow: document.documentElement.scrollWidth - window.innerWidth,
          };
        });
        measured.push({ path, inset, overflow });
      }
      expect(measured.length).toBe(CONSOLE_PAGES.length);
      // One page frame for every console page: the dashboard's inset is every page's.
      const frameInset = measured[0]!.inset;
      expect(frameInset).toBeGreaterThanOrEqual(12);
      expect(
        measured.filter(({ inset, overflow }) => Math.abs(inset - frameInset) > 1 || overflow > 0),
      ).toEqual([]);
      await staff.context.close();
    });
  }

  it('a customer opening the console is refused, a visitor is asked to log in', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    await customer.page.goto(`${portal.baseUrl}/console/spaceOrders`);
    await customer.page.getByText('This page is for staff only.').waitFor();
    expect(await customer.page.getByRole('table').count()).toBe(0);
    await customer.context.close();

    const visitor = await englishPage(browser, portal);
    await visitor.context().addCookies([{ name: 'lang', value: 'cn', url: portal.baseUrl }]);
    await visitor.goto(`${portal.baseUrl}/console`);
    await visitor.getByText('请登录后使用员工控制台。').waitFor();
    await visitor.context().close();
  });
});
