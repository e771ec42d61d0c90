// Beyond the spec: one deadline clock per booking, in Chromium against the real server in
// demo mode, on a 390 px phone. The order's detail shows its cut-offs and free time as a list, each
// with the customer's time and the port's as <time> elements, and nothing scrolls sideways.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNowMs } from '../support/test-clock.ts';
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

describe('the deadline clock on the order page, in Chromium at 390 px', () => {
  it('lists the DCSA cut-offs and the free time, each in both zones, without sideways scrolling', async () => {
    const db = openSqlite(portal.dataDir);
    const monthAhead = new Date(testNowMs() + 30 * 24 * 3600_000).toISOString();
    const rate = db
      .prepare(
        // A rate prices its own container type: the order's 40HQ line.
        "select id from rates where etd > ? and container_type = '40HQ' order by id limit 1",
      )
      .get(monthAhead) as {
      id: number;
    };
    db.close();

    const { context, page, apiKey } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, {
      viewport: { width: 390, height: 844 },
    });
    const response = await fetch(`${portal.baseUrl}/api/order/createOrder`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: apiKey,
        'accept-language': 'en',
      },
      body: JSON.stringify({
        rateId: rate.id,
        containers: [{ containerType: '40HQ', quantity: 1 }],
        cargoDescription: 'Bicycles for the deadline-clock test',
        hsCode: '871200',
        grossWeightKg: '6000',
        packages: 30,
        shipper: { name: 'Tianjin Cycle Co.', address: '3 Port Road, Tianjin' },
        consignee: { name: 'Antwerp Bikes NV', address: 'Kaai 7, Antwerp' },
      }),
    });
    const created = (await response.json()) as { code: string; data: { orderId: number } };
    expect(created.code).toBe('1');

    await page.goto(`${portal.baseUrl}/workspace/order`);
    await page.getByText('Progress and history').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: `#${created.data.orderId}` });
    await row.getByText('Progress and history').click();
    const timeline = page.getByRole('region', { name: 'Deadlines' });
    await timeline.waitFor();
    const rows = timeline.getByRole('listitem');
    expect(await rows.count()).toBe(4);
    expect(await rows.first().textContent()).toContain('Documentation cut-off');
    expect(await rows.last().textContent()).toContain(
      'Counted from the ETA (DCSA ARRI) until the discharge is tracked',
    );
    for (const item of await rows.all()) {
      expect(await item.locator('time').count()).toBe(2);
      expect(await item.textContent()).toMatch(/Your time \(.+\).*Port time, [A-Z]{5} \(.+\)/);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
});
