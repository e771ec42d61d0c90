import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { CustomerPath } from '../../../domain/api/customer-paths.ts';
import { ShellPath } from '../../../domain/api/shell-paths.ts';
import { SPACE_ALLOWANCE_PER_SAILING } from '../../../domain/booking/allowance.ts';
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

const contact = (name: string) => ({
  nameCn: `${name}客服`,
  nameEn: `${name} service`,
  companyName: '',
  companyNameEn: '',
  headPic: '',
  mobile: '13800000000',
  qq: '',
  email: `${name.toLowerCase()}@example.com`,
});
const contactsOf = async (companyId: number, names: readonly string[]) => {
  const ids: number[] = [];
  for (const name of names)
    ids.push(
      (
        await t.db
          .insertInto('customerServiceContacts')
          .values({ companyId, ...contact(name) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  return ids;
};
const myContact = (apiKey?: string) =>
  t.call(ShellPath.queryWebMyCustomer, { companyId: COMPANY_ID }, apiKey === undefined ? {} : { apiKey });

describe("the customer's page for customer service (spec §6)", () => {
  it('shows the profile, the certification history with who decided, when and why, and the sessions', async () => {
    const customer = await registerAndActivate(t);
    const form = {
      id: customer.userId,
      companyId: COMPANY_ID,
      webFlag: 2,
      updateFlag: 1,
      certificationStatus: 2,
      nameEn: 'Ada Lovelace',
      companyName: 'Analytical Engines Ltd',
      companyPosition: 'Engineer',
      email: 'ada@example.com',
    };
    const review = (body: object) =>
      asStaff(AccountPath.reviewCertification, { companyId: COMPANY_ID, id: customer.userId, ...body });
    expect((await t.call(AccountPath.updateUser, form, { apiKey: customer.apiKey })).json().code).toBe('1');
    expect((await review({ approved: false, reason: 'Company not found' })).json().code).toBe('1');
    expect((await t.call(AccountPath.updateUser, form, { apiKey: customer.apiKey })).json().code).toBe('1');
    expect((await review({ approved: true })).json().code).toBe('1');

    const page = (await asStaff(CustomerPath.getCustomer, { id: customer.userId })).json();
    expect(page.code).toBe('1');
    expect(page.data.customer).toMatchObject({
      id: customer.userId,
      email: customer.email,
      certificationStatus: 3,
    });
    expect(page.data).toMatchObject({ companyPosition: 'Engineer', certificationEmail: 'ada@example.com' });
    expect(
      page.data.certificationHistory.map((entry: Record<string, unknown>) => [
        entry.event,
        entry.fromStatus,
        entry.toStatus,
        entry.actor,
        entry.reason,
      ]),
    ).toEqual([
      ['submit', 'needed', 'inAuthentication', 'owner', null],
      ['refuse', 'inAuthentication', 'neededAgain', 'staff', 'Company not found'],
      ['submit', 'neededAgain', 'inAuthentication', 'owner', null],
      ['approve', 'inAuthentication', 'certified', 'staff', null],
    ]);
    expect(page.data.certificationHistory[1].actorName).toEqual(expect.any(String));
    expect(page.data.certificationHistory.every((entry: { at: string }) => entry.at !== '')).toBe(true);
    expect(page.data.sessions.length).toBeGreaterThan(0);
    expect(page.data.sessions[0]).toEqual({
      userAgent: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
  });

  it('an assigned contact answers queryWebMyCustomer to that customer; everyone else gets the default', async () => {
    const [defaultId, assignedId] = await contactsOf(COMPANY_ID, ['Default', 'Assigned']);
    const [foreignId] = await contactsOf(2, ['Foreign']);
    const customer = await registerAndActivate(t);
    const other = await registerAndActivate(t);
    const saved = await asStaff(CustomerPath.setServiceContact, {
      id: customer.userId,
      contactId: assignedId,
    });
    expect(saved.json()).toMatchObject({
      code: '1',
      message: 'The customer service contact was saved',
      data: { serviceContactId: assignedId },
    });
    expect(saved.json().data.contacts.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([defaultId, assignedId]),
    );
    expect((await myContact(customer.apiKey)).json().data.email).toBe('assigned@example.com');
    const defaultEmail = (await myContact()).json().data.email;
    expect((await myContact(other.apiKey)).json().data.email).toBe(defaultEmail);
    expect(defaultEmail).not.toBe('assigned@example.com');
    // Another tenant's contact is no contact of this tenant.
    const foreign = await asStaff(CustomerPath.setServiceContact, {
      id: customer.userId,
      contactId: foreignId,
    });
    expect(foreign.json().code).toBe('404');
    expect((await myContact(customer.apiKey)).json().data.email).toBe('assigned@example.com');
    await asStaff(CustomerPath.setServiceContact, { id: customer.userId, contactId: null });
    expect((await myContact(customer.apiKey)).json().data.email).toBe(defaultEmail);
  });

  it('customer service sets a customer’s own space allowance; the default is SPACE_ALLOWANCE_PER_SAILING', async () => {
    const customer = await registerAndActivate(t);
    const before = (await asStaff(CustomerPath.getCustomer, { id: customer.userId })).json().data;
    expect([before.spaceAllowance, before.defaultSpaceAllowance]).toEqual([
      null,
      SPACE_ALLOWANCE_PER_SAILING,
    ]);
    const saved = await asStaff(CustomerPath.setSpaceAllowance, { id: customer.userId, allowance: 35 });
    expect(saved.json()).toMatchObject({
      code: '1',
      message: 'The space allowance was saved',
      data: { spaceAllowance: 35 },
    });
    const row = await t.db
      .selectFrom('users')
      .select('spaceAllowance')
      .where('id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(row.spaceAllowance).toBe(35);
    expect(
      (await asStaff(CustomerPath.setSpaceAllowance, { id: customer.userId, allowance: -1 })).statusCode,
    ).toBe(400);
  });

  it('refuses the new endpoints to the anonymous, customers, staff without the permission and other tenants', async () => {
    const customer = await registerAndActivate(t);
    const paths = [
      [CustomerPath.getCustomer, { id: customer.userId }],
      [CustomerPath.setServiceContact, { id: customer.userId, contactId: null }],
      [CustomerPath.setSpaceAllowance, { id: customer.userId, allowance: 5 }],
      [CustomerPath.endCustomerSessions, { id: customer.userId }],
    ] as const;
    const otherStaff = (await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE })).headers;
    const pricing = (
      await signIn(t.db, { companyId: COMPANY_ID, userType: STAFF_USER_TYPE, staffRoles: ['pricing'] })
    ).headers;
    for (const [path, body] of paths) {
      expect((await t.call(path, body)).statusCode).toBe(401);
      expect((await t.call(path, body, { apiKey: customer.apiKey })).statusCode).toBe(403);
      expect((await asStaff(path, body, otherStaff)).json().code).toBe('404');
      if (path !== CustomerPath.getCustomer)
        expect((await asStaff(path, body, pricing)).statusCode).toBe(403);
    }
    expect((await asStaff(CustomerPath.getCustomer, { id: customer.userId }, pricing)).json().code).toBe('1');
    const row = await t.db
      .selectFrom('users')
      .select('spaceAllowance')
      .where('id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(row.spaceAllowance).toBeNull();
    expect((await userInfo(customer.apiKey, customer.userId)).statusCode).toBe(200);
  });

  it('customer service signs a customer out everywhere; the account may sign in again', async () => {
    const customer = await registerAndActivate(t);
    const ended = await asStaff(CustomerPath.endCustomerSessions, { id: customer.userId });
    expect(ended.json()).toMatchObject({
      code: '1',
      message: 'The customer was signed out everywhere',
      data: { sessions: [] },
    });
    expect((await userInfo(customer.apiKey, customer.userId)).statusCode).toBe(401);
    expect((await login(t, customer.email, customer.password)).json().code).toBe('1');
  });
});
