// One format for times and places on a Chinese page, in Chromium against the real server in demo
// mode: an order's ports by their Chinese names with their codes, its ETD in spec §9's format with
// the offset and then the port's name after the time, its creation time in the same format with
// the zone's readable name, never a raw zone id nor a localized date ("2026年12月8日").
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationWeeks } from '../../domain/reservations/reservation-rules.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNowMs } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
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

/** A Shanghai to Rotterdam 40HQ rate a month ahead (a rate prices one container type). */
const shanghaiRotterdamRate = (): number => {
  const db = openSqlite(portal.dataDir);
  const monthAhead = new Date(testNowMs() + 30 * 86_400_000).toISOString();
  const rate = db
    .prepare(
      "select id from rates where pol = 'CNSHA' and pod = 'NLRTM' and container_type = '40HQ' and etd > ? order by id limit 1",
    )
    .get(monthAhead) as { id: number } | undefined;
  db.close();
  if (rate === undefined) throw new Error('the demo data has no Shanghai to Rotterdam rate');
  return rate.id;
};

describe('formats: one format per language for times, zones and places', () => {
  it('Chinese, My Order: "上海 (CNSHA) → 鹿特丹 (NLRTM)", the ETD as "YYYY-MM-DD HH:mm UTC+08:00 上海时间", no raw zone id', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang: 'cn' });
    const response = await fetch(`${portal.baseUrl}/api/order/createOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: customer.apiKey },
      body: JSON.stringify({
        rateId: shanghaiRotterdamRate(),
        containers: [{ containerType: '40HQ', quantity: 1 }],
        cargoDescription: 'Lamps for the format test',
        hsCode: '940510',
        grossWeightKg: '3200',
        packages: 40,
        shipper: { name: 'Shanghai Light Co.', address: '8 Bund Road, Shanghai' },
        consignee: { name: 'Rotterdam Light BV', address: 'Kade 9, Rotterdam' },
      }),
    });
    const created = (await response.json()) as { code: string; data: { orderId: number } };
    expect(created.code).toBe('1');
    const { page } = customer;
    await page.goto(`${portal.baseUrl}/workspace/order`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByText(`#${created.data.orderId}`, { exact: true }) });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('上海 (CNSHA) → 鹿特丹 (NLRTM)');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+08:00 上海时间/);
    // The creation time: the same format, then the zone by name.
    expect(text).toMatch(/创建于\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC[+-]\d{2}:\d{2} \S+/);
    expect(text).not.toMatch(/\d{4}年|GMT[+-]|Asia\/|Europe\//);
    await customer.context.close();
  });

  it('Chinese, My Space advance bookings: the route as "上海 (CNSHA) → 鹿特丹 (NLRTM)"', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang: 'cn' });
    const response = await fetch(`${portal.baseUrl}/api/reserve/createReservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: customer.apiKey },
      body: JSON.stringify({
        pol: 'CNSHA',
        pod: 'NLRTM',
        etdWeek: reservationWeeks(new Date(testNowMs()))[0]!.startDate,
        containers: [{ containerType: '40HQ', quantity: 1 }],
        cargo: 'Lamps for the format test',
        remarks: '',
      }),
    });
    const created = (await response.json()) as { code: string; data: { id: number } };
    expect(created.code).toBe('1');
    const { page } = customer;
    await page.goto(`${portal.baseUrl}/workspace/myReserve`);
    const row = page.getByRole('row').filter({ has: page.getByText(`#${created.data.id}`, { exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('上海 (CNSHA) → 鹿特丹 (NLRTM)');
    await customer.context.close();
  });
});
