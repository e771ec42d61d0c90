// An honest empty portal (spec §2's freight pages on a production start): the forwarder has not
// published any rate, space, sailing or tracking event yet. Every freight page, in Chinese and in
// English, shows its empty state in the visitor's language, and never an error state or an error
// toast. Chromium, DEMO_MODE=0, an empty database.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';

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

const PAGES = [
  '/index',
  '/rates',
  '/spotFreight',
  '/seaRailway',
  '/throughoutWorld',
  '/lookPresentCabin',
  '/grabSpace',
  '/schedules',
  '/tracking',
  '/prerecordingSearch',
] as const;

const openIn = async (lang: 'cn' | 'en'): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  return context.newPage();
};

describe('probe', () => {
  it('prints', { timeout: 600_000 }, async () => {
    for (const lang of ['cn', 'en'] as const) {
      const page = await openIn(lang);
      for (const path of PAGES) {
        const errors: string[] = [];
        page.on('response', (r) => {
          if (r.url().includes('/api/') && r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
        });
        await page.goto(`${portal.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const alerts = await page.getByRole('alert').allInnerTexts();
        const toasts = await page.locator('li[data-state="open"]').allInnerTexts();
        const main = (await page.locator('main').innerText().catch(() => '')).slice(0, 600);
        console.log(`=== ${lang} ${path}\nalerts: ${JSON.stringify(alerts)}\ntoasts: ${JSON.stringify(toasts)}\napi: ${errors.join(', ')}\n${main}\n`);
      }
    }
    expect(true).toBe(true);
  });
});
