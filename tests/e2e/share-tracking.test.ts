// Beyond the spec: an order's tracking shared by a link, in Chromium against the real
// server in demo mode. The owner makes the link on the order's detail; a second browser, never
// signed in, opens it and sees the milestones only; the owner revokes it; the second browser
// reloads and sees that the link was revoked.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The set-up that other tests already walk through in the browser (booking, staff steps), by API. */
const api = async (apiKey: string, path: string, body: unknown) => {
  const response = await fetch(`${portal.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: apiKey, 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; message: string; data?: { orderId: number } };
  expect([path, envelope.code, envelope.message]).toEqual([path, '1', envelope.message]);
  return envelope;
};

describe('shareable tracking, in Chromium', () => {
  it('the owner shares; a browser never signed in sees the milestones only; revoked, it sees "revoked"', async () => {
    const db = openSqlite(portal.dataDir);
    // A sailing still ahead, and a booking number whose containers the tracking tables follow.
    const monthAhead = new Date(testNowMs() + 30 * 24 * 3600_000).toISOString();
    const rate = db
      .prepare(
        // A rate prices its own container type: the order's 40HQ line.
        "select id from rates where etd > ? and container_type = '40HQ' order by id limit 1",
      )
      .get(monthAhead) as {
      id: number;
    };
    const shipment = db
      .prepare(
        'select booking_number as bookingNumber, bl_number as blNumber from shipments s where exists (select 1 from tracking_events e where e.booking_reference = s.booking_number) order by id limit 1',
      )
      .get() as { bookingNumber: string; blNumber: string };
    db.close();

    const owner = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    const created = await api(owner.apiKey, 'order/createOrder', {
      rateId: rate.id,
      containers: [{ containerType: '40HQ', quantity: 1 }],
      cargoDescription: 'Porcelain for the shared-tracking test',
      hsCode: '691110',
      grossWeightKg: '8000',
      packages: 40,
      shipper: { name: 'Jingdezhen Kiln Co.', address: '9 Kiln Street, Jingdezhen' },
      consignee: { name: 'Hamburg Tableware GmbH', address: 'Hafenstrasse 5, Hamburg' },
    });
    const orderId = created.data!.orderId;
    await api(staff.apiKey, 'order/advanceOrder', { orderId, step: 'customerServiceConfirm' });
    await api(staff.apiKey, 'order/advanceOrder', {
      orderId,
      step: 'bookingSuccess',
      bookingNumber: shipment.bookingNumber,
    });
    await staff.context.close();

    // The owner makes the link on the order's detail.
    const { page } = owner;
    await page.goto(`${portal.baseUrl}/workspace/order`);
    const row = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` });
    await row.getByText('Progress and history').click();
    const panel = page.getByRole('region', { name: 'Share tracking' });
    await panel.getByRole('status').filter({ hasText: 'No tracking link is active' }).waitFor();
    await panel.getByRole('button', { name: 'Create link' }).click();
    const linkBox = panel.getByRole('textbox', { name: 'Tracking link' });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`^${portal.baseUrl}/track\\?token=[A-Za-z0-9_-]{43}$`));
    await panel.getByRole('status').filter({ hasText: 'A tracking link is active since' }).waitFor();

    // A second browser, never signed in, opens it: milestones, and nothing of the order's parties,
    // cargo, numbers or prices.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await visitor.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
    const stranger = await visitor.newPage();
    await stranger.goto(link);
    const timeline = stranger.getByRole('list', { name: 'Milestones' });
    await timeline.waitFor();
    expect(await timeline.getByRole('listitem').count()).toBeGreaterThan(0);
    const text = (await stranger.locator('main').textContent()) ?? '';
    for (const secret of [
      shipment.bookingNumber,
      shipment.blNumber,
      'Jingdezhen',
      'Hamburg Tableware',
      'Porcelain',
      '691110',
    ])
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    expect(await stranger.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await stranger.getByRole('button', { name: 'Login' }).count()).toBe(1);

    // The owner revokes it; the second browser reloads and is told.
    await panel.getByRole('button', { name: 'Revoke link' }).click();
    await panel.getByRole('status').filter({ hasText: 'No tracking link is active' }).waitFor();
    await stranger.reload();
    await stranger.getByText('This tracking link was revoked, has expired or does not exist').waitFor();
    expect(await stranger.getByRole('list', { name: 'Milestones' }).count()).toBe(0);

    await visitor.close();
    await owner.context.close();
  });
});
