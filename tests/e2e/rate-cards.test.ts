// The forwarder's rate cards in Chromium (spec §3 freight rates, docs/staff.md): pricing staff add a
// card in /console/rates, a certified customer finds it on /rates at its price; a change shows the
// new price, restoring version 1 the old one; both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/freight/dates.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signedIn } from './support/sign-in.ts';
import { openSqlite } from './support/sqlite.ts';

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

/** A carrier's first sailing from Shanghai to `pod` a week ahead or more, in the portal's data. */
const firstSailing = (pod: string): { carrierScac: string; etdDate: string } => {
  const db = openSqlite(portal.dataDir);
  try {
    return db
      .prepare(
        `select carrier_scac as carrierScac, etd_date as etdDate from sailing_routes
         where pol = 'CNSHA' and pod = ? and etd_date >= date('now', '+7 days')
         order by etd_date, id limit 1`,
      )
      .get(pod) as { carrierScac: string; etdDate: string };
  } finally {
    db.close();
  }
};

interface Words {
  add: string;
  form: string;
  change: RegExp;
  fields: Record<'carrier' | 'pol' | 'pod' | 'freight' | 'from' | 'to', string>;
  publish: string;
  published: string;
  pol: string;
  pod: string;
  search: string;
}

const ENGLISH: Words = {
  add: 'Add a rate card',
  form: 'Add a rate card',
  change: /^Change the rate card CNSHA → NLRTM 40HQ$/,
  fields: {
    carrier: 'Carrier',
    pol: 'POL',
    pod: 'POD',
    freight: 'Ocean freight',
    from: 'Valid from',
    to: 'Valid to',
  },
  publish: 'Publish',
  published: 'A new version was published',
  pol: 'Port of loading (POL)',
  pod: 'Port of discharge (POD)',
  search: 'Search',
};

const CHINESE: Words = {
  add: '新增运价',
  form: '新增运价',
  change: /^修改运价 CNSHA → DEHAM 40HQ$/,
  fields: {
    carrier: '承运人',
    pol: '起运港',
    pod: '目的港',
    freight: '海运费',
    from: '有效期开始',
    to: '有效期结束',
  },
  publish: '发布',
  published: '已发布新版本',
  pol: '起运港 (POL)',
  pod: '目的港 (POD)',
  search: '查询',
};

/** Pricing staff add a 40HQ card on the lane, valid three weeks from its first sailing. */
async function addCard(page: Page, words: Words, pod: string, price: number) {
  const sailing = firstSailing(pod);
  await page.goto(`${portal.baseUrl}/console/rates`);
  await page.getByRole('button', { name: words.add }).click();
  const form = page.getByRole('region', { name: words.form });
  await form.getByLabel(words.fields.carrier, { exact: true }).fill(sailing.carrierScac);
  await form.getByLabel(words.fields.pol, { exact: true }).fill('cnsha');
  await form.getByLabel(words.fields.pod, { exact: true }).fill(pod);
  await form.getByLabel(words.fields.freight, { exact: true }).fill(String(price));
  await form.getByLabel(words.fields.from, { exact: true }).fill(sailing.etdDate);
  await form.getByLabel(words.fields.to, { exact: true }).fill(addDays(sailing.etdDate, 20));
  await form.getByRole('button', { name: words.publish }).click();
  await page.getByText(words.published).first().waitFor();
  return sailing;
}

/** The customer's search of the lane; the cheapest rows first (the rates page's own order). */
async function search(page: Page, words: Words, pod: string) {
  await page.goto(`${portal.baseUrl}/rates`);
  for (const [label, code] of [
    [words.pol, 'CNSHA'],
    [words.pod, pod],
  ] as const) {
    await page.getByRole('combobox', { name: label }).fill(code);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(code) })
      .first()
      .click();
  }
  await page.getByRole('button', { name: words.search, exact: true }).click();
  return page.getByRole('table').first();
}

const priceCell = (amount: number) => new RegExp(`^USD\\s?${amount}$`);

describe('rate cards from the console to the rates page', () => {
  it('in English: a card added, changed and restored shows at each version’s price to a certified customer', async () => {
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    await staff.page.goto(`${portal.baseUrl}/console/rates`);
    await staff.page.getByRole('heading', { name: 'Rate cards', level: 1 }).waitFor();
    await addCard(staff.page, ENGLISH, 'NLRTM', 7);
    await staff.page
      .getByRole('table', { name: 'Rate cards' })
      .getByRole('row', { name: /CNSHA → NLRTM/ })
      .waitFor();

    let table = await search(customer.page, ENGLISH, 'NLRTM');
    await table.getByText(priceCell(7)).first().waitFor();

    // The staff member changes the price: the customer's next search shows the new one only.
    await staff.page.getByRole('button', { name: ENGLISH.change }).click();
    const form = staff.page.getByRole('region', { name: 'Change the rate card' });
    await form.getByLabel('Ocean freight', { exact: true }).fill('9');
    await form.getByRole('button', { name: 'Publish' }).click();
    await staff.page.getByText('A new version was published').first().waitFor();
    table = await search(customer.page, ENGLISH, 'NLRTM');
    await table.getByText(priceCell(9)).first().waitFor();
    expect(await table.getByText(priceCell(7)).count()).toBe(0);

    // Restoring version 1 asks first, then brings its price back.
    const history = staff.page.getByRole('table', { name: 'Version history' });
    await history.getByRole('button', { name: /^Restore version 1 of / }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByText('Restore version 1?').waitFor();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await staff.page.getByText('A new version was published').first().waitFor();
    await history.getByText('from version 1').waitFor();
    table = await search(customer.page, ENGLISH, 'NLRTM');
    await table.getByText(priceCell(7)).first().waitFor();
    expect(await table.getByText(priceCell(9)).count()).toBe(0);
    await staff.context.close();
    await customer.context.close();
  });

  it('in Chinese at 390 px: a problem is named under its field; the card published shows to the customer at its price', async () => {
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await staff.page.goto(`${portal.baseUrl}/console/rates`);
    await staff.page.getByRole('heading', { name: '运价管理', level: 1 }).waitFor();
    await staff.page.getByRole('button', { name: CHINESE.add }).click();
    const form = staff.page.getByRole('region', { name: CHINESE.form });
    await form.getByRole('button', { name: CHINESE.publish }).click();
    await form.getByText('承运人不能为空').waitFor();
    expect(await form.getByLabel('承运人', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await horizontalOverflow(staff.page)).toBe(0);
    await form.getByRole('button', { name: '取消' }).click();

    await addCard(staff.page, CHINESE, 'DEHAM', 8);
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang: 'cn' });
    const table = await search(customer.page, CHINESE, 'DEHAM');
    await table.getByText(priceCell(8)).first().waitFor();
    await staff.context.close();
    await customer.context.close();
  });
});
