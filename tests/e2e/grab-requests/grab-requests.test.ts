// Grab requests as a customer and staff meet them: the real server in demo mode, the
// built app, Chromium. The certified customer applies for space on /grabSpace; staff grant it in
// their console with a sailing and a price: the space is offered to the customer until the tenant's
// deadline (24 hours by default), shown in My Space in the customer's time. The customer opens the
// payment (with the power of attorney, spec §5), lets the 3-minute window lapse (the demo clock
// moves on: the offer is back, the space still held), opens it again and pays with a phone. The file
// is kept on file: a second offer and a booking of existing space pick it instead of an upload. A
// further request, refused by staff while the customer's list still offers its delete,
// cannot be deleted: spec §8's "Cannot delete in the current state.", here in Chinese (当前状态不能删除。).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { localToday } from '../../../domain/grab-requests/grab-request-rules.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { testNow } from '../../support/test-clock.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import { decodeQrImage } from '../support/qr.ts';
import { signedIn } from '../support/sign-in.ts';
import { openSqlite } from '../support/sqlite.ts';

/** What the customer's pages say, in both languages. */
const TEXT = {
  en: {
    apply: 'Apply for space',
    pol: 'Port of loading',
    pod: 'Port of discharge',
    start: 'Start ETD',
    end: 'End ETD',
    type: 'Container type of line 1',
    quantity: 'Quantity of line 1',
    cargo: 'Cargo information',
    seeMine: 'See your grab requests in My Space',
    table: 'Grab requests',
    waiting: 'To be handled',
    delete: /^Delete grab request #\d+$/,
    confirmDelete: 'Yes, delete it',
    cannotDelete: 'Cannot delete in the current state.',
  },
  cn: {
    apply: '申请抢舱',
    pol: '起运港',
    pod: '目的港',
    start: '开始ETD',
    end: '结束ETD',
    type: '第 1 行箱型',
    quantity: '第 1 行数量',
    cargo: '货物信息',
    seeMine: '在“我的舱位”中查看您的抢舱申请',
    table: '抢舱申请',
    waiting: '待处理',
    delete: /^删除抢舱申请 #\d+$/,
    confirmDelete: '确定删除',
    cannotDelete: '当前状态不能删除。',
  },
} as const;
type Lang = keyof typeof TEXT;

