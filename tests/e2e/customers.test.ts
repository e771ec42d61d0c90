// Customer service's customer list and a customer's page in Chromium (spec §6: a customer needs a
// customer type to book space, maintained by customer service): search, set the type, deactivate
// with a confirmation; on the customer's page the certification history, contact and allowance.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import { CustomerPath } from '../../domain/api/customer-paths.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage, signedIn, submitLogin } from './support/sign-in.ts';
import { openSqlite } from './support/sqlite.ts';

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
/** The customer's page, as the list links it (one place to change when it moves to the console). */
const CUSTOMER_PAGE = '/console/customer';

const api = async (apiKey: string, path: string, body: object) =>
  (await (
    await fetch(`${portal.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: apiKey, 'accept-language': 'en' },
      body: JSON.stringify(body),
    })
  ).json()) as { code: string; message: string };

const userIdOf = (email: string): number => {
  const db = openSqlite(portal.dataDir);
  const row = db.prepare('select id from users where email = ?').get(email) as { id: number };
  db.close();
  return row.id;
};

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

  it('in English: customer service opens a customer’s page, reads the certification history, sets type, contact and allowance', async () => {
    // A second contact of the demo tenant to assign (the demo has one, its default).
    const writable = new Database(join(portal.dataDir, 'portal.db'));
    writable
      .prepare(
        `insert into customer_service_contacts (company_id, name_cn, name_en, company_name, company_name_en, head_pic, mobile, qq, email)
         values (1, '王芳', 'Wang Fang', '', '', '', '13900000009', '', 'wang.fang@demo.example.com')`,
      )
      .run();
    writable.close();
    const id = userIdOf(uncertified);
    // The uncertified customer signs in (the certification form opens) and submits it by API.
    const customerPage = await englishPage(browser, portal);
    await customerPage.goto(`${portal.baseUrl}/index`);
    await submitLogin(customerPage, DEMO_ACCOUNTS.uncertified);
    await expect
      .poll(async () =>
        (await customerPage.context().cookies(portal.baseUrl)).some((c) => c.name === 'Authorization'),
      )
      .toBe(true);
    const cookie = (await customerPage.context().cookies(portal.baseUrl)).find(
      (c) => c.name === 'Authorization',
    );
    const customerKey = decodeURIComponent(cookie?.value ?? '');
    const form = {
      id,
      companyId: 1,
      webFlag: 2,
      updateFlag: 1,
      certificationStatus: 2,
      nameEn: 'Li Na',
      companyName: 'Na Trading Ltd',
      companyPosition: 'Buyer',
      email: uncertified,
    };
    expect((await api(customerKey, AccountPath.updateUser, form)).code).toBe('1');
    await customerPage.context().close();
    const { page, apiKey } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    const refusal = { companyId: 1, id, approved: false, reason: 'Company not found' };
    expect((await api(apiKey, AccountPath.reviewCertification, refusal)).code).toBe('1');

    await page.goto(`${portal.baseUrl}/console/customers`);
    await page.getByRole('link', { name: `Open the page of ${uncertified}` }).click();
    await page.waitForURL(
      (url) => url.pathname === CUSTOMER_PAGE && url.searchParams.get('id') === String(id),
    );
    await page.getByRole('heading', { name: 'Li Na', exact: true }).waitFor();
    const history = page.getByRole('list', { name: 'Certification history' });
    await history.getByText('Not certified → Under review by Li Na').waitFor();
    await history.getByText(/Under review → Refused by .+ Reason: Company not found/).waitFor();

    await page.getByLabel('Customer type', { exact: true }).selectOption({ label: 'Contract customer' });
    await page.getByText('The customer type was saved').first().waitFor();

    await page
      .getByLabel('Customer service contact', { exact: true })
      .selectOption({ label: '王芳 · 13900000009' });
    await page.getByRole('button', { name: 'Save contact' }).click();
    await page.getByText('The customer service contact was saved').first().waitFor();

    const allowance = page.getByLabel('Space allowance per sailing and container type');
    await allowance.fill('5');
    await allowance.press('Enter');
    await page.getByText('The space allowance was saved').first().waitFor();

    const db = openSqlite(portal.dataDir);
    const row = db
      .prepare(
        `select u.customer_type as type, u.space_allowance as allowance, c.email as contact
         from users u join customer_service_contacts c on c.id = u.service_contact_id where u.id = ?`,
      )
      .get(id);
    db.close();
    expect(row).toEqual({ type: 3, allowance: 5, contact: 'wang.fang@demo.example.com' });
    // The customer is still signed in on a device: customer service signs them out, after confirming.
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await sessions.waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('button', { name: 'Yes, sign out' }).click();
    await page.getByText('The customer was signed out everywhere').first().waitFor();
    await page.getByText('No open session.').waitFor();
    // The customer's records are listed on the page, each list in its own section.
    await page.getByRole('heading', { name: 'Space orders', exact: true }).waitFor();
    await page.context().close();
  });

  it('in Chinese at 390 px: the customer’s page reads in Chinese and does not scroll sideways', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.baseUrl}${CUSTOMER_PAGE}?id=${userIdOf(DEMO_ACCOUNTS.certified.email)}`);
    await page.getByRole('heading', { name: DEMO_ACCOUNTS.certified.nameCn, exact: true }).waitFor();
    await page.getByRole('heading', { name: '认证记录' }).waitFor();
    await page.getByRole('heading', { name: '舱位订单' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    // WCAG 2.1 AA, as the accessibility suite checks the menu's routes: nothing serious or critical.
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations
        .filter(({ impact }) => impact === 'serious' || impact === 'critical')
        .map(({ id, nodes }) => `${id} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.context().close();
  });

  it('a customer signing in sees the contact customer service assigned them on the floating card', async () => {
    const staff = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    const writable = new Database(join(portal.dataDir, 'portal.db'));
    const contactId = writable
      .prepare(
        `insert into customer_service_contacts (company_id, name_cn, name_en, company_name, company_name_en, head_pic, mobile, qq, email)
         values (1, '赵敏', 'Zhao Min', '', '', '', '13900000010', '', 'zhao.min@demo.example.com')`,
      )
      .run().lastInsertRowid;
    writable.close();
    const id = userIdOf(DEMO_ACCOUNTS.certified.email);
    const assigned = await api(staff.apiKey, CustomerPath.setServiceContact, {
      id,
      contactId: Number(contactId),
    });
    expect(assigned.code).toBe('1');
    await staff.context.close();

    const page = await englishPage(browser, portal);
    await page.goto(`${portal.baseUrl}/index`);
    await page.getByRole('button', { name: 'Customer service', exact: true }).click();
    const card = page.locator('#contact-card');
    await card.waitFor();
    expect(await card.getByText('Zhao Min').count()).toBe(0);
    await page.getByRole('button', { name: 'Close customer service' }).click();
    await submitLogin(page, DEMO_ACCOUNTS.certified);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Customer service', exact: true }).click();
    await card.getByText('Zhao Min').waitFor();
    await page.context().close();
  });
});
