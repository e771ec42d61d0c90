// Spec §6 in Chromium: the read-only auditor opens an order that went through all eight booking
// progress steps (spec §4) and a refused space order (spec §3), and sees each one's path on its
// statechart, who moved it and when; every action control is absent for the auditor, where staff
// who act see theirs. The statecharts of the portal are listed with their spec sections.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PROGRESS_STEPS } from '../../domain/constants.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNowMs } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signedIn } from './support/sign-in.ts';
import { apiOf, paidSpaceOrder, spareSailing } from './support/space-orders.ts';

let portal: Portal;
let browser: Browser;
let orderId: number;
let refusedId: number;
let inHandId: number;
/** The read-only auditor: the demo staff member's password, the auditor's role only. */
const AUDITOR = { email: 'auditor@demo.example.com', password: DEMO_ACCOUNTS.staff.password };
const STAFF_NAME = DEMO_ACCOUNTS.staff.nameCn;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  const api = apiOf(portal);
  const writable = () => new Database(join(portal.dataDir, 'portal.db'));
  const db = writable();
  db.prepare(
    `insert into users (company_id, email, password_hash, user_type, staff_roles, certification_status, active, created_at, name_en)
     select company_id, ?, password_hash, 2, 'auditor', 3, 1, created_at, 'Audit Li' from users where email = ?`,
  ).run(AUDITOR.email, DEMO_ACCOUNTS.staff.email);
  const rate = db
    .prepare("select id from rates where etd > ? and container_type = '20GP' order by id limit 1")
    .get(new Date(testNowMs() + 30 * 24 * 3600_000).toISOString()) as { id: number };
  db.close();

  const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
  const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
  const created = await api(customer.apiKey, 'order/createOrder', {
    rateId: rate.id,
    containers: [{ containerType: '20GP', quantity: 1 }],
    cargoDescription: 'Lamps for the auditor',
    hsCode: '940540',
    grossWeightKg: '800',
    packages: 4,
    shipper: { name: 'Suzhou Light Co.', address: 'Suzhou' },
    consignee: { name: 'Delft Lighting BV', address: 'Delft' },
  });
  orderId = (created.data as { orderId: number }).orderId;
  const advance = async (step: string, numbers: object = {}) =>
    expect((await api(staff.apiKey, 'order/advanceOrder', { orderId, step, ...numbers })).code).toBe('1');
  await advance('customerServiceConfirm');
  await advance('bookingSuccess', { bookingNumber: 'BKG-AUDIT-1' });
  await advance('packingDone');
  await advance('declared');
  // B/L confirm waits for the vessel to sail, done for it to arrive (spec §4): this sailing has.
  const past = new Date(testNowMs() - 24 * 3600_000).toISOString();
  const write = writable();
  write.prepare('update orders set etd = ? where id = ?').run(past, orderId);
  write
    .prepare('update sailing_routes set eta = ? where id = (select route_id from orders where id = ?)')
    .run(past, orderId);
  write.close();
  await advance('billOfLadingConfirm', { blNumber: 'BL-AUDIT-0001' });
  await advance('billConfirm');
  await advance('done');

  const sailing = spareSailing(portal, { days: 3, room: 2 });
  refusedId = (await paidSpaceOrder(portal, sailing, customer.apiKey)).orderId;
  const refused = await api(staff.apiKey, 'space/refuseSpaceOrder', {
    orderId: refusedId,
    reason: 'Vessel omitted the port',
  });
  expect(refused.orderStatus).toBe('refused');
  inHandId = (await paidSpaceOrder(portal, sailing, customer.apiKey)).orderId;
  await customer.context.close();
  await staff.context.close();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The buttons of the record's page (the console's own frame aside), named by its heading. */
const buttonsOf = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true }).getByRole('button').allTextContents();

/** The serious and critical WCAG 2.1 AA findings of the page, by rule. */
const seriousFindings = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id }) => id);

/** What the diagram marks on each state and transition (`data-life`). */
const marksOf = (page: Page, label: string) =>
  page.getByRole('region', { name: label }).evaluate((frame) => ({
    states: Object.fromEntries(
      [...frame.querySelectorAll('g.node[data-state]')].map((node) => [
        node.getAttribute('data-state'),
        node.getAttribute('data-life'),
      ]),
    ),
    taken: [...frame.querySelectorAll('g.edge[data-life="taken"]')].map((edge) =>
      edge.getAttribute('data-transition'),
    ),
  }));

