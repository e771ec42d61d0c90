// Spec §3 released space in Chromium, in both languages: a pricing colleague finds a sailing by its
// lane on /console/spaceReleases and releases 10 units of 40HQ as a SPOT product; a certified
// customer books 2 of them on the sailing's page; the console then shows 8 left, 2 held and the
// trail. The real server in demo mode (its staff skip the second factor), the built app.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/freight/dates.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNow } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signedIn } from './support/sign-in.ts';
import { openSqlite } from './support/sqlite.ts';

const TEXT = {
  en: {
    heading: 'Space releases',
    empty: 'No space released yet',
    pol: 'Port of loading (UN/LOCODE)',
    pod: 'Port of discharge (UN/LOCODE)',
    find: 'Find sailings',
    units: '40HQ units',
    price: '40HQ price per unit',
    release: 'Release space',
    released: 'The space was released',
    trail: 'Changes',
    releasedAction: 'Space released',
    book: 'Book this space',
    type: 'Container type 1',
    quantity: 'Quantity 1',
    attorney: 'Power of attorney (PDF, JPG or PNG, at most 10 MB)',
    uploaded: /^Uploaded: attorney\.pdf/,
    submit: 'Book and pay',
    qr: /^Payment QR code of order SO\d{8}[0-9A-Z]{10}: scan it to pay$/,
    available: 'Available',
  },
  cn: {
    heading: '放舱管理',
    empty: '尚未放舱',
    pol: '起运港（UN/LOCODE）',
    pod: '目的港（UN/LOCODE）',
    find: '查找航次',
    units: '40HQ 数量',
    price: '40HQ 单价',
    release: '放舱',
    released: '舱位已放出',
    trail: '变更记录',
    releasedAction: '已放舱',
    book: '预订此舱位',
    type: '箱型 1',
    quantity: '数量 1',
    attorney: '委托书（PDF、JPG 或 PNG，不超过10M）',
    uploaded: /^已上传：attorney\.pdf/,
    submit: '预订并支付',
    qr: /^订单 SO\d{8}[0-9A-Z]{10} 的支付二维码：扫码支付$/,
    available: '舱位充足',
  },
} as const;
type Lang = keyof typeof TEXT;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Route {
  id: number;
  pol: string;
  pod: string;
  etdDate: string;
  vessel: string;
  voyage: string;
}

let portal: Portal;
let browser: Browser;
/** A route per language, 8 to 18 days out, without space yet, among the first of its lane's sailings. */
let routes: Record<Lang, Route>;

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  const today = testNow().toISOString().slice(0, 10);
  const db = openSqlite(portal.dataDir);
  try {
    const rows = db
      .prepare(
        `SELECT r.id AS id, r.pol AS pol, r.pod AS pod, r.etd_date AS etdDate,
                r.vessel_name AS vessel, r.voyage_number AS voyage
           FROM sailing_routes r
          WHERE r.etd_date BETWEEN ? AND ? AND r.transshipments = 0
            AND NOT EXISTS (SELECT 1 FROM space_sailings s WHERE s.route_id = r.id)
            AND (SELECT count(*) FROM sailing_routes o
                  WHERE o.pol = r.pol AND o.pod = r.pod AND o.etd_date >= ? AND o.etd <= r.etd) <= 10
          ORDER BY r.id LIMIT 2`,
      )
      .all(addDays(today, 8), addDays(today, 18), today) as Route[];
    expect(rows).toHaveLength(2);
    routes = { en: rows[0]!, cn: rows[1]! };
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const releasedSailingOf = (routeId: number): number => {
  const db = openSqlite(portal.dataDir);
  try {
    const row = db
      .prepare('SELECT id FROM space_sailings WHERE route_id = ? AND released_at IS NOT NULL')
      .get(routeId) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
};

const releaseAndBook = async (lang: Lang, viewport?: { width: number; height: number }) => {
  const text = TEXT[lang];
  const route = routes[lang];
  const { context, page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
    lang,
    ...(viewport && { viewport }),
  });
  await page.goto(`${portal.baseUrl}/console/spaceReleases`);
  await page.getByRole('heading', { name: text.heading, level: 1 }).waitFor();
  if (lang === 'en') await page.getByText(text.empty).waitFor();

  // The lane, then the sailing among those found, the units and price of 40HQ.
  await page.getByLabel(text.pol).fill(route.pol);
  await page.getByLabel(text.pod).fill(route.pod.toLowerCase());
  await page.getByRole('button', { name: text.find }).click();
  const sailing = page.getByRole('radio', {
    name: new RegExp(`^${route.etdDate} \\d\\d:\\d\\d · ${route.vessel} ${route.voyage} · `),
  });
  await sailing.first().check();
  await page.getByLabel(text.units, { exact: true }).fill('10');
  await page.getByLabel(text.price, { exact: true }).fill('1500');
  await page.getByRole('form', { name: text.release }).getByRole('button', { name: text.release }).click();
  await page.getByText(text.released).first().waitFor();
  const title = `${route.pol} → ${route.pod} · ${route.vessel} ${route.voyage}`;
  const card = page.getByRole('region', { name: title });
  await card.getByRole('row', { name: `40HQ 10 10 0 1500.00 USD`, exact: false }).waitFor();
  if (viewport) expect(await horizontalOverflow(page)).toBe(0);

  // A certified customer books 2 of the 10 on the sailing's page.
  const sailingId = releasedSailingOf(route.id);
  const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang });
  await customer.page.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${sailingId}`);
  await customer.page.getByRole('button', { name: text.book }).click();
  const dialog = customer.page.getByRole('dialog');
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
  await customer.context.close();

  // The console: 8 left, 2 held, still available; the release in the trail.
  await page.reload();
  await card.getByRole('row', { name: `40HQ 10 8 2 1500.00 USD`, exact: false }).waitFor();
  await card.getByText(text.available).waitFor();
  const trail = page.getByRole('table', { name: text.trail });
  await trail
    .getByRole('row')
    .filter({ hasText: text.releasedAction })
    .filter({ hasText: '40HQ' })
    .first()
    .waitFor();
  return { page, context, card, title };
};

describe('spec §3 released space in Chromium', () => {
  it('in English: pricing releases 10 units of a sailing found by its lane; a customer books 2; 8 are left; by keyboard it is topped up and closed after a confirmation', async () => {
    const { page, context, card, title } = await releaseAndBook('en');
    await card.getByLabel('40HQ units to add or take back').fill('5');
    await page.keyboard.press('Enter');
    await page.getByText('The space was topped up').first().waitFor();
    await card.getByRole('row', { name: '40HQ 15 13 2', exact: false }).waitFor();
    const closeButton = card.getByRole('button', { name: `Close the release of ${title}` });
    await closeButton.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Close the release of ${title}?` });
    await dialog.waitFor();
    // Escape answers "cancel"; asked again, "Close release" closes it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await closeButton.press('Enter');
    await dialog.getByRole('button', { name: 'Close release' }).press('Enter');
    await page.getByText('The release was closed').first().waitFor();
    await card.getByText('Stopping (closed)').waitFor();
    expect(await closeButton.count()).toBe(0);
    await context.close();
  });

  it('in Chinese at 390 px: the same release and booking, the page never scrolls sideways', async () => {
    const { context } = await releaseAndBook('cn', { width: 390, height: 844 });
    await context.close();
  });
});
