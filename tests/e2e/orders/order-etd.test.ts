// Spec §3: a sailing's times are the port's. An order's ETD is stored as an instant; My Order, the
// staff queue and the order's detail show it as the port of loading reads it, with the port's offset
// and its zone, in English and in Chinese, in Chromium against the real server in demo mode. A
// departure in the small hours at Shanghai (UTC+8) falls on the day before in UTC: the test picks
// such a sailing so that a time shown in UTC (or the browser's zone) cannot pass for the port's.
import type { Browser, Locator } from 'playwright-core';
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

const HOUR_MS = 3_600_000;
/** Shanghai keeps UTC+8 all year (no summer time). */
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;
/** `yyyy-MM-dd HH:mm` of an instant shifted by an offset: the wall clock there. */
const wallClock = (ms: number, offsetMs: number): string =>
  new Date(ms + offsetMs).toISOString().slice(0, 16).replace('T', ' ');

/** A Shanghai sailing a month ahead that leaves before 08:00 local, i.e. on the previous UTC day. */
const earlyShanghaiRate = (): { id: number; etd: string } => {
  const db = openSqlite(portal.dataDir);
  const monthAhead = new Date(testNowMs() + 30 * 24 * HOUR_MS).toISOString();
  const rates = db
    // A rate prices its own container type: the order's 40HQ line.
    .prepare(
      "select id, etd from rates where pol = 'CNSHA' and container_type = '40HQ' and etd > ? order by id",
    )
    .all(monthAhead) as { id: number; etd: string }[];
  db.close();
  const rate = rates.find((candidate) => new Date(Date.parse(candidate.etd)).getUTCHours() >= 16);
  if (rate === undefined) throw new Error('the demo data has no early-morning Shanghai sailing');
  return rate;
};

/** The row of an order in a table, by its number (#1 is not #12). */
const rowOf = (table: Locator, orderId: number): Locator =>
  table.getByRole('row').filter({ has: table.page().getByText(`#${orderId}`, { exact: true }) });

/** The ETD a scope shows: its text, and the <time> with the zone it names. */
const etdShown = async (scope: Locator) => {
  const time = scope.locator('time').first();
  return {
    text: (await scope.textContent()) ?? '',
    time: (await time.count()) === 0 ? null : await time.textContent(),
    zone: (await time.count()) === 0 ? null : await time.getAttribute('title'),
  };
};

/** What the port's time looks like, and that the UTC wall clock is nowhere. */
const expectPortTime = async (scope: Locator, portTime: string, utcTime: string) => {
  const shown = await etdShown(scope);
  expect(shown.text).not.toContain(utcTime);
  expect(shown.text).toContain(`${portTime} UTC+08:00`);
  expect({ time: shown.time, zone: shown.zone }).toEqual({
    time: `${portTime} UTC+08:00`,
    zone: 'Asia/Shanghai',
  });
};

/** The certified customer's order on an early Shanghai sailing, by API; the port's and UTC's wall clocks of its ETD. */
const orderOnEarlySailing = async () => {
  const rate = earlyShanghaiRate();
  const etdMs = Date.parse(rate.etd);
  const portTime = wallClock(etdMs, SHANGHAI_OFFSET_MS);
  const utcTime = wallClock(etdMs, 0);
  const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
  const response = await fetch(`${portal.baseUrl}/api/order/createOrder`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: customer.apiKey,
      'accept-language': 'en',
    },
    body: JSON.stringify({
      rateId: rate.id,
      containers: [{ containerType: '40HQ', quantity: 1 }],
      cargoDescription: 'Lamps for the port-time test',
      hsCode: '940510',
      grossWeightKg: '3200',
      packages: 40,
      shipper: { name: 'Shanghai Light Co.', address: '8 Bund Road, Shanghai' },
      consignee: { name: 'Rotterdam Light BV', address: 'Kade 9, Rotterdam' },
    }),
  });
  const created = (await response.json()) as { code: string; data: { orderId: number } };
  expect(created.code).toBe('1');
  return { customer, orderId: created.data.orderId, portTime, utcTime };
};

describe('spec §3: an order shows its ETD in the port of loading time, with the zone named, in Chromium', () => {
  it('English, My Order: a sailing before 08:00 at Shanghai shows that time, UTC+08:00 and Asia/Shanghai, not the UTC time of the day before', async () => {
    const { customer, orderId, portTime, utcTime } = await orderOnEarlySailing();
    expect(portTime.slice(0, 10)).not.toBe(utcTime.slice(0, 10));
    const { page } = customer;
    await page.goto(`${portal.baseUrl}/workspace/order`);
    const row = rowOf(page.getByRole('table', { name: 'Orders' }), orderId);
    await row.waitFor();
    await expectPortTime(row, portTime, utcTime);
    await row.getByText('Progress and history').click();
    const facts = row.locator('dl').filter({ hasText: 'ETD (local)' });
    await facts.waitFor();
    await expectPortTime(facts, portTime, utcTime);
    await customer.context.close();
  });

  it('Chinese, the staff queue: the same sailing shows the Shanghai time, UTC+08:00 and Asia/Shanghai', async () => {
    const { customer, orderId, portTime, utcTime } = await orderOnEarlySailing();
    await customer.context.close();
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, { lang: 'cn' });
    await staff.page.goto(`${portal.baseUrl}/console/orders`);
    const queued = rowOf(staff.page.getByRole('table', { name: '待处理订单' }), orderId);
    await queued.waitFor();
    await expectPortTime(queued, portTime, utcTime);
    await queued.getByText('进度与历史').click();
    const facts = queued.locator('dl').filter({ hasText: '开船时间（当地）' });
    await facts.waitFor();
    await expectPortTime(facts, portTime, utcTime);
    await staff.context.close();
  });
});
