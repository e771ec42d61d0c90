// Importing a carrier's rate sheet in Chromium (docs/decisions.md "Rate sheets"), both languages: a
// pricing colleague uploads a sheet laid out differently from the template, maps its columns once,
// sees three rows refused with their reasons, publishes, and the version is there with a link to
// the history; the carrier's next sheet of the same layout needs no mapping.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { xlsxBuffer } from '../../server/services/rates/sheet-template.ts';
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

const PAGE = '/console/rateImport';
const HEADERS = ['Origin', 'Destination', 'Equipment', 'Cur', 'O/F', 'Eff.', 'Exp.', 'BAF', 'Note'];

/** A carrier's own layout: three good rows, a bad port, a validity that ends first, a repeated rate. */
const firstSheet = () =>
  xlsxBuffer([
    HEADERS,
    ['CNSHA', 'NLRTM', '45G1', 'USD', 1800, 46357, 46387, 120, ''],
    ['CNSHA', 'DEHAM', '40HC', 'USD', 1900, 46357, 46387, 120, ''],
    ['CNSHA', 'XX1', '40HQ', 'USD', 1700, 46357, 46387, 100, ''],
    ['CNSHA', 'GBFXT', '22G1', 'USD', 900, 46387, 46357, 60, ''],
    ['CNSHA', 'NLRTM', '40HQ', 'USD', 1850, 46357, 46387, 120, 'again'],
    ['CNSHA', 'BEANR', '20GP', 'USD', 850, 46357, 46387, 60, ''],
  ]);

const secondSheet = () =>
  xlsxBuffer([HEADERS, ['CNSHA', 'NLRTM', '40HQ', 'USD', 1750, 46357, 46387, 120, '']]);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Words {
  heading: string;
  carrier: string;
  file: string;
  upload: string;
  mapHeading: string;
  column: (header: string) => string;
  code: string;
  saveMapping: string;
  refusedTab: string;
  refusedTable: string;
  rules: string[];
  publish: string;
  published: (carrier: string) => string;
  history: string;
  changedTab: string;
}

const ENGLISH: Words = {
  heading: 'Import a rate sheet',
  carrier: 'Carrier',
  file: 'Rate sheet (.xlsx or .csv)',
  upload: 'Upload and preview',
  mapHeading: "Map the sheet's columns",
  column: (header) => `Column “${header}”`,
  code: 'Code',
  saveMapping: 'Save the mapping and read the sheet',
  refusedTab: 'Refused (3)',
  refusedTable: 'Refused rows',
  rules: [
    'POD must be a 5-character UN/LOCODE such as CNSHA',
    'The validity cannot end before it starts',
    'The same rate as row 2 (same carrier, lane, via, service and container type)',
  ],
  publish: 'Publish',
  published: (carrier) => `Version 1 of ${carrier} was published with 3 rates.`,
  history: 'Version history',
  changedTab: 'Changed (1)',
};

const CHINESE: Words = {
  heading: '导入运价表',
  carrier: '承运人',
  file: '运价表（.xlsx 或 .csv）',
  upload: '上传并预览',
  mapHeading: '映射表格的列',
  column: (header) => `列“${header}”`,
  code: '代码',
  saveMapping: '保存映射并读取表格',
  refusedTab: '拒绝（3）',
  refusedTable: '被拒绝的行',
  rules: [
    '目的港必须是 5 位 UN/LOCODE 地点代码，例如 CNSHA',
    '有效期开始不能晚于结束',
    '与第 2 行是同一运价（承运人、航线、中转、航线代码和箱型相同）',
  ],
  publish: '发布',
  published: (carrier) => `${carrier} 的第 1 版已发布，共 3 条运价。`,
  history: '版本历史',
  changedTab: '变更（1）',
};

const upload = async (page: Page, words: Words, carrier: string, name: string, buffer: Buffer) => {
  await page.getByLabel(words.carrier, { exact: true }).fill(carrier.toLowerCase());
  await page.getByLabel(words.file).setInputFiles({ name, mimeType: XLSX, buffer });
  await page.getByRole('button', { name: words.upload }).click();
};

const importsOnce = async (page: Page, words: Words, carrier: string) => {
  await page.goto(`${portal.baseUrl}${PAGE}`);
  await page.getByRole('heading', { name: words.heading, level: 1 }).waitFor();
  await upload(page, words, carrier, `${carrier}-dec.xlsx`, await firstSheet());

  await page.getByRole('heading', { name: words.mapHeading }).waitFor();
  const fields: [string, string][] = [
    ['Origin', 'pol'],
    ['Destination', 'pod'],
    ['Equipment', 'containerType'],
    ['Cur', 'currency'],
    ['O/F', 'oceanFreight'],
    ['Eff.', 'validFrom'],
    ['Exp.', 'validTo'],
    ['BAF', 'surcharge'],
  ];
  for (const [header, field] of fields)
    await page.getByLabel(words.column(header), { exact: true }).selectOption(field);
  await page.getByLabel(words.code, { exact: true }).fill('baf');
  await page.getByRole('button', { name: words.saveMapping }).click();

  const refusedTab = page.getByRole('tab', { name: words.refusedTab });
  await refusedTab.waitFor({ timeout: 30_000 });
  expect(await refusedTab.getAttribute('aria-selected')).toBe('true');
  const refused = page.getByRole('table', { name: words.refusedTable });
  for (const [index, rule] of words.rules.entries()) {
    const row = refused.getByRole('row').filter({ hasText: rule });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe(String([4, 5, 6][index]));
  }

  await page.getByRole('button', { name: words.publish, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.publish, exact: true }).click();
  await page.getByText(words.published(carrier)).waitFor();
  expect(await page.getByRole('link', { name: words.history }).getAttribute('href')).toBe('/console/rates');

  // The carrier's next sheet of this layout is read with the saved mapping: straight to its preview.
  await page.reload();
  await page.getByRole('heading', { name: words.heading, level: 1 }).waitFor();
  await upload(page, words, carrier, `${carrier}-dec-2.xlsx`, await secondSheet());
  await page.getByRole('tab', { name: words.changedTab }).waitFor({ timeout: 30_000 });
  expect(await page.getByRole('heading', { name: words.mapHeading }).count()).toBe(0);
};

describe('importing a rate sheet', () => {
  it('in English: maps a carrier layout once, three rows refused with reasons, publishes, the next sheet needs no mapping', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await importsOnce(page, ENGLISH, 'MAEU');
    await page.context().close();
  });

  it('in Chinese at 390 px: the same in Chinese, without scrolling sideways', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await importsOnce(page, CHINESE, 'COSU');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });
});
