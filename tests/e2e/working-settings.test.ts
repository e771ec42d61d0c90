// The tenant's working settings and exchange rates in Chromium (docs/staff.md): an administrator
// saves how long a grab offer holds, pricing saves a rate to CNY; both languages, a phone's width.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signedIn } from './support/sign-in.ts';

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

const PAGE = '/console/workingSettings';

describe('the working settings page', () => {
  it('in English: a bad number is named before saving; the offer hours and a EUR rate are saved and shown', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await page.goto(`${portal.baseUrl}${PAGE}`);
    await page.getByRole('heading', { name: 'Working settings', level: 1 }).waitFor();
    const hours = page.getByLabel('Hours a granted grab request stays on offer');
    expect(await hours.inputValue()).toBe('24');
    await hours.fill('0');
    await page.getByRole('button', { name: 'Save working settings' }).click();
    await page.getByText('A whole number of hours from 1 to 168.', { exact: true }).first().waitFor();
    expect(await hours.getAttribute('aria-invalid')).toBe('true');
    await hours.fill('48');
    await page.getByRole('button', { name: 'Save working settings' }).click();
    await page.getByText('The working settings were saved').first().waitFor();

    const rates = page.getByRole('form', { name: 'Save an exchange rate' });
    await rates.getByLabel('Currency', { exact: true }).fill('cny');
    await rates.getByLabel('CNY per unit', { exact: true }).fill('7,19');
    await rates.getByRole('button', { name: 'Save exchange rate' }).click();
    await rates.getByText('CNY prices need no exchange rate.').waitFor();
    await rates.getByText('CNY for one unit, above 0 and at most 10000', { exact: false }).waitFor();
    await rates.getByText('Choose the date the rate is for.').waitFor();
    await rates.getByLabel('Currency', { exact: true }).fill('eur');
    await rates.getByLabel('CNY per unit', { exact: true }).fill('7.8123');
    await rates.getByLabel('Rate date', { exact: true }).fill('2026-11-26');
    await rates.getByRole('button', { name: 'Save exchange rate' }).click();
    await page.getByText('The exchange rate was saved').first().waitFor();
    const table = page.getByRole('table', { name: 'Exchange rates to CNY' });
    await table.getByRole('row', { name: 'EUR 7.8123 2026-11-26' }).waitFor();

    await page.reload();
    expect(await page.getByLabel('Hours a granted grab request stays on offer').inputValue()).toBe('48');
    await page.context().close();
  });

  it('in Chinese at 390 px: the page reads in Chinese and does not scroll sideways', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.baseUrl}${PAGE}`);
    await page.getByRole('heading', { name: '业务设置', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '人民币汇率' }).waitFor();
    await page.getByRole('button', { name: '保存业务设置' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });
});
