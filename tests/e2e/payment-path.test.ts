// The payment dialog's details as a customer and a phone meet them: the real server in demo mode
// with its clock movable (PORTAL_CLOCK, POST /dev/clock), the built app, Chromium.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPACE_PAYMENT_WINDOW_MS } from '../../domain/constants.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { testNow } from '../support/test-clock.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { decodeQrImage } from './support/qr.ts';
import { signedIn } from './support/sign-in.ts';
import { ATTORNEY_PDF, type SpareSailing, spareSailing } from './support/space-orders.ts';

let portal: Portal;
let browser: Browser;
let sailing: SpareSailing;

beforeAll(async () => {
  portal = await startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } });
  browser = await launchBrowser();
  // An open sailing of existing space with a container type that has space to spare.
  sailing = spareSailing(portal, { days: 7, room: 6 });
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const WORDS = {
  en: {
    table: 'Space by container type',
    quantity: 'Quantity 1',
    type: 'Container type 1',
    attorney: 'Power of attorney (PDF, JPG or PNG, at most 10 MB)',
    uploaded: /^Uploaded: attorney\.pdf/,
    submit: 'Book and pay',
  },
  cn: {
    table: '各箱型舱位',
    quantity: '数量 1',
    type: '箱型 1',
    attorney: '委托书（PDF、JPG 或 PNG，不超过10M）',
    uploaded: /^已上传：attorney\.pdf/,
    submit: '预订并支付',
  },
} as const;

/** The remaining quantity in the detail's table, read even while a modal dialog hides it from the accessibility tree. */
const remainingOnPage = async (page: Page, lang: 'en' | 'cn'): Promise<number> => {
  const row = page
    .getByRole('table', { name: WORDS[lang].table, includeHidden: true })
    .getByRole('row', { includeHidden: true })
    .filter({ hasText: sailing.containerType });
  const text = (await row.getByRole('cell', { includeHidden: true }).nth(1).textContent()) ?? '';
  return Number(text.split('/')[0]!.trim());
};

/** Books `quantity` of the sailing's container type from its detail page; answers the dialog. */
const book = async (page: Page, lang: 'en' | 'cn', quantity: number) => {
  const words = WORDS[lang];
  await page.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${sailing.id}&book=1`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.quantity).waitFor();
  await dialog
    .getByLabel(words.attorney)
    .setInputFiles({ name: 'attorney.pdf', mimeType: 'application/pdf', buffer: ATTORNEY_PDF });
  await dialog.getByText(words.uploaded).waitFor();
  await dialog.getByLabel(words.type).selectOption(sailing.containerType);
  await dialog.getByLabel(words.quantity).fill(String(quantity));
  await dialog.getByRole('button', { name: words.submit }).click();
  return dialog;
};

describe('the payment dialog in Chromium', () => {
  it('in English: says to scan with WeChat, the space behind it follows the booking at once, and the phone’s pay page speaks English', async () => {
    const { context, page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang: 'en' });
    await page.goto(`${portal.baseUrl}/lookPresentCabinDetail?sailingId=${sailing.id}`);
    await page.getByRole('table', { name: WORDS.en.table }).waitFor();
    const before = await remainingOnPage(page, 'en');
    const dialog = await book(page, 'en', 2);
    const qr = dialog.getByRole('img', { name: /^Payment QR code of order/ });
    await qr.waitFor();
    await dialog.getByText('Scan the QR code with WeChat to pay').waitFor();
    // Behind the open dialog the detail already shows the space held.
    await expect.poll(() => remainingOnPage(page, 'en'), { timeout: 10_000 }).toBe(before - 2);

    // A phone last set to Chinese opens the pay page in the customer's English.
    const link = await decodeQrImage(browser, qr);
    expect(new URL(link).searchParams.get('lang')).toBe('en');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addCookies([{ name: 'lang', value: 'cn', url: portal.baseUrl }]);
    const phonePage = await phone.newPage();
    await phonePage.goto(link.replace(/^https?:\/\/[^/]+/, portal.baseUrl));
    await phonePage.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
    await phonePage.getByRole('button', { name: 'Pay', exact: true }).click();
    await phonePage.getByText('Paid. The space is now in hand.').waitFor();
    await phone.close();
    await dialog.getByText('Paid. The space is yours: the order is in hand.').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('in Chinese: when the reopened window expires, My Space’s badge behind the dialog no longer says 待支付', async () => {
    const { context, page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang: 'cn' });
    const dialog = await book(page, 'cn', 1);
    const qr = dialog.getByRole('img', { name: /的支付二维码/ });
    await qr.waitFor();
    const orderNo = /SO\d{8}[0-9A-Z]{10}/.exec((await qr.getAttribute('alt')) ?? '')![0];
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The server's clock moves to 8 seconds before the window ends; the rest passes for real.
    await page.evaluate(
      async (advanceMs) =>
        fetch('/dev/clock', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceMs }),
        }),
      SPACE_PAYMENT_WINDOW_MS - 8_000,
    );
    await page.goto(`${portal.baseUrl}/workspace/reserveCabin`);
    const row = page.getByRole('row', { includeHidden: true }).filter({ hasText: orderNo });
    await row.getByText('待支付', { exact: true }).waitFor();
    await row.getByRole('button', { name: `支付订单 ${orderNo}` }).click();
    await page
      .getByRole('dialog')
      .getByText('3分钟支付时间已过，订单已取消，舱位已释放。')
      .waitFor({ timeout: 30_000 });
    // The dialog is still open; behind it the badge follows the window's end.
    await row.getByText('已取消', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await row.getByText('待支付', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
