// Advance bookings as a customer and staff meet them: the real server in demo mode, the
// built app, Chromium. The certified customer sends two advance bookings for audit in English; staff
// approve one and refuse the other with a reason in Chinese; the customer sees both outcomes, the
// reason and the history, and was mailed about each. The approved one then becomes an order: "Place
// order" opens My Order's form prefilled from it, on a sailing of its week; each then names the other.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { mailsTo } from '../support/outbox.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import { signedIn } from '../support/sign-in.ts';

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

/** Sends one advance booking from the customer's page; answers its number from the new first row. */
async function reserve(page: Page, cargo: string): Promise<number> {
  await page.getByRole('button', { name: 'New advance booking' }).click();
  const form = page.getByRole('form', { name: 'New advance booking' });
  await form.getByRole('combobox', { name: 'Port of loading' }).fill('CNSHA');
  await page
    .getByRole('option', { name: /Shanghai/ })
    .first()
    .click();
  await form.getByRole('combobox', { name: 'Port of discharge' }).fill('NLRTM');
  await page
    .getByRole('option', { name: /Rotterdam/ })
    .first()
    .click();
  await form.getByRole('combobox', { name: 'ETD week' }).selectOption({ index: 2 });
  await form.getByRole('textbox', { name: 'Quantity of line 1' }).fill('2');
  await form.getByRole('textbox', { name: 'Cargo description' }).fill(cargo);
  await form.getByRole('button', { name: 'Send for audit' }).click();
  await form.waitFor({ state: 'detached' });
  const row = page
    .getByRole('table', { name: 'Advance bookings' })
    .getByRole('row')
    .filter({ hasText: cargo });
  await row.getByText('To be audited').waitFor();
  return Number(((await row.getByText(/^#\d+$/).textContent()) ?? '').slice(1));
}

/** The audit mails to an address: those that link to My Advance Booking. */
const auditMailsTo = (address: string): string[] => mailsTo(portal.dataDir, address, '/workspace/myReserve');

describe('advance bookings audited by staff, in Chromium', () => {
  it('a customer’s two advance bookings: staff approve one and refuse the other with a reason; the customer sees both and orders the approved one', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    await customer.page.goto(`${portal.baseUrl}/workspace/myReserve`);
    const approvedId = await reserve(customer.page, 'Furniture for approval');
    const refusedId = await reserve(customer.page, 'Machinery for refusal');

    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, { lang: 'cn' });
    await staff.page.goto(`${portal.baseUrl}/console/reservations`);
    const queue = staff.page.getByRole('table', { name: '待审核的舱位预约' });
    await queue.waitFor();
    await queue.getByRole('button', { name: `通过预约 #${approvedId}` }).click();
    await queue.getByRole('button', { name: `通过预约 #${approvedId}` }).waitFor({ state: 'detached' });
    await queue.getByRole('textbox', { name: `拒绝预约 #${refusedId} 的原因` }).fill('该周航线停航');
    await queue.getByRole('button', { name: `拒绝预约 #${refusedId}` }).click();
    // A refusal cannot be undone: asked first.
    await queue.getByRole('button', { name: '是，拒绝' }).click();
    await queue.getByRole('button', { name: '是，拒绝' }).waitFor({ state: 'detached' });
    await queue.getByRole('button', { name: `拒绝预约 #${refusedId}` }).waitFor({ state: 'detached' });

    await customer.page.reload();
    const table = customer.page.getByRole('table', { name: 'Advance bookings' });
    const approvedRow = table.getByRole('row').filter({ hasText: `#${approvedId}` });
    const refusedRow = table.getByRole('row').filter({ hasText: `#${refusedId}` });
    await approvedRow.getByText('Approved').waitFor();
    await refusedRow.getByText('Audit failed').waitFor();
    await refusedRow.getByText('Reason: 该周航线停航').waitFor();
    expect(
      await refusedRow.getByRole('button', { name: `Cancel advance booking #${refusedId}` }).count(),
    ).toBe(0);
    await refusedRow.getByText('History').click();
    const history = customer.page.getByRole('list', { name: `History of advance booking ${refusedId}` });
    await history.getByText(/To be audited → Audit failed by customer service/).waitFor();

    await expect.poll(() => auditMailsTo('certified@demo.example.com').length, { timeout: 30_000 }).toBe(2);
    await staff.context.close();

    // "An approved reservation becomes an order."
    const { page } = customer;
    await approvedRow
      .getByRole('link', { name: `Place an order from advance booking #${approvedId}` })
      .click();
    const form = page.getByRole('form', { name: 'New order' });
    const source = form.getByRole('region', { name: `From advance booking #${approvedId}` });
    await source.getByText('CNSHA → NLRTM').waitFor();
    expect(await source.getByRole('combobox', { name: 'Sailing' }).inputValue()).toMatch(/^\d+$/);
    expect(await form.getByRole('textbox', { name: 'Quantity of line 1' }).inputValue()).toBe('2');
    expect(await form.getByRole('textbox', { name: 'Cargo description' }).inputValue()).toBe(
      'Furniture for approval',
    );
    await form.getByRole('textbox', { name: 'HS code' }).fill('940360');
    await form.getByRole('textbox', { name: 'Gross weight (kg)' }).fill('10250.5');
    await form.getByRole('textbox', { name: 'Packages' }).fill('12');
    await form.getByRole('textbox', { name: 'Shipper name' }).fill('Ningbo Wood Co.');
    await form.getByRole('textbox', { name: 'Shipper address' }).fill('1 Harbour Road, Ningbo');
    await form.getByRole('textbox', { name: 'Consignee name' }).fill('Rotterdam Home BV');
    await form.getByRole('textbox', { name: 'Consignee address' }).fill('Kade 2, Rotterdam');
    await form.getByRole('button', { name: 'Place the order' }).click();
    await form.waitFor({ state: 'detached' });
    const orderRow = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: 'Furniture for approval' });
    const orderId = Number(((await orderRow.getByText(/^#\d+$/).textContent()) ?? '').slice(1));

    await page.goto(`${portal.baseUrl}/workspace/myReserve`);
    const ordered = page
      .getByRole('table', { name: 'Advance bookings' })
      .getByRole('row')
      .filter({ hasText: `#${approvedId}` });
    await ordered.getByText('Approved').waitFor();
    expect(await ordered.getByRole('link', { name: /^Place an order/ }).count()).toBe(0);
    await ordered.getByText('History').click();
    await page
      .getByRole('list', { name: `History of advance booking ${approvedId}` })
      .getByText(`order #${orderId} placed by you`)
      .waitFor();
    await ordered
      .getByRole('link', { name: `Order #${orderId}, placed from advance booking #${approvedId}` })
      .click();
    const selected = page.getByRole('region', { name: `Order #${orderId}` });
    await selected.getByText(`Advance booking #${approvedId}`).waitFor();
    await customer.context.close();
  });
});
