// A returned space order goes back to its customer (spec §3), in Chromium against the real server in
// demo mode with its clock movable: staff return a paid order with a reason; My Space shows the
// reason and the deadline with its offset; the customer uploads a corrected attorney file, says what
// was corrected and resubmits it, and the order is in hand again. A second one left past its
// deadline is refused by the server and refunded, the page says so.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNow } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signedIn } from './support/sign-in.ts';
import { openSqlite } from './support/sqlite.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let portal: Portal;
let browser: Browser;
let sailing: { id: number; containerType: string };

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  const db = openSqlite(portal.dataDir);
  try {
    const weekAhead = new Date(testNow().getTime() + 14 * 24 * 3600_000).toISOString();
    sailing = db
      .prepare(
        `SELECT s.id AS id, i.container_type AS containerType
           FROM space_sailings s JOIN space_inventory i ON i.sailing_id = s.id
          WHERE s.stopped = 0 AND s.kind = 'existing' AND s.cut_off > ? AND i.remaining >= 4
          ORDER BY s.id, i.container_type LIMIT 1`,
      )
      .get(weekAhead) as { id: number; containerType: string };
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

type Envelope = { code: string; message: string; [field: string]: unknown };

const api = async (apiKey: string, path: string, body: unknown): Promise<Envelope> =>
  (await fetch(`${portal.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: apiKey, 'accept-language': 'en' },
    body: JSON.stringify(body),
  }).then((response) => response.json())) as Envelope;

/** A paid order of one container, returned by staff with `reason`: its order number. */
const returnedOrder = async (customerKey: string, staffKey: string, reason: string): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'attorney.pdf');
  const uploaded = (await fetch(`${portal.baseUrl}/api/common/uploadfile`, {
    method: 'POST',
    headers: { authorization: customerKey },
    body: form,
  }).then((response) => response.json())) as { alifileName: string };
  const booked = await api(customerKey, 'space/bookSpace', {
    sailingId: sailing.id,
    containers: [{ containerType: sailing.containerType, quantity: 1 }],
    attorneyFile: uploaded.alifileName,
  });
  expect(booked.code).toBe('1');
  const code = new URL(booked.code_url as string).searchParams.get('code');
  expect((await api('', 'pay/confirmSandboxPayment', { code })).code).toBe('1');
  const returned = await api(staffKey, 'space/returnSpaceOrder', { orderId: booked.orderId, reason });
  expect(returned.orderStatus).toBe('returned');
  return (returned.order_form as { orderNo: string }).orderNo;
};

describe('a returned space order in My Space, in Chromium', () => {
  it('in English: the reason and the deadline with its offset; a corrected file and a note resubmit it', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    const orderNo = await returnedOrder(customer.apiKey, staff.apiKey, 'The attorney file is not signed');
    const { page } = customer;
    await page.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await row.getByText('Reason: The attorney file is not signed').waitFor();
    const deadline = row.getByText('Correct and resubmit by');
    // One format for times (src/ui/date-time.ts): the company's clock with its offset and zone name.
    expect(await deadline.textContent()).toMatch(
      /Correct and resubmit by \d{4}-\d{2}-\d{2} 23:59 UTC\+08:00/,
    );
    expect(await deadline.locator('time').getAttribute('datetime')).toMatch(/T15:59:59\.000Z$/);

    await row.getByRole('button', { name: `Correct and resubmit order ${orderNo}` }).click();
    const resubmit = row.getByRole('button', { name: 'Resubmit', exact: true });
    await row
      .getByLabel('Corrected attorney file')
      .setInputFiles({ name: 'attorney-signed.pdf', mimeType: 'application/pdf', buffer: PDF });
    await row.getByLabel('What did you correct?').fill('Signed and stamped the power of attorney');
    await expect.poll(() => resubmit.isEnabled()).toBe(true);
    await resubmit.click();
    await page.getByText('The order is resubmitted', { exact: true }).waitFor();
    await row.getByText('In hand', { exact: true }).waitFor();
    await row.getByText('attorney-signed.pdf').waitFor();

    // Another one left past its deadline: the server refuses it and refunds it in full.
    const lapsedNo = await returnedOrder(customer.apiKey, staff.apiKey, 'Wrong consignee');
    // A day at a time, the customer active each day (a session ends after 2 idle days).
    let lapsedCount = 0;
    for (let day = 0; day < 7; day += 1) {
      const moved = await page.evaluate(
        async (advanceMs) =>
          (await fetch('/dev/clock', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ advanceMs }),
          }).then((response) => response.json())) as { swept: { lapsed: number } },
        24 * 3600_000,
      );
      lapsedCount += moved.swept.lapsed;
      await api(customer.apiKey, 'space/listMySpaceOrders', { pageNo: 1, pageSize: 10 });
    }
    expect(lapsedCount).toBeGreaterThanOrEqual(1);
    await page.reload();
    const lapsed = page.getByRole('row').filter({ hasText: lapsedNo });
    await lapsed.getByText('Refused', { exact: true }).waitFor();
    await lapsed.getByText(/^Refunded · /).waitFor();
    await customer.context.close();
    await staff.context.close();
  });
});
