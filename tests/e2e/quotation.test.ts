// The rates list and a quotation in English, in Chromium against the real server in demo mode: the
// all-in price is the prepaid one and says that the collect charge (DTHC) is not in it; "Save
// quotation" is in view without scrolling to the end of the list; two carriers for one container
// are alternatives, the total counts one of them; an ETD stays on one line.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
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

const usd = (text: string): number => Number(/USD ([\d,]+)/.exec(text)![1]!.replaceAll(',', ''));

async function searchShanghaiRotterdam40HQ(page: Page) {
  await page.goto(`${portal.baseUrl}/rates`);
  await page.getByRole('combobox', { name: 'Port of loading (POL)' }).fill('CNSHA');
  await page
    .getByRole('option', { name: /Shanghai/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Port of discharge (POD)' }).fill('Rotterdam');
  await page
    .getByRole('option', { name: /Rotterdam/ })
    .first()
    .click();
  await page.getByLabel('Container type').selectOption('40HQ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('button', { name: /Show breakdown/ })
    .first()
    .waitFor();
}

describe('quotation: prepaid all-in prices, alternatives and the save button, English', () => {
  it('the all-in price excludes the DTHC collected at destination and says so', async () => {
    const { page, context } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    await searchShanghaiRotterdam40HQ(page);
    const row = page.locator('tr[data-rate-id]').first();
    const priceText = (await row.locator('td').nth(6).textContent()) ?? '';
    expect(priceText).toContain('Prepaid; excludes DTHC (collect)');
    await row.getByRole('button', { name: /Show breakdown/ }).click();
    const detail = page.locator(`#${await row.getByRole('button').first().getAttribute('aria-controls')}`);
    await detail.getByText('Ocean freight').waitFor();
    const charges = await detail
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    const prepaid = charges
      .filter(([, term]) => term === 'Prepaid')
      .reduce((sum, [, , amount]) => sum + usd(amount!), 0);
    expect(usd(priceText)).toBe(prepaid);
    await context.close();
  });

  it('"Save quotation" is in view at the top of a long list; two carriers for one 40HQ are alternatives, the total counts one; the ETD stays on one line', async () => {
    const { page, context } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    await searchShanghaiRotterdam40HQ(page);
    const rows = page.locator('tr[data-rate-id]');
    const carriers = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('small')?.textContent));
    const second = carriers.findIndex((scac) => scac !== carriers[0]);
    expect(second).toBeGreaterThan(0);
    const prices: number[] = [];
    for (const index of [0, second]) {
      const row = rows.nth(index);
      await row.getByRole('checkbox', { name: /to the quotation$/ }).check();
      prices.push(usd((await row.locator('td').nth(6).textContent()) ?? ''));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const save = page.getByRole('button', { name: 'Save quotation' });
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(box.y).toBeGreaterThanOrEqual(0);
    await save.click();
    await page.waitForURL(/\/quotation\?id=/);
    const lines = page.getByRole('table', { name: 'Quotation lines' });
    await lines.waitFor();
    expect(await lines.getByText('Alternative 1 of 2').count()).toBe(1);
    expect(await lines.getByText('Alternative 2 of 2').count()).toBe(1);
    const total = (await page.getByText(/^Total:/).textContent()) ?? '';
    expect(usd(total)).toBe(Math.min(...prices));
    const etd = lines.locator('tbody time').first();
    const lineBoxes = await etd.evaluate((time) => {
      const range = document.createRange();
      range.selectNodeContents(time.parentElement!);
      // Text boxes a line apart are lines; a smaller text on the same line sits a few pixels lower.
      return [...range.getClientRects()]
        .map((rect) => rect.top)
        .sort((x, y) => x - y)
        .filter((top, index, tops) => index === 0 || top - tops[index - 1]! > 10).length;
    });
    expect(lineBoxes).toBe(1);
    await context.close();
  });
});
