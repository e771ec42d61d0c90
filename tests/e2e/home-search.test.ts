// The home page's rate search (spec §9 recent ports): real server with its demo data, real Chromium.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';

let portal: Portal;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  await context.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await portal?.stop();
});

const searchForm = (page: Page) => page.getByRole('form', { name: 'Rate search' });

describe('the home page rate search', () => {
  it('searches rates by ports and container type from /index, and offers a returning customer the last ports searched', async () => {
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/index`);
    const form = searchForm(page);
    await form.getByRole('combobox', { name: 'Port of loading (POL)' }).fill('CNSHA');
    await page
      .getByRole('option', { name: /Shanghai/ })
      .first()
      .click();
    await form.getByRole('combobox', { name: 'Port of discharge (POD)' }).fill('Rotterdam');
    await page
      .getByRole('option', { name: /Rotterdam/ })
      .first()
      .click();
    await form.getByLabel('Container type').selectOption('20GP');
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    // /rates opens with the search filled in and run.
    await page.waitForURL(/\/rates\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pol: 'CNSHA',
      pod: 'NLRTM',
      containerType: '20GP',
    });
    const table = page.getByRole('table').first();
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByText('40HQ').count()).toBe(0);
    const ratesForm = searchForm(page);
    expect(await ratesForm.getByRole('combobox', { name: 'Port of loading (POL)' }).inputValue()).toMatch(
      /Shanghai.*CNSHA/,
    );
    expect(await ratesForm.getByLabel('Container type').inputValue()).toBe('20GP');

    // Back on the home page another day: the last ports searched are there, one click searches again.
    const again = await context.newPage();
    await again.goto(`${portal.baseUrl}/index`);
    const returning = searchForm(again);
    const origin = returning.getByRole('combobox', { name: 'Port of loading (POL)' });
    await origin.waitFor();
    expect(await origin.inputValue()).toMatch(/Shanghai.*CNSHA/);
    expect(await returning.getByRole('combobox', { name: 'Port of discharge (POD)' }).inputValue()).toMatch(
      /Rotterdam.*NLRTM/,
    );
    await returning.getByRole('button', { name: 'Search', exact: true }).click();
    await again.waitForURL(/\/rates\?pol=CNSHA&pod=NLRTM/);
    await again.getByRole('table').first().getByRole('row').nth(1).waitFor();
  });
});
