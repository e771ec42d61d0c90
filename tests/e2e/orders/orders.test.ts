// Orders as a customer and staff meet them: the real server in demo mode, the built app,
// Chromium. The certified customer books from a rate result in English; staff move the order through
// spec §4's eight steps in Chinese, with the booking and B/L numbers; the customer sees every step
// with its time and was mailed on each. The server's clock passes the sailing's departure before B/L
// confirm and its arrival before done (spec §4), and both sign in again after it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PROGRESS_STEPS } from '../../../domain/constants.ts';
import { orderStepNames } from '../../../domain/orders/messages.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { testNow } from '../../support/test-clock.ts';
import { launchBrowser } from '../support/browser.ts';
import { mailsTo } from '../support/outbox.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import { signedIn } from '../support/sign-in.ts';
import { openSqlite } from '../support/sqlite.ts';
import { placeOrderFromRate } from './support.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The order mails to an address: those that link to My Order. */
const orderMailsTo = (address: string): string[] =>
  mailsTo(portal.dataDir, address, '/workspace/order?orderId=');

/** The order's ETD and its sailing's ETA, as the schedule holds them. */
const scheduleOf = (orderId: number): { etd: string; eta: string } => {
  const db = openSqlite(portal.dataDir);
  const row = db
    .prepare(
      'select o.etd as etd, r.eta as eta from orders o join sailing_routes r on r.id = o.route_id where o.id = ?',
    )
    .get(orderId) as { etd: string; eta: string };
  db.close();
  return row;
};

/** Moves the demo server's clock past `instant`, a week at most per call (POST /dev/clock). */
const moveClockPast = async (instant: string): Promise<void> => {
  for (;;) {
    const answer = await fetch(`${portal.baseUrl}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 0 }),
    }).then((response) => response.json() as Promise<{ now: string }>);
    const left = Date.parse(instant) - Date.parse(answer.now);
    if (left < 0) return;
    await fetch(`${portal.baseUrl}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: Math.min(left + 60_000, 7 * 24 * 3600_000) }),
    });
  }
};

const NUMBERS: Record<string, string> = {
  bookingSuccess: 'BKG-E2E-0001',
  billOfLadingConfirm: 'BL-E2E-0001',
};

describe('an order booked from a rate and moved through its eight steps, in Chromium', () => {
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

    const schedule = scheduleOf(orderId);
    const staffQueue = async () => {
      const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, { lang: 'cn' });
      await staff.page.goto(`${portal.baseUrl}/console/orders`);
      const queue = staff.page.getByRole('table', { name: '待处理订单' });
      await queue.waitFor();
      return { staff, queue };
    };
    let { staff, queue } = await staffQueue();
    for (const step of BOOKING_PROGRESS_STEPS.slice(1)) {
      const mark = step === 'billOfLadingConfirm' ? schedule.etd : step === 'done' ? schedule.eta : null;
      if (mark !== null) {
        // Past the sailing's departure (arrival): the sessions of before may have ended meanwhile.
        await moveClockPast(mark);
        await staff.context.close();
        ({ staff, queue } = await staffQueue());
      }
      const name = `将订单 #${orderId} 推进到${orderStepNames[step].cn}`;
      const number = NUMBERS[step];
      if (number !== undefined) {
        const label = step === 'bookingSuccess' ? `订单 #${orderId} 的订舱号` : `订单 #${orderId} 的提单号`;
        await queue.getByRole('textbox', { name: label }).fill(number);
      }
      await queue.getByRole('button', { name }).click();
      await staff.page.getByRole('button', { name: `确认推进到${orderStepNames[step].cn}` }).click();
      await queue.getByRole('button', { name }).waitFor({ state: 'detached' });
    }

    await customer.context.close();
    const again = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const { page: after } = again;
    await after.goto(`${portal.baseUrl}/workspace/order`);
    const done = after
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` });
    await done.getByText('Done', { exact: true }).waitFor();
    expect(await done.getByRole('button', { name: `Cancel order #${orderId}` }).count()).toBe(0);
    await done.getByText('Progress and history').click();
    const progress = after.getByRole('list', { name: `Progress of order ${orderId}` });
    await progress.waitFor();
    const steps = await progress.getByRole('listitem').allTextContents();
    expect(steps).toHaveLength(8);
    for (const text of steps) expect(text).not.toContain('—');
    await after.getByText('BKG-E2E-0001').waitFor();
    await after.getByText('BL-E2E-0001').waitFor();

    await expect.poll(() => orderMailsTo('certified@demo.example.com').length, { timeout: 30_000 }).toBe(8);
    await again.context.close();
    await staff.context.close();
  });
});
