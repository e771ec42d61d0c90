/** The certified customer's order from the first rate of CNSHA → Rotterdam, as the order e2e tests place it. */
import type { Page } from 'playwright-core';

/** What the order form asks, by the label of its textbox (spec §4's booking form). */
export type OrderFields = Record<string, string>;

/** Opens the order form from the first rate of the search, and answers the form. */
export const openOrderFormFromRate = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/rates`);
  await page.getByRole('combobox', { name: 'Port of loading (POL)' }).fill('CNSHA');
  await page
    .getByRole('option', { name: /Shanghai/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Port of discharge (POD)' }).fill('Rotterdam');
  await page
    .getByRole('option', { name: /Rotterdam/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'New order' });
  await form.waitFor();
  return form;
};

/** Places the order from the rate search and answers its number, once My Order lists it. */
export const placeOrderFromRate = async (
  page: Page,
  baseUrl: string,
  fields: OrderFields,
): Promise<number> => {
  const form = await openOrderFormFromRate(page, baseUrl);
  for (const [name, value] of Object.entries(fields)) await form.getByRole('textbox', { name }).fill(value);
  await form.getByRole('button', { name: 'Place the order' }).click();
  await form.waitFor({ state: 'detached' });
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({
    hasText: fields['Cargo description'],
  });
  await row.getByText('Order', { exact: true }).waitFor();
  return Number(((await row.getByText(/^#\d+$/).textContent()) ?? '').slice(1));
};
