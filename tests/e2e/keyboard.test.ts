// The keyboard: the login dialog and the booking dialog are completed without a
// mouse, every focused control shows its focus, and closing a dialog puts the focus back on the
// control that opened it. Keys only: Tab, Shift+Tab, Enter, Space, arrows, typing, Escape.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, FileChooser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { openSqlite } from './support/sqlite.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** More Tabs than any dialog or header here has controls: a control never reached fails the test. */
const MAX_TABS = 60;

let portal: Portal;
let browser: Browser;
let sailingId: number;

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  const db = openSqlite(portal.dataDir);
  try {
    const weekAhead = new Date(testNow().getTime() + 7 * 24 * 3600_000).toISOString();
    const row = db
      .prepare(
        `SELECT s.id AS id FROM space_sailings s JOIN space_inventory i ON i.sailing_id = s.id
          WHERE s.stopped = 0 AND s.kind = 'existing' AND s.cut_off > ? AND i.remaining >= 2
          ORDER BY s.id LIMIT 1`,
      )
      .get(weekAhead) as { id: number };
    sailingId = row.id;
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Whether the focused element draws a focus indicator (an outline or a box shadow). */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none'
    );
  });

/** Presses Tab until `target` has the focus; every control passed on the way must show its focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement === document.body
        ? null
        : (document.activeElement?.outerHTML.slice(0, 120) ?? null),
    );
    // Past the last control the focus leaves the page for the browser's own controls.
    if (where !== null) expect(await focusShows(page), `no visible focus on ${where}`).toBe(true);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Space on the focused file input opens the browser's file chooser. Once in CI on a loaded machine
 * no chooser came within 30 s of the key (2026-11-23): the key is pressed again, the input still
 * focused, before the test gives up; keyboard access is the same either way.
 */
async function openChooserWithSpace(page: Page, input: Locator): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    expect(await isFocused(input)).toBe(true);
    const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
    await page.keyboard.press('Space');
    try {
      return await chooser;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function newPage(lang: 'cn' | 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  return context.newPage();
}

/** Logs the certified demo customer in from the header, keys only; returns the page. */
async function logInWithKeys(page: Page): Promise<void> {
  await page.goto(`${portal.baseUrl}/index`);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.waitFor();
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await tabTo(page, dialog.getByRole('button', { name: 'Log in with email and password' }));
  await page.keyboard.press('Enter');
  const email = dialog.getByLabel('Email', { exact: true });
  await tabTo(page, email);
  await page.keyboard.type('certified@demo.example.com');
  await tabTo(page, dialog.getByLabel('Password', { exact: true }));
  await page.keyboard.type('Certified123');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('the keyboard alone', () => {
  it('login dialog: opens from the header, Escape closes it and the focus returns to Login; a login completes with keys only', async () => {
    const page = await newPage('en');
    await page.goto(`${portal.baseUrl}/index`);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.waitFor();
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The focus moved into the dialog, and Tab keeps it there.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(login), { timeout: 5_000 }).toBe(true);

    await logInWithKeys(page);
    await page.getByTestId('user-type-label').getByText('Customer').waitFor();
    expect(await page.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('booking dialog: filled, given its attorney file and sent with keys only; Escape returns the focus to "Book this space"; axe finds nothing serious in it', async () => {
    const page = await newPage('en');
    await logInWithKeys(page);
    await page.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${sailingId}`);
    const book = page.getByRole('button', { name: 'Book this space' });
    await book.waitFor();
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const quantity = dialog.getByLabel('Quantity 1');
    await quantity.waitFor();
    // The dialog reads the sailing's limits as it opens: on a loaded machine a late answer re-rendered
    // the form under the focus, and the Space below went to no file input (CI, 2026-11-23).
    await page.waitForLoadState('networkidle');

    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);

    // The file input opens the system's file chooser on Space; the chooser is answered for the test.
    const attorney = dialog.getByLabel('Power of attorney (PDF, JPG or PNG, at most 10 MB)');
    await tabTo(page, attorney);
    const chooser = await openChooserWithSpace(page, attorney);
    await chooser.setFiles({ name: 'attorney.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByText(/^Uploaded: attorney\.pdf/).waitFor();

    const type = dialog.getByLabel('Container type 1');
    await tabTo(page, type);
    await page.keyboard.press('ArrowDown');
    expect(await type.inputValue()).not.toBe('');
    await tabTo(page, quantity);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await tabTo(page, dialog.getByRole('button', { name: 'Book and pay' }));
    await page.keyboard.press('Enter');
    await dialog.getByRole('img', { name: /^Payment QR code of order / }).waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix returns the focus in a task after the dialog's content is gone: wait for that task, not
    // for the detach (a loaded machine runs the check first otherwise).
    await expect.poll(() => isFocused(book), { timeout: 5_000 }).toBe(true);
    await page.context().close();
  });
});
