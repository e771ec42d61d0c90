// The first paint in Chromium: the page paints the header before any JavaScript runs, and the app
// takes it over without moving anything.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';

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

describe('the first paint', () => {
  it('without JavaScript the page already shows the tenant’s header in the remembered language', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1360, height: 900 },
    });
    try {
      await context.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${portal.baseUrl}/rates`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      const logo = page.locator('.fp-header img');
      expect(await logo.getAttribute('alt')).toMatch(/\S/);
      expect(await logo.boundingBox()).toMatchObject({ width: 200, height: 40 });
      expect(await page.locator('.fp-top').textContent()).toMatch(/^Welcome to .*Customer中文EnglishLogin$/);
      expect(
        await page.locator('.fp-header').evaluate((element) => element.getBoundingClientRect().height),
      ).toBe(102);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/index', 1360],
    ['/rates', 390],
  ])('%s at %i px: the app takes over without a layout shift', async (path, width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      // Layout shifts from the first paint on, as Lighthouse's CLS counts them (no input happens).
      await page.addInitScript(() => {
        const record = window as unknown as { shifts: number[] };
        record.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            record.shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${portal.baseUrl}${path}`);
      await page.getByRole('banner').locator('nav').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      const cls = shifts.reduce((total, value) => total + value, 0);
      // Lighthouse's "good" CLS is under 0.1; the header itself must not move at all.
      expect(cls).toBeLessThan(0.1);
      expect(await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().top)).toBe(
        0,
      );
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/rates', 390, '.fp-page h1', '.fp-page p'],
    ['/tracking', 1360, '.fp-page h1', '.fp-page p'],
    ['/index', 390, '.fp-hero h1', '.fp-hero p'],
  ])(
    "%s at %i px: the page's title and lead are painted without JavaScript, where and as large as the app paints them",
    async (path, width, titleSelector, leadSelector) => {
      const boxesOf = async (javaScriptEnabled: boolean, title: string, lead: string) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
        try {
          const page = await context.newPage();
          await page.goto(`${portal.baseUrl}${path}`);
          if (javaScriptEnabled) await page.locator('main#main h1').waitFor();
          const box = async (selector: string) => {
            const element = page.locator(selector).first();
            return { text: await element.textContent(), box: await element.boundingBox() };
          };
          return { title: await box(title), lead: await box(lead) };
        } finally {
          await context.close();
        }
      };
      const shell = await boxesOf(false, titleSelector, leadSelector);
      const app = await boxesOf(
        true,
        'main#main h1',
        'main#main h1 ~ p, main#main h1 + p, main#main section > p',
      );
      expect(shell.title.text).toMatch(/\S/);
      expect(shell.lead.text).toMatch(/\S/);
      expect(app.title.text).toBe(shell.title.text);
      expect(app.lead.text).toBe(shell.lead.text);
      for (const part of ['title', 'lead'] as const)
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(
            Math.abs(app[part].box![side] - shell[part].box![side]),
            `${part} ${side}`,
          ).toBeLessThanOrEqual(1);
    },
  );
});
