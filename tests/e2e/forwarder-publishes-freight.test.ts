// The forwarder publishes its freight in Chromium, end to end and in both languages (spec §3 freight
// rates and released space, docs/feeds.md): a pricing colleague imports a carrier's sheet laid out
// differently from the template, maps its columns once, sees three rows refused with their reasons
// and publishes; a certified customer finds the new rates at their sell price (buy + the markup of
// the customer's type); restoring the previous version brings the old prices back; 10 units of
// released space are booked by the customer; a stand-in carrier's signed event is tracked by the
// customer and an unsigned one is refused. Every date follows the portal's clock (tests/support/test-clock.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContainerNumber } from '../../domain/freight/container-number.ts';
import { addDays } from '../../domain/freight/dates.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { xlsxBuffer } from '../../server/services/rates/sheet-template.ts';
import { type CarrierStandIn, startCarrierStandIn } from '../server/feeds/carrier-stand-in.ts';
import { tntEvents } from '../server/freight/dcsa-samples.ts';
import { testNow, testToday } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { type SignedIn, signedIn } from './support/sign-in.ts';
import { openSqlite } from './support/sqlite.ts';

type Lang = 'en' | 'cn';
const PHONE = { width: 390, height: 844 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A sailing of a carrier from Shanghai whose lane has no 45HQ rate in the demo data, nor space. */
interface Lane {
  routeId: number;
  carrier: string;
  pod: string;
  etdDate: string;
  vessel: string;
  voyage: string;
}

let portal: Portal;
let browser: Browser;
let lanes: Record<Lang, Lane>;
const standIns = {} as Record<Lang, CarrierStandIn>;

beforeAll(async () => {
  standIns.en = await startCarrierStandIn();
  standIns.cn = await startCarrierStandIn();
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  const today = testToday();
  const db = openSqlite(portal.dataDir);
  try {
    // 8 to 18 days out and among its lane's first ten sailings: the space release finds it, and the
    // rates search (the next 28 days) shows it. Without a 45HQ rate on the lane, a 45HQ price on
    // /rates is one the colleague published.
    const rows = db
      .prepare(
        `SELECT r.id AS routeId, r.carrier_scac AS carrier, r.pod AS pod, r.etd_date AS etdDate,
                r.vessel_name AS vessel, r.voyage_number AS voyage
           FROM sailing_routes r
          WHERE r.pol = 'CNSHA' AND r.etd_date BETWEEN ? AND ? AND r.transshipments = 0
            AND NOT EXISTS (SELECT 1 FROM space_sailings s WHERE s.route_id = r.id)
            AND NOT EXISTS (SELECT 1 FROM rates x
                             WHERE x.pol = r.pol AND x.pod = r.pod AND x.container_type = '45HQ')
            AND (SELECT count(*) FROM sailing_routes o
                  WHERE o.pol = r.pol AND o.pod = r.pod AND o.etd_date >= ? AND o.etd <= r.etd) <= 10
          ORDER BY r.id`,
      )
      .all(addDays(today, 8), addDays(today, 18), today) as Lane[];
    const [en] = rows;
    const cn = rows.find((row) => row.carrier !== en?.carrier && row.pod !== en?.pod);
    if (en === undefined || cn === undefined) throw new Error('the demo data has no two such lanes');
    lanes = { en, cn };
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await standIns.en?.close();
  await standIns.cn?.close();
});

/** An Excel day number (the sheet's own date cells), `days` after the portal's today. */
const sheetDay = (days: number) =>
  (Date.parse(`${addDays(testToday(), days)}T00:00:00Z`) - Date.parse('1899-12-30T00:00:00Z')) / 86_400_000;

const HEADERS = ['Origin', 'Destination', 'Equipment', 'Cur', 'O/F', 'Eff.', 'Exp.', 'BAF', 'Note'];

/**
 * The carrier's own layout: 45HQ on the lane (L5G1) and two other good rows; a bad port, a validity
 * that ends first and a repeat of row 2 (45HC is 45HQ too) are refused.
 */
const carrierSheet = (pod: string, oceanFreight: number, baf: number) => {
  const [from, to] = [sheetDay(0), sheetDay(27)];
  return xlsxBuffer([
    HEADERS,
    ['CNSHA', pod, 'L5G1', 'USD', oceanFreight, from, to, baf, ''],
    ['CNSHA', 'DEHAM', '40HC', 'USD', 1900, from, to, 120, ''],
    ['CNSHA', 'XX1', '40HQ', 'USD', 1700, from, to, 100, ''],
    ['CNSHA', 'GBFXT', '22G1', 'USD', 900, to, from, 60, ''],
    ['CNSHA', pod, '45HC', 'USD', oceanFreight + 50, from, to, baf, 'again'],
    ['CNSHA', 'BEANR', '20GP', 'USD', 850, from, to, 60, ''],
  ]);
};

const TEXT = {
  en: {
    rateCards: 'Rate cards',
    addCard: 'Add a rate card',
    cardFields: {
      carrier: 'Carrier',
      pol: 'POL',
      pod: 'POD',
      type: 'Container type',
      freight: 'Ocean freight',
      from: 'Valid from',
      to: 'Valid to',
    },
    publish: 'Publish',
    newVersion: 'A new version was published',
    markups: 'Markups',
    markupKind: 'Direct shipper, 45HQ: markup kind',
    markupAmount: 'Direct shipper, 45HQ: amount',
    saveMarkups: 'Save markups',
    markupsSaved: 'The markups were saved',
    importHeading: 'Import a rate sheet',
    carrier: 'Carrier',
    file: 'Rate sheet (.xlsx or .csv)',
    upload: 'Upload and preview',
    mapHeading: "Map the sheet's columns",
    column: (header: string) => `Column “${header}”`,
    code: 'Code',
    saveMapping: 'Save the mapping and read the sheet',
    refusedTab: 'Refused (3)',
    refusedTable: 'Refused rows',
    rules: [
      'POD must be a 5-character UN/LOCODE such as CNSHA',
      'The validity cannot end before it starts',
      'The same rate as row 2 (same carrier, lane, via, service and container type)',
    ],
    published: (carrier: string) => `Version 2 of ${carrier} was published with 3 rates.`,
    history: 'Version history',
    restore: (carrier: string) => `Restore version 1 of ${carrier}`,
    restoreQuestion: 'Restore version 1?',
    restoreYes: 'Restore',
    fromVersion: 'from version 1',
    spaceHeading: 'Space releases',
    spacePol: 'Port of loading (UN/LOCODE)',
    spacePod: 'Port of discharge (UN/LOCODE)',
    find: 'Find sailings',
    units: '40HQ units',
    unitPrice: '40HQ price per unit',
    release: 'Release space',
    released: 'The space was released',
    book: 'Book this space',
    type: 'Container type 1',
    quantity: 'Quantity 1',
    attorney: 'Power of attorney (PDF, JPG or PNG, at most 10 MB)',
    uploaded: /^Uploaded: attorney\.pdf/,
    submit: 'Book and pay',
    qr: /^Payment QR code of order SO\d{8}[0-9A-Z]{10}: scan it to pay$/,
    feedsHeading: 'Carrier feeds',
    addFeed: 'Add feed',
    scac: 'Carrier (SCAC)',
    address: 'DCSA address',
    apiKey: 'API key',
    feedSaved: 'The feed was saved',
    subscribeAt: (carrier: string) => `Subscribe at ${carrier}`,
    subscribe: 'Subscribe',
    subscribed: 'Subscribed at the carrier',
    pushed: '(pushed): 1 inserted, 0 unchanged, 0 refused',
    trackNumbers: 'Container, B/L or booking numbers',
    track: 'Track',
    milestones: (container: string) => `Milestones of ${container}`,
  },
  cn: {
    rateCards: '运价管理',
    addCard: '新增运价',
    cardFields: {
      carrier: '承运人',
      pol: '起运港',
      pod: '目的港',
      type: '箱型',
      freight: '海运费',
      from: '有效期开始',
      to: '有效期结束',
    },
    publish: '发布',
    newVersion: '已发布新版本',
    markups: '加价',
    markupKind: '直客，45HQ：加价方式',
    markupAmount: '直客，45HQ：金额',
    saveMarkups: '保存加价',
    markupsSaved: '加价已保存',
    importHeading: '导入运价表',
    carrier: '承运人',
    file: '运价表（.xlsx 或 .csv）',
    upload: '上传并预览',
    mapHeading: '映射表格的列',
    column: (header: string) => `列“${header}”`,
    code: '代码',
    saveMapping: '保存映射并读取表格',
    refusedTab: '拒绝（3）',
    refusedTable: '被拒绝的行',
    rules: [
      '目的港必须是 5 位 UN/LOCODE 地点代码，例如 CNSHA',
      '有效期开始不能晚于结束',
      '与第 2 行是同一运价（承运人、航线、中转、航线代码和箱型相同）',
    ],
    published: (carrier: string) => `${carrier} 的第 2 版已发布，共 3 条运价。`,
    history: '版本历史',
    restore: (carrier: string) => `恢复 ${carrier} 的第 1 版`,
    restoreQuestion: '恢复第 1 版？',
    restoreYes: '恢复',
    fromVersion: '来自第 1 版',
    spaceHeading: '放舱管理',
    spacePol: '起运港（UN/LOCODE）',
    spacePod: '目的港（UN/LOCODE）',
    find: '查找航次',
    units: '40HQ 数量',
    unitPrice: '40HQ 单价',
    release: '放舱',
    released: '舱位已放出',
    book: '预订此舱位',
    type: '箱型 1',
    quantity: '数量 1',
    attorney: '委托书（PDF、JPG 或 PNG，不超过10M）',
    uploaded: /^已上传：attorney\.pdf/,
    submit: '预订并支付',
    qr: /^订单 SO\d{8}[0-9A-Z]{10} 的支付二维码：扫码支付$/,
    feedsHeading: '承运人数据源',
    addFeed: '添加数据源',
    scac: '承运人（SCAC）',
    address: 'DCSA 地址',
    apiKey: 'API 密钥',
    feedSaved: '数据源已保存',
    subscribeAt: (carrier: string) => `在 ${carrier} 订阅`,
    subscribe: '订阅',
    subscribed: '已在承运人处订阅',
    pushed: '新增 1，未变 0，拒收 0',
    trackNumbers: '箱号、提单号或订舱号',
    track: '查询',
    milestones: (container: string) => `${container} 的跟踪节点`,
  },
} as const;
type Text = (typeof TEXT)[Lang];

/** The previous version: pricing adds the lane's 45HQ card by hand in /console/rates. */
async function addPreviousCard(page: Page, text: Text, lane: Lane, oceanFreight: number) {
  await page.goto(`${portal.baseUrl}/console/rates`);
  await page.getByRole('heading', { name: text.rateCards, level: 1 }).waitFor();
  await page.getByRole('button', { name: text.addCard }).click();
  const form = page.getByRole('region', { name: text.addCard });
  const fields = text.cardFields;
  await form.getByLabel(fields.carrier, { exact: true }).fill(lane.carrier);
  await form.getByLabel(fields.pol, { exact: true }).fill('cnsha');
  await form.getByLabel(fields.pod, { exact: true }).fill(lane.pod);
  await form.getByLabel(fields.type, { exact: true }).selectOption('45HQ');
  await form.getByLabel(fields.freight, { exact: true }).fill(String(oceanFreight));
  await form.getByLabel(fields.from, { exact: true }).fill(testToday());
  await form.getByLabel(fields.to, { exact: true }).fill(addDays(testToday(), 27));
  await form.getByRole('button', { name: text.publish }).click();
  await page.getByText(text.newVersion).first().waitFor();
}

/** Pricing sets the Direct shipper's (the certified customer's type) 45HQ markup in /console/markups. */
async function setMarkup(page: Page, text: Text, amount: number) {
  await page.goto(`${portal.baseUrl}/console/markups`);
  await page.getByRole('heading', { name: text.markups, level: 1 }).waitFor();
  await page.getByLabel(text.markupKind, { exact: true }).selectOption('amount');
  await page.getByLabel(text.markupAmount, { exact: true }).fill(String(amount));
  await page.getByRole('button', { name: text.saveMarkups }).click();
  await page.getByText(text.markupsSaved).first().waitFor();
}

/** The carrier's sheet in its own layout: uploaded, its columns mapped once, 3 rows refused, published. */
async function importSheet(page: Page, text: Text, lane: Lane, oceanFreight: number, baf: number) {
  await page.goto(`${portal.baseUrl}/console/rateImport`);
  await page.getByRole('heading', { name: text.importHeading, level: 1 }).waitFor();
  await page.getByLabel(text.carrier, { exact: true }).fill(lane.carrier.toLowerCase());
  await page.getByLabel(text.file).setInputFiles({
    name: `${lane.carrier}-${lane.pod}.xlsx`,
    mimeType: XLSX,
    buffer: await carrierSheet(lane.pod, oceanFreight, baf),
  });
  await page.getByRole('button', { name: text.upload }).click();

  await page.getByRole('heading', { name: text.mapHeading }).waitFor();
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
    await page.getByLabel(text.column(header), { exact: true }).selectOption(field);
  await page.getByLabel(text.code, { exact: true }).fill('baf');
  await page.getByRole('button', { name: text.saveMapping }).click();

  const refusedTab = page.getByRole('tab', { name: text.refusedTab });
  await refusedTab.waitFor({ timeout: 30_000 });
  const refused = page.getByRole('table', { name: text.refusedTable });
  for (const [index, rule] of text.rules.entries()) {
    const row = refused.getByRole('row').filter({ hasText: rule });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe(String([4, 5, 6][index]));
  }

  await page.getByRole('button', { name: text.publish, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.publish, exact: true }).click();
  await page.getByText(text.published(lane.carrier)).waitFor();
}

/** Every 45HQ price the customer is shown on the lane (the sell price, all-in). */
async function shownPrices(page: Page, lane: Lane): Promise<number[]> {
  await page.goto(`${portal.baseUrl}/rates?pol=CNSHA&pod=${lane.pod}&containerType=45HQ`);
  const rows = page.getByRole('table').first().getByRole('row').filter({ hasText: '45HQ' });
  await rows.first().getByText(/USD/).first().waitFor();
  expect(await page.getByTestId('buy-price').count()).toBe(0);
  const amounts = await rows.locator('strong').allTextContents();
  return amounts.map((amount) => Number(amount.replace(/[^\d.]/g, '')));
}

/** The customer's prices once they equal `expected` (a publish writes the search's rows at once). */
async function expectPrices(page: Page, lane: Lane, expected: number) {
  const prices = await shownPrices(page, lane);
  expect(prices.length).toBeGreaterThan(0);
  expect(new Set(prices)).toEqual(new Set([expected]));
}

/** Pricing releases 10 units of 40HQ on the lane's sailing; the customer books 2 of them. */
async function releaseAndBook(staff: Page, customer: Page, text: Text, lane: Lane) {
  await staff.goto(`${portal.baseUrl}/console/spaceReleases`);
  await staff.getByRole('heading', { name: text.spaceHeading, level: 1 }).waitFor();
  await staff.getByLabel(text.spacePol).fill('CNSHA');
  await staff.getByLabel(text.spacePod).fill(lane.pod.toLowerCase());
  await staff.getByRole('button', { name: text.find }).click();
  await staff
    .getByRole('radio', {
      name: new RegExp(`^${lane.etdDate} \\d\\d:\\d\\d · ${lane.vessel} ${lane.voyage} · `),
    })
    .first()
    .check();
  await staff.getByLabel(text.units, { exact: true }).fill('10');
  await staff.getByLabel(text.unitPrice, { exact: true }).fill('1500');
  await staff.getByRole('form', { name: text.release }).getByRole('button', { name: text.release }).click();
  await staff.getByText(text.released).first().waitFor();
  const card = staff.getByRole('region', { name: `CNSHA → ${lane.pod} · ${lane.vessel} ${lane.voyage}` });
  await card.getByRole('row', { name: '40HQ 10 10 0 1500.00 USD', exact: false }).waitFor();

  const db = openSqlite(portal.dataDir);
  const { id: sailingId } = db
    .prepare('SELECT id FROM space_sailings WHERE route_id = ? AND released_at IS NOT NULL')
    .get(lane.routeId) as { id: number };
  db.close();
  await customer.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${sailingId}`);
  await customer.getByRole('button', { name: text.book }).click();
  const dialog = customer.getByRole('dialog');
  await dialog.getByLabel(text.quantity).waitFor();
  await dialog.getByLabel(text.attorney).setInputFiles({
    name: 'attorney.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByText(text.uploaded).waitFor();
  await dialog.getByLabel(text.type).selectOption('40HQ');
  await dialog.getByLabel(text.quantity).fill('2');
  await dialog.getByRole('button', { name: text.submit }).click();
  await dialog.getByRole('img', { name: text.qr }).waitFor();

  await staff.reload();
  await card.getByRole('row', { name: '40HQ 10 8 2 1500.00 USD', exact: false }).waitFor();
}

/** Operations add the carrier's feed and subscribe; its stand-in pushes signed and unsigned events. */
async function pushedEventTracked(staff: Page, customer: Page, text: Text, lane: Lane, lang: Lang) {
  const carrier = standIns[lang];
  carrier.pages.set('', { events: [] });
  await staff.goto(`${portal.baseUrl}/console/feeds`);
  await staff.getByRole('heading', { name: text.feedsHeading, level: 1 }).waitFor();
  await staff.getByRole('button', { name: text.addFeed }).click();
  await staff.getByLabel(text.scac).fill(lane.carrier.toLowerCase());
  await staff.getByLabel(text.address).fill(carrier.baseUrl);
  await staff.getByLabel(text.apiKey).fill(`e2e-${lang}-key`);
  await staff.getByRole('button', { name: text.addFeed }).click();
  await staff.getByText(text.feedSaved).first().waitFor();
  const feed = staff.getByRole('region', { name: lane.carrier });
  await feed.getByRole('button', { name: text.subscribeAt(lane.carrier) }).click();
  await staff.getByRole('dialog').getByRole('button', { name: text.subscribe, exact: true }).click();
  await staff.getByText(text.subscribed).first().waitFor();

  const container = makeContainerNumber('TGHU', lang === 'en' ? 4721 : 4722);
  const [, gatedIn] = tntEvents();
  const event = {
    ...gatedIn,
    eventID: lang === 'en' ? 'd1a2e72c-d872-11ea-811c-0242ac130003' : 'd2a2e72c-d872-11ea-811c-0242ac130003',
    equipmentReference: container,
  };
  const body = JSON.stringify([event]);
  expect((await carrier.push(portal.baseUrl, body, { header: null })).status).toBe(400);
  expect((await carrier.push(portal.baseUrl, body)).status).toBe(204);
  await staff.reload();
  await staff
    .getByRole('region', { name: lane.carrier })
    .getByRole('definition')
    .filter({ hasText: /^1$/ })
    .waitFor();
  await staff.getByRole('region', { name: lane.carrier }).getByText(text.pushed).waitFor();

  await customer.goto(`${portal.baseUrl}/tracking`);
  await customer.getByRole('textbox', { name: text.trackNumbers }).fill(container);
  await customer.getByRole('button', { name: text.track, exact: true }).click();
  const timeline = customer.getByRole('list', { name: text.milestones(container) });
  await timeline.waitFor();
  expect((await timeline.getByRole('listitem').allTextContents()).join('\n')).toMatch(/GTIN/);
}

/** The whole done-when in one language: prices in whole USD, the markup an amount. */
async function forwarderPublishes(lang: Lang, viewport?: typeof PHONE) {
  const text = TEXT[lang];
  const lane = lanes[lang];
  const options = { lang, ...(viewport && { viewport }) };
  const staff: SignedIn = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, options);
  const customer: SignedIn = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, options);
  const markup = lang === 'en' ? 150 : 275;
  const previous = lang === 'en' ? 1500 : 1400;
  const [oceanFreight, baf] = lang === 'en' ? [1800, 120] : [1750, 90];

  await setMarkup(staff.page, text, markup);
  await addPreviousCard(staff.page, text, lane, previous);
  await expectPrices(customer.page, lane, previous + markup);

  await importSheet(staff.page, text, lane, oceanFreight, baf);
  if (viewport) expect(await horizontalOverflow(staff.page)).toBe(0);
  await expectPrices(customer.page, lane, oceanFreight + baf + markup);

  // The colleague restores version 1 from the history: the customer's prices are the old ones again.
  await staff.page.getByRole('link', { name: text.history }).click();
  const history = staff.page.getByRole('table', { name: text.history });
  await history.getByRole('button', { name: text.restore(lane.carrier) }).click();
  const dialog = staff.page.getByRole('dialog');
  await dialog.getByText(text.restoreQuestion).waitFor();
  await dialog.getByRole('button', { name: text.restoreYes }).click();
  await staff.page.getByText(text.newVersion).first().waitFor();
  await history.getByText(text.fromVersion).first().waitFor();
  await expectPrices(customer.page, lane, previous + markup);

  await releaseAndBook(staff.page, customer.page, text, lane);
  await pushedEventTracked(staff.page, customer.page, text, lane, lang);
  if (viewport) expect(await horizontalOverflow(customer.page)).toBe(0);
  await staff.context.close();
  await customer.context.close();
}

describe('the forwarder publishes its freight', () => {
  it('in English: a sheet imported in the carrier’s layout is sold at buy + markup, restored, its space booked and its events tracked', async () => {
    await forwarderPublishes('en');
  });

  it('in Chinese at 390 px: the same on another carrier and lane, without scrolling sideways', async () => {
    await forwarderPublishes('cn', PHONE);
  });
});
