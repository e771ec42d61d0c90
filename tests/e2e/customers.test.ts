// Customer service's customer list in Chromium (spec §6: a customer needs a customer type to book
// space, maintained by customer service): search, set the type, deactivate with a confirmation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
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

const uncertified = DEMO_ACCOUNTS.uncertified.email;

describe('the customer list for customer service', () => {
  it('in English: finds a customer, sets its type, deactivates it after confirming, then reactivates it', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await page.goto(`${portal.baseUrl}/console/customers`);
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    // Customers only: the staff account itself is not listed.
    await page.getByText(DEMO_ACCOUNTS.certified.email, { exact: true }).waitFor();
    expect(await page.getByText(DEMO_ACCOUNTS.staff.email, { exact: true }).count()).toBe(0);

    await page.getByLabel('Email, name or company', { exact: true }).fill('UNCERTIFIED@');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const type = page.getByLabel(`Customer type of ${uncertified}`);
    expect(await type.inputValue()).toBe('');
    await type.selectOption({ label: 'Forwarder' });
    // Radix announces a toast in a second, visually hidden copy: either will do.
    await page.getByText('The customer type was saved').first().waitFor();
    await expect.poll(() => type.inputValue()).toBe('2');

    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${uncertified}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await confirm.getByRole('button', { name: 'Yes, deactivate' }).click();
    await page.getByText('The account was deactivated and all its sessions ended').first().waitFor();
    await page.getByRole('cell', { name: 'Deactivated', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('cell', { name: 'Active', exact: true }).waitFor();
    await page.context().close();
  });

  it('in Chinese at 390 px: the list reads in Chinese and the page does not scroll sideways', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.baseUrl}/console/customers`);
    await page.getByRole('heading', { name: '客户管理' }).waitFor();
    await page.getByRole('columnheader', { name: '客户类型' }).waitFor();
    await page.getByText(DEMO_ACCOUNTS.certified.email, { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });

  it('a customer is told the page is for staff only', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    await page.goto(`${portal.baseUrl}/console/customers`);
    await page.getByText('This page is for staff only.').waitFor();
    await page.context().close();
  });
});
