// A certified customer on a 390 px phone in English (spec §2 header, spec §9 layout): the signed-in
// top bar carries the most (user type, languages, work login, certification, the user's name), so
// it is what makes a phone scroll sideways. Chromium, the built app, the demo certified account.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNow } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';
import { openSqlite } from './support/sqlite.ts';

const PHONE = { width: 390, height: 844 };
/** The least room a dialog leaves on each side of a phone, so that it reads as a layer above the page. */
const DIALOG_MARGIN = 8;
const customer = DEMO_ACCOUNTS.certified;

let portal: Portal;
let browser: Browser;
let page: Page;
/** An open sailing of existing space within the list's first weeks, with space left to book. */
let sailing: { pol: string; pod: string; vesselName: string; voyageNumber: string };

/**
 * Where a box sits on the screen, and whether its own content is wider than it. The screen, not
 * window.innerWidth: a phone's layout viewport widens with a page wider than the screen, and so
 * would hide what it measures.
 */
const measure = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: box.right, clipped: element.scrollWidth - element.clientWidth };
  });

/** How far the page is wider than the phone's screen. */
const widerThanScreen = (page: Page) =>
  page.evaluate((screen) => document.documentElement.scrollWidth - screen, PHONE.width);

/** The user menu's button in the top bar: named by the user's English name (spec §2). */
const userButton = (page: Page) => page.getByRole('button', { name: customer.nameEn });

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  // A phone's Chromium: its layout viewport widens to a page wider than the screen (isMobile).
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
  page = await context.newPage();
  await signIn(page, portal, customer);
  const db = openSqlite(portal.dataDir);
  try {
    const weekAhead = new Date(testNow().getTime() + 7 * 24 * 3600_000).toISOString();
    sailing = db
      .prepare(
        `SELECT s.pol AS pol, s.pod AS pod, s.vessel_name AS vesselName, s.voyage_number AS voyageNumber
           FROM space_sailings s JOIN space_inventory i ON i.sailing_id = s.id
          WHERE s.stopped = 0 AND s.kind = 'existing' AND s.cut_off > ? AND i.remaining >= 1
          ORDER BY s.etd_date, s.id LIMIT 1`,
      )
      .get(weekAhead) as typeof sailing;
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('a certified customer on a 390 px phone, in English (Chromium)', () => {
  // The portal's pages carry the top bar; the workspace has its own header with the user's pages.
  for (const route of ['/index', '/lookPresentCabin', '/workspace/reserveCabin']) {
    it(`${route}: the page is no wider than the window`, async () => {
      await page.goto(`${portal.baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await widerThanScreen(page)).toBe(0);
    });
  }

  it('the user name in the top bar is shown whole, inside the window', async () => {
    await page.goto(`${portal.baseUrl}/index`, { waitUntil: 'networkidle' });
    const button = userButton(page);
    await button.waitFor();
    expect(await button.textContent()).toContain(customer.nameEn);
    const box = await measure(button);
    // Nothing in it is cut either: an ellipsis would leave a part wider than its box.
    const cutInside = await button.evaluate((element) =>
      Math.max(...[...element.querySelectorAll('*')].map((part) => part.scrollWidth - part.clientWidth)),
    );
    expect(box.clipped).toBe(0);
    expect(cutInside).toBeLessThanOrEqual(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
  });

  // Both ways in: the list's "Detail" then "Book this space", and the list's "Book", which opens the
  // detail with the form (the page is laid out once with the dialog open).
  for (const [way, link] of [
    ['Detail', 'Detail of'],
    ['Book', 'Book'],
  ] as const) {
    it(`the booking dialog, opened from the space list by "${way}", fits the screen with a margin each side`, async () => {
      await page.goto(`${portal.baseUrl}/lookPresentCabin`, { waitUntil: 'networkidle' });
      await page.getByRole('combobox', { name: 'Port of loading' }).fill(sailing.pol);
      await page.getByRole('combobox', { name: 'Port of discharge' }).fill(sailing.pod);
      await page.getByRole('combobox', { name: 'Port of discharge' }).press('Escape');
      await page.getByRole('button', { name: 'Search' }).click();
      await page
        .getByRole('table', { name: 'Space' })
        .getByRole('link', { name: `${link} ${sailing.vesselName} ${sailing.voyageNumber}` })
        .click();
      if (way === 'Detail') await page.getByRole('button', { name: 'Book this space' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Quantity 1').waitFor();
      const box = await measure(dialog);
      expect(box.clipped).toBe(0);
      expect(box.left).toBeGreaterThanOrEqual(DIALOG_MARGIN);
      expect(PHONE.width - box.right).toBeGreaterThanOrEqual(DIALOG_MARGIN);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  }
});
