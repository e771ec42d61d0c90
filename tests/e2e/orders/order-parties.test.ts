// Spec §4: the parties and remarks the order form asks for are the order's, shown back to the
// customer who gave them (English) and to staff who book with the carrier (Chinese), in Chromium.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from '../support/browser.ts';
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

/** The facts of an opened order detail, term → description. */
const factsOf = async (detail: Locator): Promise<Record<string, string>> => {
  const facts = detail.locator('dl').first();
  await facts.waitFor();
  const terms = await facts.locator('dt').allTextContents();
  const descriptions = await facts.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, descriptions[index] ?? '']));
};

describe('spec §4: an order’s shipper, consignee, notify party and remarks, in Chromium', () => {
  it('the customer’s order detail and the staff queue’s detail show the parties and remarks given', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const orderId = await placeOrderFromRate(customer.page, portal.baseUrl, {
      'Quantity of line 1': '1',
      'Cargo description': 'Lamps with named parties',
      'HS code': '940540',
      'Gross weight (kg)': '800',
      Packages: '4',
      'Shipper name': 'Suzhou Light Co.',
      'Shipper address': '8 Canal Street, Suzhou',
      'Consignee name': 'Delft Lighting BV',
      'Consignee address': 'Markt 3, Delft',
      'Notify party name': 'Port Agent NL',
      'Notify party address': 'Waalhaven 5, Rotterdam',
      Remarks: 'Keep dry; fragile glass',
    });

    const mine = customer.page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` });
    await mine.getByText('Progress and history').click();
    expect(await factsOf(mine)).toMatchObject({
      Shipper: 'Suzhou Light Co., 8 Canal Street, Suzhou',
      Consignee: 'Delft Lighting BV, Markt 3, Delft',
      'Notify party': 'Port Agent NL, Waalhaven 5, Rotterdam',
      Remarks: 'Keep dry; fragile glass',
    });

    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, { lang: 'cn' });
    await staff.page.goto(`${portal.baseUrl}/console/orders`);
    const queued = staff.page
      .getByRole('table', { name: '待处理订单' })
      .getByRole('row')
      .filter({ hasText: `#${orderId}` });
    await queued.getByText('进度与历史').click();
    expect(await factsOf(queued)).toMatchObject({
      发货人: 'Suzhou Light Co., 8 Canal Street, Suzhou',
      收货人: 'Delft Lighting BV, Markt 3, Delft',
      通知人: 'Port Agent NL, Waalhaven 5, Rotterdam',
      备注: 'Keep dry; fragile glass',
    });
    await customer.context.close();
    await staff.context.close();
  });
});