describe('spec §6: the auditor reads each record’s life on its statechart', () => {
  it('in English: the order’s eight steps on its diagram, who moved it and when; no action control', async () => {
    const { page } = await signedIn(browser, portal, AUDITOR);
    await page.goto(`${portal.baseUrl}/console/orders`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Life of Order ${orderId}` }) });
    await row.waitFor();
    // The queue offers the auditor no move of any order.
    expect(await page.getByRole('table').getByRole('button').count()).toBe(0);
    await row.getByRole('link', { name: `Life of Order ${orderId}` }).click();

    await page.getByRole('heading', { name: `Order ${orderId}`, level: 1 }).waitFor();
    const label = `Statechart of Order ${orderId}: now Done`;
    await page.getByRole('img', { name: label }).waitFor();
    const marks = await marksOf(page, label);
    expect(BOOKING_PROGRESS_STEPS.map((step) => marks.states[step])).toEqual([
      ...BOOKING_PROGRESS_STEPS.slice(0, -1).map(() => 'visited'),
      'current',
    ]);
    expect(marks.states.cancelled).toBeNull();
    expect(marks.taken).toEqual(
      BOOKING_PROGRESS_STEPS.slice(1).map(
        (step, index) => `${BOOKING_PROGRESS_STEPS[index]}->${step}:${step}`,
      ),
    );

    const trail = page.getByRole('list', { name: `Trail of Order ${orderId}` }).getByRole('listitem');
    expect(await trail.count()).toBe(BOOKING_PROGRESS_STEPS.length);
    const lines = await trail.allTextContents();
    expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}.*: created by the customer, Order$/);
    for (const line of lines.slice(1))
      expect(line).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} .+ by ${STAFF_NAME}$`));
    expect(lines.at(-1)).toContain('Bill confirm → Done');
    await page.getByText('None: this record’s life has ended.').waitFor();
    // Only the diagram's zoom: no action on the record.
    expect(await buttonsOf(page, `Order ${orderId}`)).toEqual(['Zoom out', 'Zoom in', 'Fit to width']);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('in Chinese on a phone: the refused space order’s path and its reason; the diagram scrolls inside its frame', async () => {
    const { page } = await signedIn(browser, portal, AUDITOR, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.baseUrl}/console/record?kind=spaceOrder&id=${refusedId}`);
    await page.getByRole('heading', { name: `舱位订单 ${refusedId}`, level: 1 }).waitFor();
    const frame = page.getByRole('region', { name: /^舱位订单 \d+ 的状态图/ });
    await frame.locator('svg').waitFor();
    const label = (await frame.getAttribute('aria-label')) ?? '';
    const marks = await marksOf(page, label);
    expect(marks.states).toMatchObject({ awaitingPayment: 'visited', inHand: 'visited', refused: 'current' });
    expect(marks.states.completed).toBeNull();
    expect(marks.taken).toEqual(['awaitingPayment->inHand:pay', 'inHand->refused:refuse']);
    const lines = await page
      .getByRole('list', { name: `舱位订单 ${refusedId} 的轨迹` })
      .getByRole('listitem')
      .allTextContents();
    expect(lines.at(-1)).toContain(STAFF_NAME);
    expect(lines.at(-1)).toContain('Vessel omitted the port');
    await page.getByRole('button', { name: '放大' }).click();
    await page.getByRole('button', { name: '放大' }).click();
    // Zoomed in, the diagram scrolls inside its frame; the page does not scroll sideways.
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    // The frame takes the keyboard: focused, the arrow keys scroll it.
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await buttonsOf(page, `舱位订单 ${refusedId}`)).toEqual(['缩小', '放大', '适应宽度']);
    await page.context().close();
  });

  it('a space order in hand: staff who act are offered its moves, the auditor none', async () => {
    const moves = /^(Complete|Refuse|Return)/;
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await staff.page.goto(`${portal.baseUrl}/console/spaceOrders`);
    const staffRow = staff.page.getByRole('row').filter({
      has: staff.page.getByRole('link', { name: `Life of Space order ${inHandId}` }),
    });
    await staffRow.getByRole('button', { name: moves }).first().waitFor();
    await staff.context.close();

    const { page } = await signedIn(browser, portal, AUDITOR);
    await page.goto(`${portal.baseUrl}/console/spaceOrders`);
    await page.getByRole('link', { name: `Life of Space order ${inHandId}` }).waitFor();
    expect(await page.getByRole('button', { name: moves }).count()).toBe(0);
    await page.goto(`${portal.baseUrl}/console/record?kind=spaceOrder&id=${inHandId}`);
    await page.getByRole('list', { name: 'Transitions open now' }).waitFor();
    await page.getByText('Your roles allow none of them: you read this record only.').waitFor();
    expect(await buttonsOf(page, `Space order ${inHandId}`)).toEqual(['Zoom out', 'Zoom in', 'Fit to width']);
    await page.context().close();
  });

  it('the statecharts page lists every machine with its spec sections and shows the one chosen', async () => {
    const { page } = await signedIn(browser, portal, AUDITOR);
    await page.goto(`${portal.baseUrl}/console/statecharts`);
    const table = page.getByRole('table', { name: 'Statecharts' });
    const orderRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'order', exact: true }) });
    await orderRow.getByText('§4 Booking progress steps').waitFor();
    await orderRow.getByRole('link', { name: 'order', exact: true }).click();
    await page.getByRole('img', { name: 'Statechart of order' }).waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.goto(`${portal.baseUrl}/console/record?kind=order&id=999999`);
    await page.getByRole('alert').getByText('No such record').waitFor();
    await page.context().close();
  });
});
