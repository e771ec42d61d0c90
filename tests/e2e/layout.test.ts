// Layout and language: every route of spec §2 in Chromium at phone and desktop widths, in
// both languages, signed out and as staff. Screenshots go to .test-results/screenshots/ (git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, PUBLIC_ROUTES, WORKSPACE_ROUTES } from '../../domain/routes.ts';
import { NETWORK_OPERATORS } from '../../server/db/freight/network-reference.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import {
  englishLabelsShown,
  horizontalOverflow,
  overlappingControls,
  ownEnglishLabels,
  visibleTexts,
} from './support/layout.ts';
import { type Portal, REPO_ROOT, startPortal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

const PHONE = 390;
const DESKTOP = [1280, 1920];
const SCREENSHOTS = join(REPO_ROOT, '.test-results/screenshots');

type Role = 'visitor' | 'staff';
type Lang = 'cn' | 'en';

const ROUTES: Record<Role, readonly string[]> = {
  visitor: PUBLIC_ROUTES,
  staff: [...PUBLIC_ROUTES, ...WORKSPACE_ROUTES, '/console', ...CONSOLE_ROUTES],
};

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pages = {} as Record<Role, Page>;

const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|主导航)$/ });

/** Opens a route in a language and waits until its data calls have answered. */
async function open(page: Page, route: string, lang: Lang) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  await page.goto(`${portal.baseUrl}${route}`, { waitUntil: 'networkidle' });
}

/** A new width takes effect after the next frames are laid out. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const fileName = (role: Role, lang: Lang, route: string, width: number) =>
  `${role}-${lang}-${route.slice(1).replaceAll('/', '_')}-${width}.jpeg`;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const role of ['visitor', 'staff'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
    pages[role] = await context.newPage();
  }
  await signIn(pages.staff, portal, DEMO_ACCOUNTS.staff);
  // Signing in opens the staff console (no header); back on the portal the header names staff.
  await pages.staff.waitForURL(`${portal.baseUrl}/console`);
  await pages.staff.goto(`${portal.baseUrl}/index`);
  await pages.staff.getByTestId('user-type-label').getByText('Internal').waitFor();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await portal?.stop();
});

describe('the layout holds at every width and strings are in the user’s language (Chromium, every route of spec §2)', () => {
  const labels = ownEnglishLabels();
  it('the app’s own English labels are known to the scan', () => {
    expect(labels.size).toBeGreaterThan(200);
    expect(labels).toContain('Customs');
    // The generated freight data's English names too: leg kinds, customs offices, places, services.
    for (const name of ['Hinterland rail', 'Beilun Customs', 'Shanghai (CNSHA)', 'Asia - North Europe 1']) {
      expect(labels).toContain(name);
    }
  });

  for (const role of ['visitor', 'staff'] as const) {
    for (const lang of ['cn', 'en'] as const) {
      it(`${role} in ${lang}: no sideways scroll at 1280 and 1920 px; at 390 px none and no overlapping controls; ${lang === 'cn' ? 'no English label of the app’s own' : 'the label scan finds the English ones'}; screenshots`, async () => {
        const page = pages[role];
        const problems: string[] = [];
        const englishShown = new Set<string>();
        let measured = 0;
        for (const route of ROUTES[role]) {
          await resize(page, DESKTOP[0] ?? 1280);
          await open(page, route, lang);
          for (const text of englishLabelsShown(await visibleTexts(page), labels)) {
            if (lang === 'cn') problems.push(`${route} in Chinese shows the English label "${text}"`);
            englishShown.add(text);
          }
          for (const width of [PHONE, ...DESKTOP]) {
            await resize(page, width);
            const overflow = await horizontalOverflow(page);
            if (overflow > 0) problems.push(`${route} at ${width} px: ${overflow} px wider than the window`);
            if (width === PHONE) {
              for (const { first, second } of await overlappingControls(page)) {
                problems.push(`${route} at ${width} px: ${first} overlaps ${second}`);
              }
            }
            await page.screenshot({
              path: join(SCREENSHOTS, fileName(role, lang, route, width)),
              fullPage: true,
              type: 'jpeg',
              quality: 60,
            });
            measured += 1;
          }
        }
        expect(problems).toEqual([]);
        expect(measured).toBe(ROUTES[role].length * 3);
        // Not vacuous: the same scan recognises the English header, menus and page labels.
        if (lang === 'en') {
          expect(englishShown).toContain('Home');
          expect(englishShown.size).toBeGreaterThan(30);
          // ...and the generated data's: the sea-rail list opens with legs run by named operators.
          expect(Object.values(NETWORK_OPERATORS).some(({ en }) => englishShown.has(en))).toBe(true);
        }
      });
    }
  }

  it('at 390 px the header menu folds behind a disclosure button; Escape closes it and returns focus', async () => {
    const page = pages.visitor;
    await resize(page, PHONE);
    await open(page, '/index', 'en');
    const button = page.getByRole('button', { name: 'Menu' });
    expect(await mainNav(page).getByRole('link', { name: 'Home' }).isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    expect(await list.isVisible()).toBe(true);
    await mainNav(page).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await button.click();
    await mainNav(page).getByRole('link', { name: 'Freight Rates' }).click();
    await page.waitForURL(/\/rates$/);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await resize(page, 1280);
    expect(await button.isVisible()).toBe(false);
    expect(await mainNav(page).getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
  });
});
