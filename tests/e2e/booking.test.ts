// Booking and paying for space as a customer and a phone meet it: the real server in demo mode with its clock
// movable (PORTAL_CLOCK, POST /dev/clock), the built app, Chromium. The customer books two container types
// with a PDF power of attorney, a second browser context (the phone) decodes the QR code and pays on the
// sandbox page, and the order is in hand; a second booking left unpaid is cancelled when the server's clock
// passes 3 minutes, and its space is back on the page. Bad input gets its message.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPACE_PAYMENT_WINDOW_MS, UPLOAD_MAX_BYTES } from '../../domain/constants.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNow } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { decodeQrImage } from './support/qr.ts';
import { signedIn } from './support/sign-in.ts';
import { openSqlite } from './support/sqlite.ts';

const TEXT = {
  en: {
    book: 'Book this space',
    type: (n: number) => `Container type ${n}`,
    quantity: (n: number) => `Quantity ${n}`,
    addLine: 'Add a container type',
    attorney: 'Power of attorney (PDF, JPG or PNG, at most 10 MB)',
    submit: 'Book and pay',
    qr: /^Payment QR code of order SO\d{8}[0-9A-Z]{10}: scan it to pay$/,
    timer: /^Time left to pay: 0[0-3]:\d\d$/,
    paid: 'Paid. The space is yours: the order is in hand.',
    duplicate: 'Duplicate container types are not allowed',
    aboveRemaining: 'The quantity cannot exceed the remaining quantity',
    tooLarge: 'A single file cannot exceed 10M',
    notAllowed: 'Only PDF, JPEG or PNG files can be uploaded',
    uploaded: /^Uploaded: attorney\.pdf/,
    spaceTable: 'Space by container type',
  },
  cn: {
    book: '预订此舱位',
    type: (n: number) => `箱型 ${n}`,
    quantity: (n: number) => `数量 ${n}`,
    addLine: '添加箱型',
    attorney: '委托书（PDF、JPG 或 PNG，不超过10M）',
    submit: '预订并支付',
    qr: /^订单 SO\d{8}[0-9A-Z]{10} 的支付二维码：扫码支付$/,
    timer: /^剩余支付时间：0[0-3]:\d\d$/,
    paid: '支付成功，舱位已归您所有：订单状态为已订舱。',
    duplicate: '箱型不能重复',
    aboveRemaining: '数量不能超过剩余数量',
    tooLarge: '单个文件不能超过10M',
    notAllowed: '只能上传 PDF、JPEG 或 PNG 文件',
    uploaded: /^已上传：attorney\.pdf/,
    spaceTable: '各箱型舱位',
  },
} as const;
type Lang = keyof typeof TEXT;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows executable renamed: the server reads "MZ", not the name. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

