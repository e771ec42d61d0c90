// The customer's choice of record mails on the profile page, in Chromium: each kind at once, in a
// daily digest, or not at all; saved, it is what the page shows after a reload (English), and the
// Chinese page offers the same choices.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signedIn } from './support/sign-in.ts';

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

describe('mail preferences on the profile page, in Chromium', () => {
  it('the customer chooses a daily digest for order progress and no grab request mails; the choice is kept', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const { page } = customer;
    await page.goto(`${portal.baseUrl}/workspace/editInfo`);
    const panel = page.getByRole('region', { name: 'Mails about your bookings' });
    await panel.getByText('Account mails (activation, password reset, security) are always sent.').waitFor();
    const orders = panel.getByRole('group', { name: 'Order progress' });
    expect(await orders.getByRole('radio', { name: 'At once' }).isChecked()).toBe(true);
    await orders.getByRole('radio', { name: 'In a daily digest' }).check();
    await panel
      .getByRole('group', { name: 'Grab requests' })
      .getByRole('radio', { name: 'Not at all' })
      .check();
    await panel.getByRole('button', { name: 'Save mail choices' }).click();
    // Radix announces a toast in a second, visually hidden copy: either will do.
    await page.getByText('Your mail choices were saved').first().waitFor();

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Mails about your bookings' });
    await reloaded.getByRole('group', { name: 'Order progress' }).waitFor();
    expect(
      await reloaded
        .getByRole('group', { name: 'Order progress' })
        .getByRole('radio', { name: 'In a daily digest' })
        .isChecked(),
    ).toBe(true);
    expect(
      await reloaded
        .getByRole('group', { name: 'Grab requests' })
        .getByRole('radio', { name: 'Not at all' })
        .isChecked(),
    ).toBe(true);
    expect(
      await reloaded
        .getByRole('group', { name: 'Advance bookings' })
        .getByRole('radio', { name: 'At once' })
        .isChecked(),
    ).toBe(true);

    const chinese = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang: 'cn' });
    await chinese.page.goto(`${portal.baseUrl}/workspace/editInfo`);
    const cn = chinese.page.getByRole('region', { name: '订舱动态邮件' });
    expect(
      await cn.getByRole('group', { name: '订单进度' }).getByRole('radio', { name: '每日汇总' }).isChecked(),
    ).toBe(true);
    await customer.context.close();
    await chinese.context.close();
  });
});
