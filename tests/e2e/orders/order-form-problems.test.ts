// Spec §5: the order form names every missing or malformed field in one submit (the domain's
// rules, the same the server applies), and says the HS code's rule before anything is typed.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import { signedIn } from '../support/sign-in.ts';
import { openOrderFormFromRate } from './support.ts';

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

describe('spec §5: the order form’s problems all at once, in Chromium (English)', () => {
  it('shows the HS code rule before typing, and every missing field after one submit', async () => {
    const customer = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const form = await openOrderFormFromRate(customer.page, portal.baseUrl);
    const hsCode = form.getByRole('textbox', { name: 'HS code' });
    await expect.poll(() => hsCode.getAttribute('aria-describedby')).not.toBeNull();
    expect(await form.getByText('6 to 10 digits, without dots or spaces').isVisible()).toBe(true);

    await form.getByRole('textbox', { name: 'Notify party address' }).fill('Waalhaven 5, Rotterdam');
    await form.getByRole('button', { name: 'Place the order' }).click();

    const invalid = form.locator('input[aria-invalid="true"]');
    await invalid.first().waitFor();
    const labelled = await invalid.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
    expect(labelled).toEqual(
      expect.arrayContaining([
        'Cargo description',
        'HS code',
        'Gross weight (kg)',
        'Packages',
        'Shipper name',
        'Shipper address',
        'Consignee name',
        'Consignee address',
        expect.stringContaining('Notify party name'),
      ]),
    );
    for (const message of [
      'Please enter the shipper’s name',
      'Please enter the shipper’s address',
      'Please enter the consignee’s address',
      'Give the notify party’s name and address, or neither',
    ])
      expect(await form.getByText(message).isVisible()).toBe(true);
    await customer.context.close();
  });
});
