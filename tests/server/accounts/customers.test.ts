import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerPath } from '../../../domain/api/customer-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { spaceBookingBlocker } from '../../../domain/validation/space-booking.ts';
import { addCompany, signIn } from '../support/tenants.ts';
import { type AccountsApp, COMPANY_ID, login, registerAndActivate, startAccountsApp } from './support.ts';

let t: AccountsApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await startAccountsApp();
  await addCompany(t.db, 2);
  staff = (await signIn(t.db, { companyId: COMPANY_ID, userType: STAFF_USER_TYPE })).headers;
});
afterAll(() => t.close());

const asStaff = (path: string, body: unknown, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    payload: JSON.stringify(body),
  });

/** A bookable offer: only the customer type can block it. */
const OFFER = { routeCode: 'R1', lines: [{ containerType: '20GP', remaining: 3 }] };

const userInfo = (apiKey: string, userId: number) =>
  t.call('webuserset/getUserInfo', { id: userId, companyId: COMPANY_ID }, { apiKey });

describe("customer service maintains the tenant's customers (spec §6)", () => {
  it('lists customers only, newest first, found by any part of email, name or company in any case', async () => {
    const first = await registerAndActivate(t);
    const second = await registerAndActivate(t);
    const page = (await asStaff(CustomerPath.listCustomers, { pageSize: 100 })).json().data;
    expect(page.list.map((row: { email: string }) => row.email).slice(0, 2)).toEqual([
      second.email,
      first.email,
    ]);
    expect(page.list.every((row: { id: number }) => row.id !== undefined)).toBe(true);
    expect(page.total).toBe(page.list.length);
    const upper = second.email.toUpperCase().slice(0, 12);
    const found = (await asStaff(CustomerPath.listCustomers, { keyword: upper })).json().data;
    expect(found.list.map((row: { email: string }) => row.email)).toContain(second.email);
    const none = (await asStaff(CustomerPath.listCustomers, { keyword: '100%_match' })).json().data;
    expect(none).toMatchObject({ list: [], total: 0 });
    const signedInAt = found.list.find((row: { email: string }) => row.email === second.email).lastLoginAt;
    expect(signedInAt).toEqual(expect.any(String));
  });

  it('a customer type set by staff lets the new customer through the booking rule (spec §5)', async () => {
    const customer = await registerAndActivate(t);
    const before = (await userInfo(customer.apiKey, customer.userId)).json().data.customerType;
    expect(spaceBookingBlocker(OFFER, before)).toBe('customerTypeMissing');
    const saved = await asStaff(CustomerPath.setCustomerType, { id: customer.userId, customerType: 2 });
    expect(saved.json()).toMatchObject({
      code: '1',
      message: 'The customer type was saved',
      data: { customerType: 2 },
    });
    const after = (await userInfo(customer.apiKey, customer.userId)).json().data.customerType;
    expect(after).toBe(2);
    expect(spaceBookingBlocker(OFFER, after)).toBeNull();
    expect(
      (await asStaff(CustomerPath.setCustomerType, { id: customer.userId, customerType: 9 })).statusCode,
    ).toBe(400);
  });

  it('deactivating ends every session at once and refuses sign-in until reactivated', async () => {
    const customer = await registerAndActivate(t);
    const deactivated = await asStaff(CustomerPath.setCustomerActive, { id: customer.userId, active: false });
    expect(deactivated.json().data.deactivatedAt).toEqual(expect.any(String));
    expect((await userInfo(customer.apiKey, customer.userId)).statusCode).toBe(401);
    expect((await login(t, customer.email, customer.password)).json().message).toBe(
      'This account was deactivated; please contact customer service',
    );
    await asStaff(CustomerPath.setCustomerActive, { id: customer.userId, active: true });
    expect((await login(t, customer.email, customer.password)).json().code).toBe('1');
  });

  it('refuses the anonymous, customers, staff accounts as targets and other tenants', async () => {
    const customer = await registerAndActivate(t);
    const paths = [
      [CustomerPath.listCustomers, {}],
      [CustomerPath.setCustomerType, { id: customer.userId, customerType: 1 }],
      [CustomerPath.setCustomerActive, { id: customer.userId, active: false }],
    ] as const;
    const otherStaff = (await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE })).headers;
    for (const [path, body] of paths) {
      expect((await t.call(path, body)).statusCode).toBe(401);
      expect((await t.call(path, body, { apiKey: customer.apiKey })).statusCode).toBe(403);
      if (path !== CustomerPath.listCustomers)
        expect((await asStaff(path, body, otherStaff)).json().code).toBe('404');
    }
    const otherList = (
      await asStaff(CustomerPath.listCustomers, { keyword: customer.email }, otherStaff)
    ).json();
    expect(otherList.data).toMatchObject({ list: [], total: 0 });
    const staffRow = await signIn(t.db, { companyId: COMPANY_ID, userType: STAFF_USER_TYPE });
    expect(
      (await asStaff(CustomerPath.setCustomerType, { id: staffRow.userId, customerType: 1 })).json().code,
    ).toBe('404');
    expect((await userInfo(customer.apiKey, customer.userId)).statusCode).toBe(200);
  });
});
