// What is booked, as a customer sees it before and after, in Chromium against the real server in
// demo mode. "Book from this rate" names the rate's carrier, sailing and price per line and offers
// only the container type the rate prices (no 40HQ line on a 20GP rate); the order keeps its price,
// shown in My Order and in the staff queue. A space booking priced in USD shows, in its payment
// dialog, the CNY amount WeChat Pay takes at the tenant's (demo) rate with the rate's date, in
// English and in Chinese.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import { signedIn } from '../support/sign-in.ts';
import { openSqlite } from '../support/sqlite.ts';

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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const grouped = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(amount);

interface RateRow {
  id: number;
  carrier: string;
  vessel: string;
  voyage: string;
  allIn: number;
  currency: string;
}

/** A 20GP tariff rate a month ahead whose sailing also has a 40HQ rate: a 40HQ line is its sibling's, not its own. */
const twentyFootRate = (): RateRow => {
  const db = openSqlite(portal.dataDir);
  try {
    return db
      .prepare(
        `SELECT r.id AS id, r.carrier_scac AS carrier, r.vessel_name AS vessel, r.voyage_number AS voyage,
                r.all_in AS allIn, r.currency AS currency
           FROM rates r
          WHERE r.container_type = '20GP' AND r.is_spot = 0 AND r.etd > ?
            AND EXISTS (SELECT 1 FROM rates o WHERE o.route_id = r.route_id AND o.container_type = '40HQ')
          ORDER BY r.id LIMIT 1`,
      )
      .get(new Date(testNowMs() + 30 * 24 * 3_600_000).toISOString()) as RateRow;
  } finally {
    db.close();
  }
};

/** An open sailing of existing space priced in USD, with a container type that has space, and its unit price. */
const usdSpace = (): { id: number; containerType: string; price: number } => {
  const db = openSqlite(portal.dataDir);
  try {
    return db
      .prepare(
        `SELECT s.id AS id, i.container_type AS containerType, i.price AS price
           FROM space_sailings s JOIN space_inventory i ON i.sailing_id = s.id
          WHERE s.stopped = 0 AND s.kind = 'existing' AND s.currency = 'USD' AND s.cut_off > ? AND i.remaining >= 4
          ORDER BY s.id DESC, i.container_type LIMIT 1`,
      )
      .get(new Date(testNowMs() + 7 * 24 * 3_600_000).toISOString()) as {
      id: number;
      containerType: string;
      price: number;
    };
  } finally {
    db.close();
  }
};

const fillOrder = async (page: Page, fields: Record<string, string>) => {
  const form = page.getByRole('form', { name: 'New order' });
  for (const [name, value] of Object.entries(fields)) await form.getByRole('textbox', { name }).fill(value);
  return form;
};

describe('what is booked, and at what price, in Chromium', () => {
  it('Book from this rate: carrier, sailing and price per line; only the rate’s type; the order keeps its price', async () => {
    const rate = twentyFootRate();
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    await page.goto(`${portal.baseUrl}/workspace/order?rateId=${rate.id}`);
    const form = page.getByRole('form', { name: 'New order' });
    const booked = form.getByRole('region', { name: 'Booked from' });
    await booked.waitFor();
    const facts = (await booked.textContent()) ?? '';
    expect(facts).toContain(rate.carrier);
    expect(facts).toContain(`${rate.vessel} / ${rate.voyage}`);
    expect(facts).toMatch(/ETD \(local\)\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // The line offers the rate's own container type only, and no second line to add a 40HQ.
    const type = form.getByRole('combobox', { name: 'Container type of line 1' });
    expect(await type.locator('option').allTextContents()).toEqual(['20GP']);
    expect(await form.getByRole('button', { name: 'Add a container type' }).count()).toBe(0);

    await fillOrder(page, {
      'Quantity of line 1': '2',
      'Cargo description': 'Furniture priced at the rate',
      'HS code': '940360',
      'Gross weight (kg)': '10250.5',
      Packages: '12',
      'Shipper name': 'Ningbo Wood Co.',
      'Shipper address': '1 Harbour Road, Ningbo',
      'Consignee name': 'Rotterdam Home BV',
      'Consignee address': 'Kade 2, Rotterdam',
    });
    const each = `${rate.currency} ${grouped(rate.allIn, 'en')}`;
    const total = `${rate.currency} ${grouped(rate.allIn * 2, 'en')}`;
    await form.getByText(`${each} × 2 = ${total}`).waitFor();
    expect((await booked.textContent()) ?? '').toContain(`Total (all-in)${total}`);
    await form.getByRole('button', { name: 'Place the order' }).click();
    await form.waitFor({ state: 'detached' });

    const row = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: 'Furniture priced at the rate' });
    await row.getByText(total, { exact: true }).waitFor();
    await row.getByText(`20GP ${each}`, { exact: true }).waitFor();

    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await staff.page.goto(`${portal.baseUrl}/console/orders`);
    const queued = staff.page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: 'Furniture priced at the rate' });
    await queued.getByText(total, { exact: true }).waitFor();
  });

  for (const lang of ['en', 'cn'] as const) {
    it(`the payment dialog shows the USD price beside the CNY paid, the rate and its date (${lang})`, async () => {
      const space = usdSpace();
      const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang });
      await page.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${space.id}`);
      await page.getByRole('button', { name: lang === 'en' ? 'Book this space' : '预订此舱位' }).click();
      const dialog = page.getByRole('dialog');
      const text =
        lang === 'en'
          ? {
              type: 'Container type 1',
              quantity: 'Quantity 1',
              attorney: /^Power of attorney/,
              submit: 'Book and pay',
            }
          : { type: '箱型 1', quantity: '数量 1', attorney: /^委托书/, submit: '预订并支付' };
      await dialog.getByLabel(text.quantity).waitFor();
      await dialog
        .getByLabel(text.attorney)
        .setInputFiles({ name: 'attorney.pdf', mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByLabel(text.type).selectOption(space.containerType);
      await dialog.getByLabel(text.quantity).fill('1');
      await dialog.getByRole('button', { name: text.submit }).click();
      await dialog.getByRole('timer').waitFor();

      // The demo tenant's rate: 7.20 CNY per USD, dated 2026-01-05 (demo data).
      const locale = lang === 'en' ? 'en' : 'zh-CN';
      const usd = `USD ${grouped(space.price, locale)}`;
      const cny = `CNY ${grouped(Math.round(space.price * 720) / 100, locale)}`;
      const shown =
        lang === 'en'
          ? `${usd} ≈ ${cny} at 7.20 (rate of 2026-01-05)`
          : `${usd} ≈ ${cny}（汇率 7.20，2026-01-05 牌价）`;
      await expect.poll(async () => (await dialog.textContent()) ?? '').toContain(shown);
    });
  }
});
