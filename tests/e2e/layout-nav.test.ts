// The header's menu and the customer-service bubble in Chromium, in English (where the labels are
// longest): every menu entry on one line at 1920 and 1280 px, and the bubble covering neither the
// footer's text (1280 px) nor the home page's cards (390 px).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage } from './support/sign-in.ts';

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

/**
 * Each main menu entry's label and how many lines its text takes: its text boxes' tops, clustered
 * (a badge beside the label sits a few pixels lower, a second line a whole line lower).
 */
const entryLines = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).evaluate((nav) =>
    [...nav.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button')].map((entry) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.push(rect.top);
      }
      const lines = tops
        .sort((a, b) => a - b)
        .filter((top, index, sorted) => index === 0 || top - sorted[index - 1]! > 10).length;
      return { label: entry.textContent?.trim(), lines };
    }),
  );

/**
 * The texts in `selector` that the bubble's box overlaps, at each scroll position from the top of the
 * page or from where the footer comes into view, down to the end of the page.
 */
const coveredWhileScrolling = async (page: Page, selector: string, from: 'top' | 'footer') => {
  const bubble = page.getByRole('button', { name: 'Customer service' });
  await bubble.waitFor();
  const element = await bubble.elementHandle();
  const { footerTop, viewport } = await page.evaluate(() => ({
    footerTop: document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY,
    viewport: window.innerHeight,
  }));
  const covered = new Set<string>();
  for (let y = from === 'top' ? 0 : Math.max(0, footerTop - viewport + 40); ; y += 60) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
    // The bubble's box and the text's boxes from one layout: content that loads meanwhile (a card
    // growing above) moves both alike instead of comparing the text's new place with the bubble's old.
    const { texts, end } = await page.evaluate(
      ({ selector, element }) => {
        const box = element!.getBoundingClientRect();
        const found: string[] = [];
        for (const scope of document.querySelectorAll(selector)) {
          const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects())
              if (
                rect.left < box.right &&
                rect.right > box.left &&
                rect.top < box.bottom &&
                rect.bottom > box.top
              )
                found.push(node.textContent.trim());
          }
        }
        return { texts: found, end: document.documentElement.scrollHeight };
      },
      { selector, element },
    );
    for (const text of texts) covered.add(text);
    if (y >= end) break;
  }
  return [...covered];
};

describe('the menu on one line and the bubble beside the text, English', () => {
  for (const width of [1920, 1280]) {
    it(`at ${width} px every main menu entry ("Freight Rates", "Pre-recorded Search") takes one line`, async () => {
      const page = await englishPage(browser, portal, { width, height: 900 });
      await page.goto(`${portal.baseUrl}/index`);
      const entries = await entryLines(page);
      expect(entries.map((entry) => entry.label)).toEqual(
        expect.arrayContaining([expect.stringContaining('Freight Rates'), 'Pre-recorded Search']),
      );
      expect(entries.filter((entry) => entry.lines !== 1)).toEqual([]);
      await page.context().close();
    });
  }

  it('at 1280 px, with the footer in view, the bubble covers none of its text nor the page’s last card', async () => {
    const page = await englishPage(browser, portal, { width: 1280, height: 800 });
    await page.goto(`${portal.baseUrl}/index`);
    await page.locator('footer').getByRole('link').first().waitFor();
    expect(await coveredWhileScrolling(page, 'main, footer', 'footer')).toEqual([]);
    await page.context().close();
  });

  it('at 390 px, from the top of the home page to its end, the bubble covers none of its cards nor the footer', async () => {
    const page = await englishPage(browser, portal, { width: 390, height: 844 });
    await page.goto(`${portal.baseUrl}/index`);
    await page.locator('footer').getByRole('link').first().waitFor();
    expect(await coveredWhileScrolling(page, 'main, footer', 'top')).toEqual([]);
    await page.context().close();
  });
});
