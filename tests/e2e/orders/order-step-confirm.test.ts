// Spec §4's steps as staff take them in Chromium: each asked in a dialog naming the order and the
// step (Escape sends nothing, the keyboard confirms), in Chinese and English; one step back with a
// reason the history keeps; B/L confirm disabled before the sailing's ETD, saying from when.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import { signedIn } from '../support/sign-in.ts';
import { openSqlite } from '../support/sqlite.ts';

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

/** The set-up other tests walk through in the browser (the order form), by API. */
const api = async (apiKey: string, path: string, body: unknown) => {
  const response = await fetch(`${portal.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: apiKey, 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; message: string; data?: { orderId: number } };
  expect([path, envelope.code, envelope.message]).toEqual([path, '1', envelope.message]);
  return envelope;
};

const placeOrder = async (apiKey: string, cargo: string): Promise<number> => {
  const db = openSqlite(portal.dataDir);
  const monthAhead = new Date(testNowMs() + 30 * 24 * 3600_000).toISOString();
  // A rate prices one container type: the order books the type of its rate.
  const rate = db
    .prepare("select id from rates where etd > ? and container_type = '40HQ' order by id limit 1")
    .get(monthAhead) as {
    id: number;
  };
  db.close();
  const created = await api(apiKey, 'order/createOrder', {
    rateId: rate.id,
    containers: [{ containerType: '40HQ', quantity: 1 }],
    cargoDescription: cargo,
    hsCode: '691110',
    grossWeightKg: '8000',
    packages: 40,
    shipper: { name: 'Jingdezhen Kiln Co.', address: '9 Kiln Street, Jingdezhen' },
    consignee: { name: 'Hamburg Tableware GmbH', address: 'Hafenstrasse 5, Hamburg' },
  });
  return created.data!.orderId;
};

describe('spec §4: staff confirm each step, may take one back, and wait for the sailing', () => {
  it('asks before moving (Escape keeps the order), confirms by keyboard, steps back with a reason; B/L confirm waits for the ETD', async () => {
    const owner = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const orderId = await placeOrder(owner.apiKey, 'Porcelain for the step dialog test');
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, { lang: 'cn' });
    const { page } = staff;
    await page.goto(`${portal.baseUrl}/console/orders`);
    const queue = page.getByRole('table', { name: '待处理订单' });
    const row = queue.getByRole('row').filter({ hasText: `#${orderId}` });

    // Escape sends nothing: the order is still at its first step.
    await row.getByRole('button', { name: `将订单 #${orderId} 推进到客服确认` }).click();
    const ask = page.getByRole('dialog', { name: `将订单 #${orderId} 推进到客服确认？` });
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    await page.reload();
    await row.getByText('下单', { exact: true }).waitFor();

    // The keyboard confirms: focus starts in the dialog, Enter on its first button moves the order.
    await row.getByRole('button', { name: `将订单 #${orderId} 推进到客服确认` }).focus();
    await page.keyboard.press('Enter');
    await ask.waitFor();
    const yes = ask.getByRole('button', { name: '确认推进到客服确认' });
    await yes.focus();
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `将订单 #${orderId} 推进到订舱成功` }).waitFor();

    // One step back, with the reason the history keeps.
    await row.getByRole('button', { name: `将订单 #${orderId} 退回到下单` }).click();
    const back = page.getByRole('dialog', { name: `将订单 #${orderId} 退回到下单？` });
    const confirmBack = back.getByRole('button', { name: '确认退回' });
    expect(await confirmBack.isDisabled()).toBe(true);
    await back.getByRole('textbox', { name: '原因' }).fill('客户要求修改货物信息');
    await confirmBack.click();
    await back.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `将订单 #${orderId} 推进到客服确认` }).waitFor();
    await row.getByText('进度与历史').click();
    await row.getByText('客户要求修改货物信息').waitFor();

    // The same dialog in English names the order and the step.
    const english = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await english.page.goto(`${portal.baseUrl}/console/orders`);
    await english.page
      .getByRole('button', { name: `Advance order #${orderId} to Customer service confirm` })
      .click();
    const asked = english.page.getByRole('dialog', {
      name: `Move order #${orderId} to Customer service confirm?`,
    });
    await asked.getByText('The customer is told of the new step.').waitFor();
    await asked.getByRole('button', { name: 'Keep it' }).click();
    await asked.waitFor({ state: 'detached' });

    // B/L confirm waits for the sailing's departure: disabled, saying from when.
    await api(staff.apiKey, 'order/advanceOrder', { orderId, step: 'customerServiceConfirm' });
    await api(staff.apiKey, 'order/advanceOrder', {
      orderId,
      step: 'bookingSuccess',
      bookingNumber: 'BKG-DIALOG-1',
    });
    await api(staff.apiKey, 'order/advanceOrder', { orderId, step: 'packingDone' });
    await api(staff.apiKey, 'order/advanceOrder', { orderId, step: 'declared' });
    await page.reload();
    await row.getByRole('textbox', { name: `订单 #${orderId} 的提单号` }).fill('BL-DIALOG-0001');
    const held = row.getByRole('button', { name: `将订单 #${orderId} 推进到提单确认` });
    expect(await held.isDisabled()).toBe(true);
    const why = await held.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${why}"]`).textContent()).toMatch(
      /^开船后才能操作：\d{4}-\d{2}-\d{2} \d{2}:\d{2}（起运港当地时间）起$/,
    );
    await owner.context.close();
    await staff.context.close();
    await english.context.close();
  });
});
