// The portal as a visitor meets it: the real server on a fresh data directory, the built app, Chromium.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { loadedWidth } from './support/images.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { openSqlite } from './support/sqlite.ts';

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.baseUrl });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const mainNav = () => page.getByRole('navigation', { name: /^(Main|主导航)$/ });

describe('the portal shell in Chromium against the real server (spec §1 and §2)', () => {
  it('home loads in Chinese with the tenant’s colour and logo', async () => {
    const response = await page.goto(`${portal.baseUrl}/`);
    expect(response?.status()).toBe(200);
    await mainNav().waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.title()).toMatch(/^首页 - /);
    const company = await page.evaluate(async () => {
      const response = await fetch('/api/webuser/getCompanyInfoById', {
        method: 'POST',
        headers: { 'content-type': 'application/json', sys_source: 'web-portal' },
        body: JSON.stringify({ companyId: 1 }),
      });
      return (await response.json()).data;
    });
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim(),
    );
    expect(primary).toBe(company.webThemeColor);
    const logo = page.getByRole('banner').getByRole('img', { name: company.companyNameScn });
    expect(await logo.getAttribute('src')).toBe(company.webOutLogo);
    expect(await loadedWidth(logo)).toBeGreaterThan(0);
  });

  it('switches to English without a reload and remembers it', async () => {
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    await page.getByRole('button', { name: 'English' }).click();
    await mainNav().getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
    await page.reload();
    await mainNav().getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.title()).toMatch(/^Home - /);
  });

  it('the header becomes fixed after 37 px of scroll', async () => {
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 30));
    await page.waitForFunction(() => document.querySelector('header')?.dataset.fixed === 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => document.querySelector('header')?.dataset.fixed === 'true');
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await header.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);
  });

  it('the menu’s active state follows the route, and a client-side route survives a reload', async () => {
    await mainNav()
      .getByRole('link', { name: /Freight Rates/ })
      .click();
    await page.waitForURL(/\/rates$/);
    expect(
      await mainNav()
        .getByRole('link', { name: /Freight Rates/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(await mainNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    await mainNav()
      .getByRole('button', { name: /Logistics Tools/ })
      .click();
    await mainNav().getByRole('link', { name: 'Tracking' }).click();
    await page.waitForURL(/\/tracking$/);
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Cargo Tracking', level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^Cargo Tracking - /);
  });

  it('an unknown path answers 404 and shows the not-found page in the current language', async () => {
    const response = await page.goto(`${portal.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('copying the service phone records persona event 41 in the database', async () => {
    await page.goto(`${portal.baseUrl}/contact`);
    await page.getByRole('button', { name: 'Customer service' }).click();
    await page.getByRole('button', { name: 'Copy phone' }).click();
    // Exact: Radix also announces the toast in a live region ("Notifications Content copied…").
    await page.getByText('Content copied to clipboard!', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const db = openSqlite(portal.dataDir);
    try {
      let row: { personas_type: number; personas_page: string; keyword: string } | undefined;
      // The event is recorded after the answer: poll the file for up to 20 s (a loaded machine).
      for (let attempt = 0; attempt < 200 && !row; attempt++) {
        row = db
          .prepare('select personas_type, personas_page, keyword from persona_events')
          .get() as typeof row;
        if (!row) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(row).toEqual({ personas_type: 41, personas_page: '/contact', keyword: copied });
    } finally {
      db.close();
    }
  });
});
