// Sell prices in Chromium (domain/freight/sell-price.ts): pricing sets a markup for a customer type
// on /console/markups, a certified customer of that type sees buy + markup on /rates, and staff see
// both prices; in both languages.
import type { Browser, Page } from 'playwright-core';
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

/** Shanghai to Rotterdam, 40HQ only: the demo data has rates on it, in the same order for everyone. */
const RATES = '/rates?pol=CNSHA&pod=NLRTM&containerType=40HQ';

/** The first row's prices: the price shown and, for staff, the buy price under it. */
const firstPrices = async (page: Page) => {
  const row = page.getByRole('table').first().getByRole('row').filter({ hasText: '40HQ' }).first();
  await row.getByText(/USD/).first().waitFor();
  const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  const buy = row.getByTestId('buy-price');
  return {
    shown: amount(await row.locator('strong').first().textContent()),
    buy: (await buy.count()) === 0 ? null : amount(await buy.textContent()),
  };
};

const WORDS = {
  en: {
    heading: 'Markups',
    kind: 'Direct shipper, 40HQ: markup kind',
    amount: 'Direct shipper, 40HQ: amount',
    save: 'Save markups',
    saved: 'The markups were saved',
    wrong: 'Direct shipper, 40HQ: A markup amount is 0 to 100000 with at most two decimals',
  },
  cn: {
    heading: '加价',
    kind: '直客，40HQ：加价方式',
    amount: '直客，40HQ：金额',
    save: '保存加价',
    saved: '加价已保存',
    wrong: '直客，40HQ：加价金额须为 0 到 100000 之间，最多两位小数',
  },
} as const;

/** Pricing sets the Direct shipper's 40HQ markup to `amount` on the console page, a bad entry first. */
const setMarkup = async (lang: 'cn' | 'en', amount: string) => {
  const words = WORDS[lang];
  const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, { lang });
  await page.goto(`${portal.baseUrl}/console/markups`);
  await page.getByRole('heading', { name: words.heading, level: 1 }).waitFor();
  await page.getByLabel(words.kind, { exact: true }).selectOption('amount');
  const field = page.getByLabel(words.amount, { exact: true });
  await field.fill('-5');
  await page.getByRole('button', { name: words.save }).click();
  await page.getByRole('alert').getByText(words.wrong).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await field.fill(amount);
  // The keyboard saves as well as the mouse: Enter in the field submits the grid.
  await field.press('Enter');
  await page.getByText(words.saved).first().waitFor();
  await page.reload();
  expect(await page.getByLabel(words.amount, { exact: true }).inputValue()).toBe(amount);
  await page.context().close();
};

describe('sell prices: a markup per customer type', () => {
  for (const [lang, amount] of [
    ['en', '150'],
    ['cn', '275.5'],
  ] as const) {
    it(`${lang}: pricing sets the Direct shipper's 40HQ markup; the certified customer of that type sees buy + markup, staff see both`, async () => {
      await setMarkup(lang, amount);

      const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, { lang });
      await staff.page.goto(`${portal.baseUrl}${RATES}`);
      const staffPrices = await firstPrices(staff.page);
      // Staff have no customer type: the row "any customer type" is unset, so they sell at the buy price.
      expect(staffPrices.buy).not.toBeNull();
      expect(staffPrices.shown).toBe(staffPrices.buy);
      await staff.context.close();

      const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang });
      await customer.page.goto(`${portal.baseUrl}${RATES}`);
      const customerPrices = await firstPrices(customer.page);
      expect(customerPrices.buy).toBeNull();
      expect(customerPrices.shown).toBeCloseTo(staffPrices.buy! + Number(amount), 2);
      expect(await customer.page.getByTestId('buy-price').count()).toBe(0);
      await customer.context.close();
    });
  }

  it('at 390 px in Chinese the markups page does not scroll sideways (the grid scrolls in its own region)', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.baseUrl}/console/markups`);
    await page.getByRole('heading', { name: '加价', level: 1 }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });
});
