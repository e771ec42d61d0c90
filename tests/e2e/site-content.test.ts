// The tenant's site content edited by its administrator in Chromium (spec §2's menu list, §3's
// content pages): a saved change shows to a visitor on the next load, in both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage, signedIn } from './support/sign-in.ts';

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

/** Where the staff pages live: one place to change when they move. */
const STAFF_PAGES = '/console';
const staffPage = (name: 'settingsMenus' | 'settingsPages' | 'settingsContacts') =>
  `${portal.baseUrl}${STAFF_PAGES}/${name}`;

/** A visitor's fresh browser in a language, not signed in. */
const visitor = async (lang: 'cn' | 'en'): Promise<Page> => {
  const page = await englishPage(browser, portal);
  await page.context().addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  return page;
};

describe('site content edited by the administrator', () => {
  it('in English: a menu entry renamed and moved, a wrong path refused at its field; a visitor sees the new entry on the next load, in Chinese too', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await page.goto(staffPage('settingsMenus'));
    await page.getByRole('heading', { name: 'Menus', exact: true }).waitFor();
    const entry = page.getByRole('group', { name: 'Entry 2: Desktop client' });
    await entry.getByLabel('Label (Chinese)', { exact: true }).fill('下载桌面端');
    await entry.getByLabel('Label (English)', { exact: true }).fill('Get the desktop app');
    // Reordering by keyboard: the moved entry keeps its fields.
    await page.getByRole('button', { name: 'Move Get the desktop app up' }).press('Enter');
    const moved = page.getByRole('group', { name: 'Entry 1: Get the desktop app' });
    await moved.waitFor();

    await moved.getByLabel('Path', { exact: true }).fill('/admin');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await moved.getByText('Path: an internal path must be a page of this site (such as /rates)').waitFor();
    expect(
      await moved.getByLabel('Path', { exact: true }).evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await moved.getByLabel('Path', { exact: true }).fill('/client');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The menu was saved').first().waitFor();

    const english = await visitor('en');
    await english.goto(`${portal.baseUrl}/index`);
    // Its menu's other entry is a fixed header entry already, so the menu is this one link.
    await english.getByRole('link', { name: 'Get the desktop app' }).click();
    await english.waitForURL(`${portal.baseUrl}/client`);
    expect(await english.getByRole('link', { name: 'Desktop client' }).count()).toBe(0);

    const chinese = await visitor('cn');
    await chinese.goto(`${portal.baseUrl}/index`);
    await chinese.getByRole('link', { name: '下载桌面端' }).waitFor();
    await english.context().close();
    await chinese.context().close();
    await page.context().close();
  });

  it('in English: a content page rewritten, a block removed after confirming; a visitor reads it as plain text on the next load', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await page.goto(staffPage('settingsPages'));
    await page.getByRole('heading', { name: 'Content pages', exact: true }).waitFor();
    const first = page.getByRole('group', { name: /^Block 1:/ });
    await first.getByLabel('Heading (English)', { exact: true }).fill('Our story');
    await first
      .getByLabel('Text (English)', { exact: true })
      .fill('Founded on the quay in Ningbo.\n<b>Twenty ships</b> a week.');
    await page.getByRole('button', { name: 'Remove Why ship with us' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the block Why ship with us?' });
    await confirm.getByRole('button', { name: 'Yes, remove' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByRole('group', { name: /^Block 2/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.getByText('The page was saved').first().waitFor();

    const english = await visitor('en');
    await english.goto(`${portal.baseUrl}/about`);
    await english.getByRole('heading', { name: 'Our story' }).waitFor();
    await english.getByText('Founded on the quay in Ningbo.', { exact: true }).waitFor();
    // Markup the administrator typed is text, never HTML.
    await english.getByText('<b>Twenty ships</b> a week.', { exact: true }).waitFor();
    expect(await english.locator('article b').count()).toBe(0);
    expect(await english.getByRole('heading', { name: 'Why ship with us' }).count()).toBe(0);
    await english.context().close();
    await page.context().close();
  });

  it('in Chinese at 390 px: the contact page reads in Chinese, saves, and does not scroll sideways', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(staffPage('settingsContacts'));
    await page.getByRole('heading', { name: '客服联系人', exact: true }).waitFor();
    // The page's second form (adding a further contact) has a QQ field too.
    await page
      .getByRole('form', { name: '客服联系人', exact: true })
      .getByLabel('QQ', { exact: true })
      .fill('20000002');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('客服联系人已保存').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.goto(staffPage('settingsMenus'));
    await page.getByRole('heading', { name: '菜单', exact: true }).waitFor();
    await page.getByRole('group', { name: /^菜单1/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });

  it('a customer is offered nothing but a notice', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    await page.goto(staffPage('settingsMenus'));
    // The console's frame refuses a customer before any console page shows.
    await page.getByText('This page is for staff only.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.context().close();
  });
});