let portal: Portal;
let browser: Browser;
let sailing: { id: number; types: { containerType: string; remaining: number }[] };

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  // An open sailing of existing space with at least two container types that have space to spare.
  const db = openSqlite(portal.dataDir);
  try {
    const weekAhead = new Date(testNow().getTime() + 7 * 24 * 3600_000).toISOString();
    const rows = db
      .prepare(
        `SELECT s.id AS id, i.container_type AS containerType, i.remaining AS remaining
           FROM space_sailings s JOIN space_inventory i ON i.sailing_id = s.id
          WHERE s.stopped = 0 AND s.kind = 'existing' AND s.cut_off > ? AND i.remaining >= 4
          ORDER BY s.id, i.container_type`,
      )
      .all(weekAhead) as { id: number; containerType: string; remaining: number }[];
    const byId = Map.groupBy(rows, (row) => row.id);
    const [id, types] = [...byId].find(([, lines]) => lines.length >= 2)!;
    sailing = { id, types: types.slice(0, 2) };
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const remainingOnPage = async (page: Page, lang: Lang, containerType: string): Promise<number> => {
  const row = page
    .getByRole('table', { name: TEXT[lang].spaceTable })
    .getByRole('row')
    .filter({ hasText: containerType });
  const text = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  return Number(text.split('/')[0]!.trim());
};

const openDetail = async (page: Page, lang: Lang) => {
  await page.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${sailing.id}`);
  await page.getByRole('table', { name: TEXT[lang].spaceTable }).waitFor();
};

const openBooking = async (page: Page, lang: Lang) => {
  await page.getByRole('button', { name: TEXT[lang].book }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(TEXT[lang].quantity(1)).waitFor();
  return dialog;
};

describe('book and pay for space in Chromium', () => {
  it('in English: two container types, a PDF, the QR code and countdown, paid from a phone; bad input gets its message', async () => {
    const { context, page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const text = TEXT.en;
    await openDetail(page, 'en');
    const [first, second] = sailing.types as [(typeof sailing.types)[0], (typeof sailing.types)[0]];
    const before = await remainingOnPage(page, 'en', first.containerType);
    expect(before).toBe(first.remaining);
    const dialog = await openBooking(page, 'en');

    // An oversized file never leaves the browser; a renamed .exe is refused by its content.
    const file = dialog.getByLabel(text.attorney);
    await file.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x25),
    });
    await dialog.getByText(text.tooLarge).waitFor();
    await file.setInputFiles({ name: 'attorney.pdf', mimeType: 'application/pdf', buffer: EXE });
    await dialog.getByText(text.notAllowed).waitFor();
    await file.setInputFiles({ name: 'attorney.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByText(text.uploaded).waitFor();

    // Two lines of the same type, then a quantity above what is left: each gets its message.
    await dialog.getByLabel(text.type(1)).selectOption(first.containerType);
    await dialog.getByRole('button', { name: text.addLine }).click();
    await dialog.getByLabel(text.type(2)).selectOption(first.containerType);
    await dialog.getByRole('button', { name: text.submit }).click();
    await dialog.getByText(text.duplicate).first().waitFor();
    await dialog.getByLabel(text.type(2)).selectOption(second.containerType);
    await dialog.getByLabel(text.quantity(1)).fill(String(first.remaining + 1));
    await dialog.getByRole('button', { name: text.submit }).click();
    await dialog.getByText(text.aboveRemaining).first().waitFor();
    await dialog.getByLabel(text.quantity(1)).fill('2');
    await dialog.getByLabel(text.quantity(2)).fill('1');
    await dialog.getByRole('button', { name: text.submit }).click();

    const qr = dialog.getByRole('img', { name: text.qr });
    await qr.waitFor();
    await expect
      .poll(async () => (await dialog.getByRole('timer').getAttribute('aria-label')) ?? '')
      .toMatch(text.timer);

    // The phone: its own browser context, no session, reads the picture and pays on the sandbox page.
    const codeUrl = await decodeQrImage(browser, qr);
    expect(codeUrl).toMatch(/\/pay\?code=[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{43}&lang=en$/);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
    const phonePage = await phone.newPage();
    await phonePage.goto(codeUrl.replace(/^https?:\/\/[^/]+/, portal.baseUrl));
    const pay = phonePage.getByRole('button', { name: 'Pay', exact: true });
    await pay.click();
    await phonePage.getByText('Paid. The space is now in hand.').waitFor();
    await phone.close();

    // The customer's dialog learns it by polling (every 2 s).
    await dialog.getByText(text.paid).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await openDetail(page, 'en');
    expect(await remainingOnPage(page, 'en', first.containerType)).toBe(before - 2);

    // My Space lists it in hand.
    await page.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    // In the table (the status filter's options carry the same words).
    await page.getByRole('table').getByText('In hand', { exact: true }).first().waitFor();
    await context.close();
  });

  it('in Chinese: a booking left unpaid is cancelled when the server passes 3 minutes; its space is back on the page', async () => {
    const { context, page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang: 'cn' });
    const text = TEXT.cn;
    const [first] = sailing.types as [(typeof sailing.types)[0]];
    await openDetail(page, 'cn');
    const before = await remainingOnPage(page, 'cn', first.containerType);
    // "Book" on the list opens the detail with the form (book=1).
    await page.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${sailing.id}&book=1`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.quantity(1)).waitFor();
    await dialog
      .getByLabel(text.attorney)
      .setInputFiles({ name: 'attorney.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByText(text.uploaded).waitFor();
    await dialog.getByLabel(text.type(1)).selectOption(first.containerType);
    await dialog.getByLabel(text.quantity(1)).fill('3');
    await dialog.getByRole('button', { name: text.submit }).click();
    await dialog.getByRole('img', { name: text.qr }).waitFor();
    await expect
      .poll(async () => (await dialog.getByRole('timer').getAttribute('aria-label')) ?? '')
      .toMatch(text.timer);
    // Closing the dialog does not end the window: the space stays held.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await openDetail(page, 'cn');
    expect(await remainingOnPage(page, 'cn', first.containerType)).toBe(before - 3);

    // The server's clock passes the window (no browser waits 3 minutes); its sweeper cancels the order.
    const moved = await page.evaluate(
      async (advanceMs) =>
        (await fetch('/dev/clock', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceMs }),
        }).then((response) => response.json())) as { swept: { expired: number } },
      SPACE_PAYMENT_WINDOW_MS + 1000,
    );
    expect(moved.swept.expired).toBeGreaterThanOrEqual(1);
    await openDetail(page, 'cn');
    expect(await remainingOnPage(page, 'cn', first.containerType)).toBe(before);
    await page.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    await page.getByRole('table').getByText('已取消', { exact: true }).first().waitFor();
    await context.close();
  });
});
