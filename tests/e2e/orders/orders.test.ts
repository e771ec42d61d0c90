// Issue 11's orders as a customer and staff meet them: the real server in demo mode, the built app,
// Chromium. The certified customer books from a rate result in English; staff move the order through
// spec §4's eight steps in Chinese, with the booking and B/L numbers; the customer sees every step
// with its time and was mailed on each.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PROGRESS_STEPS } from '../../../domain/constants.ts';
import { orderStepNames } from '../../../domain/orders/messages.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { mailsTo } from '../support/outbox.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import { signedIn } from '../support/sign-in.ts';
import { placeOrderFromRate } from './support.ts';

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

/** The order mails to an address: those that link to My Order. */
const orderMailsTo = (address: string): string[] =>
  mailsTo(portal.dataDir, address, '/workspace/order?orderId=');

const NUMBERS: Record<string, string> = {
  bookingSuccess: 'BKG-E2E-0001',
  billOfLadingConfirm: 'BL-E2E-0001',
};

describe('issue 11: an order booked from a rate and moved through its eight steps, in Chromium', () => {
  it('the customer books from a rate; staff move it step by step; the customer sees each step with its time and its mails', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const { page } = customer;
    const orderId = await placeOrderFromRate(page, portal.baseUrl, {
      'Quantity of line 1': '2',
      'Cargo description': 'Furniture for the e2e order',
      'HS code': '940360',
      'Gross weight (kg)': '10250.5',
      Packages: '12',
      'Shipper name': 'Ningbo Wood Co.',
      'Shipper address': '1 Harbour Road, Ningbo',
      'Consignee name': 'Rotterdam Home BV',
      'Consignee address': 'Kade 2, Rotterdam',
    });

    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, { lang: 'cn' });
    await staff.page.goto(`${portal.baseUrl}/workspace/orders`);
    const queue = staff.page.getByRole('table', { name: '待处理订单' });
    await queue.waitFor();
    for (const step of BOOKING_PROGRESS_STEPS.slice(1)) {
      const name = `将订单 #${orderId} 推进到${orderStepNames[step].cn}`;
      const number = NUMBERS[step];
      if (number !== undefined) {
        const label = step === 'bookingSuccess' ? `订单 #${orderId} 的订舱号` : `订单 #${orderId} 的提单号`;
        await queue.getByRole('textbox', { name: label }).fill(number);
      }
      await queue.getByRole('button', { name }).click();
      await queue.getByRole('button', { name }).waitFor({ state: 'detached' });
    }

    await page.reload();
    const done = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` });
    await done.getByText('Done', { exact: true }).waitFor();
    expect(await done.getByRole('button', { name: `Cancel order #${orderId}` }).count()).toBe(0);
    await done.getByText('Progress and history').click();
    const progress = page.getByRole('list', { name: `Progress of order ${orderId}` });
    await progress.waitFor();
    const steps = await progress.getByRole('listitem').allTextContents();
    expect(steps).toHaveLength(8);
    for (const text of steps) expect(text).not.toContain('—');
    await page.getByText('BKG-E2E-0001').waitFor();
    await page.getByText('BL-E2E-0001').waitFor();

    await expect.poll(() => orderMailsTo('certified@demo.example.com').length, { timeout: 30_000 }).toBe(8);
    await customer.context.close();
    await staff.context.close();
  });
});
