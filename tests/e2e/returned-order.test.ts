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
import {
  ATTORNEY_PDF,
  apiOf,
  paidSpaceOrder,
  type SpareSailing,
  spareSailing,
} from './support/space-orders.ts';

let portal: Portal;
let browser: Browser;
let sailing: SpareSailing;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  sailing = spareSailing(portal, { days: 14, room: 4 });
  api = apiOf(portal);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A paid order of one container, returned by staff with `reason`: its order number. */
const returnedOrder = async (customerKey: string, staffKey: string, reason: string): Promise<string> => {
  const booked = await paidSpaceOrder(portal, sailing, customerKey);
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
      .setInputFiles({ name: 'attorney-signed.pdf', mimeType: 'application/pdf', buffer: ATTORNEY_PDF });
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
