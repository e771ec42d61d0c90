// The staff queue of space orders (spec §3's statuses), in Chromium against the real server in demo
// mode: the certified demo customer books two orders and pays them through the sandbox; the demo
// staff member completes one and refuses the other with a reason, each confirmed in a dialog; the
// customer's My Space shows the refusal's reason and its refund. The queue fits a 390 px phone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNow } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signedIn } from './support/sign-in.ts';
import { paidSpaceOrder, type SpareSailing, spareSailing } from './support/space-orders.ts';

let portal: Portal;
let browser: Browser;
let sailing: SpareSailing;

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  sailing = spareSailing(portal, { days: 14, room: 4 });
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The customer's paid order of one container: its order number. */
const paidOrder = async (customerKey: string): Promise<string> =>
  (await paidSpaceOrder(portal, sailing, customerKey)).order_form.orderNo;

describe('the staff queue of space orders, in Chromium', () => {
  it('in English: staff complete one paid order and refuse another with a reason; the customer sees the refund', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const completedNo = await paidOrder(customer.apiKey);
    const refusedNo = await paidOrder(customer.apiKey);

    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    const { page } = staff;
    await page.goto(`${portal.baseUrl}/console/spaceOrders`);
    const queue = page.getByRole('table', { name: 'Space orders to handle' });
    const rowOf = (orderNo: string) => queue.getByRole('row').filter({ hasText: orderNo });
    await rowOf(completedNo).getByText('In hand', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Refunds that failed' }).waitFor();

    // Complete: asked first; "Keep it" sends nothing, the keyboard confirms.
    await rowOf(completedNo)
      .getByRole('button', { name: `Complete order ${completedNo}` })
      .click();
    const completing = page.getByRole('dialog', { name: `Complete order ${completedNo}?` });
    await completing.getByRole('button', { name: 'Keep it' }).click();
    await completing.waitFor({ state: 'detached' });
    await rowOf(completedNo)
      .getByRole('button', { name: `Complete order ${completedNo}` })
      .click();
    await completing.getByRole('button', { name: 'Yes, complete it' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Order ${completedNo} completed`, { exact: true }).first().waitFor();
    // Done, it leaves the orders in hand.
    await rowOf(completedNo).waitFor({ state: 'detached' });

    // Refuse: the reason is required; the dialog says the fee is refunded in full.
    await rowOf(refusedNo)
      .getByRole('button', { name: `Refuse order ${refusedNo}` })
      .click();
    const refusing = page.getByRole('dialog', { name: `Refuse order ${refusedNo}?` });
    await refusing.getByText(/is refunded to the customer in full/).waitFor();
    const yes = refusing.getByRole('button', { name: 'Yes, refuse and refund' });
    expect(await yes.isDisabled()).toBe(true);
    await refusing.getByLabel('Reason').fill('The carrier cancelled the call at this port');
    await yes.click();
    await page.getByText(`Order ${refusedNo} refused`, { exact: true }).first().waitFor();
    await rowOf(refusedNo).waitFor({ state: 'detached' });

    // The customer's My Space: the reason and the refund.
    await customer.page.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    const mine = customer.page.getByRole('row').filter({ hasText: refusedNo });
    await mine.getByText('Reason: The carrier cancelled the call at this port').waitFor();
    await mine.getByText(/^(Refund in progress|Refunded) · /).waitFor();
    await customer.page
      .getByRole('row')
      .filter({ hasText: completedNo })
      .getByText('Completed', { exact: true })
      .waitFor();

    // On a 390 px phone the queue's table scrolls inside its wrapper; the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Refused' });
    await page.getByText('Reason: The carrier cancelled the call at this port').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await customer.context.close();
    await staff.context.close();
  });
});
