// The rate pages as visitors meet them: real server with its generated demo data, real Chromium.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await portal?.stop();
});

async function openPage(lang: 'cn' | 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  contexts.push(context);
  await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  return context.newPage();
}

const dialog = (page: Page) => page.getByRole('dialog');

async function choosePort(page: Page, label: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** A lane with rates in the demo data: Shanghai to Rotterdam (China exports to North Europe). */
async function searchShanghaiRotterdam(page: Page) {
  await choosePort(page, 'Port of loading (POL)', 'CNSHA', /Shanghai/);
  await choosePort(page, 'Port of discharge (POD)', 'Rotterdam', /Rotterdam/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('rates in Chromium against the real server', () => {
  it('anonymous search shows routes without prices and the login message; a certified login shows prices and the breakdown; a saved quotation shows on /quotation and in the workspace', async () => {
    const page = await openPage('en');
    await page.goto(`${portal.baseUrl}/rates`);
    await searchShanghaiRotterdam(page);

    // Spec §6 / §8: anonymous visitors get the login message with its action, no price, no breakdown.
    const note = page.getByRole('note');
    await note.getByText('Please login to view rates detail').waitFor();
    const table = page.getByRole('table').first();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await table.getByText(/USD/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Show breakdown/ }).count()).toBe(0);
    expect(await page.getByText('Demo data', { exact: false }).count()).toBeGreaterThan(0);

    await note.getByRole('button', { name: 'Log in' }).click();
    await dialog(page).getByLabel('Email', { exact: true }).fill('certified@demo.example.com');
    await dialog(page).getByLabel('Password', { exact: true }).fill('Certified123');
    await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // The same search runs again as the certified customer: the breakdown by surcharge, validity, cut-offs.
    const firstToggle = page.getByRole('button', { name: /Show breakdown/ }).first();
    await firstToggle.waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    expect(await table.getByText(/^USD [\d,]+$/).count()).toBeGreaterThan(0);
    const detailId = await firstToggle.getAttribute('aria-controls');
    // The button's name changes when it opens: follow it by what it controls.
    const toggle = page.locator(`button[aria-controls="${detailId}"]`);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = page.locator(`#${detailId}`);
    await detail.getByRole('heading', { name: 'Surcharges' }).waitFor();
    await detail.getByText('Ocean freight').waitFor();
    await detail.getByRole('heading', { name: 'Validity' }).waitFor();
    await detail.getByRole('heading', { name: 'Cut-offs' }).waitFor();

    // Save a quotation of the first rate, two containers.
    await page
      .getByRole('checkbox', { name: /to the quotation$/ })
      .first()
      .check();
    await page
      .getByRole('spinbutton', { name: /^Quantity of/ })
      .first()
      .fill('2');
    await page.getByRole('button', { name: 'Save quotation' }).click();
    await page.waitForURL(/\/quotation\?id=/);
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).toBeTruthy();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    const quotationNo = (await page.locator('dt:has-text("Quotation no") + dd').textContent()) ?? '';
    expect(quotationNo).toMatch(/^Q\d{8}\d{6}$/);
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByText(/^Total: USD [\d,]+$/).waitFor();

    // The workspace lists it and links back to it.
    await page.goto(`${portal.baseUrl}/workspace/myQuotation`);
    const link = page.getByRole('link', { name: quotationNo, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/quotation?id=${id}`);
    await link.click();
    await page.waitForURL(/\/quotation\?id=/);
    await page.getByRole('button', { name: 'Print' }).waitFor();
  });

  it('in Chinese the anonymous visitor reads the login message', async () => {
    const page = await openPage('cn');
    await page.goto(`${portal.baseUrl}/rates`);
    await choosePort(page, '起运港 (POL)', 'CNSHA', /上海/);
    await choosePort(page, '目的港 (POD)', '鹿特丹', /鹿特丹/);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByRole('note').getByText('请登录后查看运价详情').waitFor();
  });

  it('a logged-in uncertified customer reads the certify message with its action', async () => {
    const page = await openPage('en');
    await page.goto(`${portal.baseUrl}/rates`);
    await searchShanghaiRotterdam(page);
    await page.getByRole('note').getByRole('button', { name: 'Log in' }).click();
    await dialog(page).getByLabel('Email', { exact: true }).fill('uncertified@demo.example.com');
    await dialog(page).getByLabel('Password', { exact: true }).fill('Uncertified123');
    await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
    // Spec §4: status 1 with programJurisdictionFlag 3 opens the certification form; close it.
    await dialog(page).getByLabel('Company name', { exact: true }).waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    const note = page.getByRole('note');
    await note.getByText('Please certificate to view rates detail').waitFor();
    await note.getByRole('button', { name: 'Certify now' }).click();
    await dialog(page).getByLabel('Company name', { exact: true }).waitFor();
  });

  it('the rate form keeps "SPOT rates only" and the search button on one line at 1280 and 1920 px, in both languages', async () => {
    /** How many lines an element's text takes (distinct tops of its text boxes). */
    const lines = (element: Locator) =>
      element.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    for (const lang of ['en', 'cn'] as const) {
      for (const width of [1280, 1920]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
        const page = await context.newPage();
        await page.goto(`${portal.baseUrl}/rates`);
        const form = page.getByRole('form', { name: lang === 'en' ? 'Rate search' : '运价查询' });
        const spotOnly = form.locator('label', {
          hasText: lang === 'en' ? 'SPOT rates only' : '仅看 SPOT 运价',
        });
        const search = form.getByRole('button', { name: lang === 'en' ? 'Search' : '查询', exact: true });
        await spotOnly.waitFor();
        expect(await lines(spotOnly), `${lang} ${width}px: the checkbox label`).toBe(1);
        expect(await lines(search), `${lang} ${width}px: the search button`).toBe(1);
        await context.close();
      }
    }
  });

  it('the SPOT freight page shows products with inventory; prices once the certified customer logs in', async () => {
    const page = await openPage('en');
    await page.goto(`${portal.baseUrl}/spotFreight`);
    await page.getByText('Loading guarantee', { exact: true }).first().waitFor();
    await page
      .getByText(/^\d+ of \d+ · (Available|Tight|Overload \(full\)|Stopping \(closed\))$/)
      .first()
      .waitFor();
    // SPOT per-container prices are behind the rate gate too.
    const note = page.getByRole('note');
    await note.getByText('Please login to view rates detail').waitFor();
    expect(await page.getByText(/^USD [\d,]+$/).count()).toBe(0);
    await note.getByRole('button', { name: 'Log in' }).click();
    await dialog(page).getByLabel('Email', { exact: true }).fill('certified@demo.example.com');
    await dialog(page).getByLabel('Password', { exact: true }).fill('Certified123');
    await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page
      .getByText(/^USD [\d,]+$/)
      .first()
      .waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
  });
});