let portal: Portal;
let browser: Browser;
let sailing: { id: number; pol: string; pod: string; etdDate: string; containerType: string };
/** Existing space another booking takes, with the power of attorney on file. */
let existing: { id: number; containerType: string };

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  // An open sailing within the request rules' reach (a start ETD up to 90 days ahead) with space.
  const db = openSqlite(portal.dataDir);
  try {
    const weekAhead = new Date(testNow().getTime() + 7 * 24 * 3600_000).toISOString();
    sailing = db
      .prepare(
        `SELECT s.id AS id, s.pol AS pol, s.pod AS pod, s.etd_date AS etdDate, i.container_type AS containerType
           FROM space_sailings s JOIN space_inventory i ON i.sailing_id = s.id
          WHERE s.stopped = 0 AND s.cut_off > ? AND s.etd_date <= ? AND i.remaining >= 4
          ORDER BY s.id LIMIT 1`,
      )
      .get(weekAhead, addDays(localToday(testNow()), 60)) as typeof sailing;
    existing = db
      .prepare(
        `SELECT s.id AS id, i.container_type AS containerType
           FROM space_sailings s JOIN space_inventory i ON i.sailing_id = s.id
          WHERE s.stopped = 0 AND s.kind = 'existing' AND s.cut_off > ? AND i.remaining >= 2 AND s.id <> ?
          ORDER BY s.id LIMIT 1`,
      )
      .get(weekAhead, sailing.id) as typeof existing;
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const apply = async (page: Page, lang: Lang) => {
  const text = TEXT[lang];
  await page.goto(`${portal.baseUrl}/grabSpace`);
  await page.getByRole('button', { name: text.apply }).click();
  const form = page.getByRole('form', { name: text.apply });
  for (const [label, code] of [
    [text.pol, sailing.pol],
    [text.pod, sailing.pod],
  ] as const) {
    await form.getByRole('combobox', { name: label }).fill(code);
    await page
      .getByRole('option', { name: new RegExp(code) })
      .first()
      .click();
  }
  await form.getByLabel(text.start).fill(addDays(sailing.etdDate, -3));
  await form.getByLabel(text.end).fill(addDays(sailing.etdDate, 3));
  await form.getByLabel(text.type).selectOption(sailing.containerType);
  await form.getByLabel(text.quantity).fill('2');
  await form.getByLabel(text.cargo).fill('Furniture, 12 t');
  await form.getByRole('button', { name: text.apply }).click();
  await page.getByRole('link', { name: text.seeMine }).waitFor();
};

/** Staff grant the newest request in their queue with the test's sailing and a price. */
const grant = async (page: Page) => {
  const row = newestRow(page, 'Grab requests to handle');
  await row.getByRole('button', { name: 'Grant…' }).click();
  await row.getByRole('combobox', { name: /^Sailing for grab request/ }).selectOption(String(sailing.id));
  await row.getByRole('textbox', { name: /^Unit price of / }).fill('880');
  await row.getByRole('button', { name: /^Grant grab request/ }).click();
  await page.getByText(/^Grab request #\d+ granted$/).waitFor();
};

/** A PDF as the attorney file (the server reads its first bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The demo server's clock moves on and its sweeper runs (POST /dev/clock). */
const advanceClock = (page: Page, advanceMs: number) =>
  page.evaluate(
    async (ms) =>
      fetch('/dev/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      }).then((response) => response.json()),
    advanceMs,
  );

/** The newest request's row in a grab-request table (both lists are newest first). */
const newestRow = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('row').nth(1);

describe('grab requests in Chromium', () => {
  it('applied, granted by staff as an offer with its deadline; a lapsed window returns to the offer, paid from My Space; the attorney file on file is picked; a refused one cannot be deleted', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);

    await apply(customer.page, 'en');
    await staff.page.goto(`${portal.baseUrl}/console/grabRequests`);
    await grant(staff.page);

    // The grant is an offer: no window runs yet; My Space shows until when the space is held.
    const page = customer.page;
    await page.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    const mine = newestRow(page, 'Grab requests');
    await mine.getByText('Granted', { exact: true }).waitFor();
    const offer = newestRow(page, 'Space orders');
    await offer.getByText('Offered', { exact: true }).waitFor();
    await offer.getByText('Held for you until').waitFor();
    await offer.getByText(/ · Your time \(.+\)$/).waitFor();
    const deadline = Date.parse(
      (await offer.getByText('Held for you until').locator('time').getAttribute('datetime')) ?? '',
    );
    const hours = (deadline - testNow().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(24);
    expect(hours).toBeLessThan(24.5);

    // Opening the payment asks for the power of attorney once, then the spec's window starts.
    await offer.getByRole('button', { name: /^Pay order / }).click();
    const fileDialog = page.getByRole('dialog');
    await fileDialog
      .getByLabel('Power of attorney (PDF, JPG or PNG, at most 10 MB)')
      .setInputFiles({ name: 'attorney.pdf', mimeType: 'application/pdf', buffer: PDF });
    await fileDialog.getByLabel('Keep this file on file for later bookings').check();
    await fileDialog.getByRole('button', { name: 'Continue to payment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: /^Payment QR code of order/ }).waitFor();

    // The window lapses unpaid (the server's clock moves on and sweeps): back to the offer.
    await advanceClock(page, SPACE_PAYMENT_WINDOW_MS + 1000);
    await dialog
      .getByText(
        'No payment is open now. The space is still held for you: pay it from the order in My Space.',
      )
      .waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await offer.getByText('Offered', { exact: true }).waitFor();

    // Opened again (the file is on the order already), and paid from a phone within its window.
    await offer.getByRole('button', { name: /^Pay order / }).click();
    const qr = dialog.getByRole('img', { name: /^Payment QR code of order/ });
    await qr.waitFor();
    const codeUrl = await decodeQrImage(browser, qr);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
    const phonePage = await phone.newPage();
    await phonePage.goto(codeUrl.replace(/^https?:\/\/[^/]+/, portal.baseUrl));
    await phonePage.getByRole('button', { name: 'Pay', exact: true }).click();
    await phonePage.getByText('Paid. The space is now in hand.').waitFor();
    await phone.close();
    await dialog.getByText('Paid. The space is yours: the order is in hand.').waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await offer.getByText('In hand', { exact: true }).waitFor();

    // A second offer: the power of attorney kept on file is picked, not uploaded again.
    await apply(page, 'en');
    await staff.page.goto(`${portal.baseUrl}/console/grabRequests`);
    await grant(staff.page);
    await page.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    const second = newestRow(page, 'Space orders');
    await second.getByText('Offered', { exact: true }).waitFor();
    await second.getByRole('button', { name: /^Pay order / }).click();
    const picker = page.getByRole('dialog');
    const kept = picker.getByLabel('The one on file: attorney.pdf');
    await kept.waitFor();
    expect(await kept.isChecked()).toBe(true);
    await picker.getByRole('button', { name: 'Continue to payment' }).click();
    await dialog.getByRole('img', { name: /^Payment QR code of order/ }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await second.getByRole('button', { name: 'Download the attorney file attorney.pdf' }).waitFor();

    // The booking dialog offers the file on file too: picked, the space is booked without an upload.
    await page.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${existing.id}&book=1`);
    const booking = page.getByRole('dialog');
    await booking.getByRole('button', { name: 'Use the one on file: attorney.pdf' }).click();
    await booking.getByText('This is your power of attorney on file.').waitFor();
    await booking.getByLabel('Container type 1').selectOption(existing.containerType);
    await booking.getByLabel('Quantity 1').fill('1');
    await booking.getByRole('button', { name: 'Book and pay' }).click();
    await booking.getByRole('img', { name: /^Payment QR code of order/ }).waitFor();
    await page.keyboard.press('Escape');
    await customer.page.keyboard.press('Escape');

    // A second request, in Chinese: staff refuse it while the customer's list still offers its delete.
    const cn = TEXT.cn;
    await customer.context.addCookies([{ name: 'lang', value: 'cn', url: portal.baseUrl }]);
    await apply(customer.page, 'cn');
    await customer.page.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    const waiting = newestRow(customer.page, cn.table);
    await waiting.getByText(cn.waiting, { exact: true }).waitFor();
    await staff.page.goto(`${portal.baseUrl}/console/grabRequests`);
    const toRefuse = newestRow(staff.page, 'Grab requests to handle');
    await toRefuse.getByRole('textbox', { name: /^Notes for refusing/ }).fill('Fully booked that week');
    await toRefuse.getByRole('button', { name: /^Refuse grab request/ }).click();
    await toRefuse.getByRole('button', { name: 'Yes, refuse it' }).click();
    await staff.page.getByText(/^Grab request #\d+ refused$/).waitFor();
    await waiting.getByRole('button', { name: cn.delete }).click();
    await waiting.getByRole('button', { name: cn.confirmDelete }).click();
    await customer.page.getByText(cn.cannotDelete, { exact: true }).waitFor();

    await customer.context.close();
    await staff.context.close();
  });
});
