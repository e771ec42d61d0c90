// The session machine in the real app (spec §3 User session, §4 Logout): the header's Login button
// or user menu, the user info the session loads (held until the step that ends it), logging out
// from the menu. Sign-ins are the demo accounts' through the login dialog.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { sessionModel } from '../../machines/auth/session.model.ts';
import { testedMachine } from '../../machines/harness/model.ts';
import type { BrowserDriver, PathSession } from '../support/browser-paths.ts';
import { UI_TIMEOUT_MS } from '../support/browser-paths.ts';
import { signIn, submitLogin } from '../support/sign-in.ts';
import { DEMO_CUSTOMER } from './qr-login.driver.ts';

const USER_INFO = AccountPath.getUserInfo;
const LOGOUT = AccountPath.webloginOut;
const DECODE = AccountPath.forgetPasswordDecryptToken;
export const UNCERTIFIED = { email: 'uncertified@demo.example.com', password: 'Uncertified123' };
/** The demo customers' header names (server/db/seed/demo-accounts.ts). */
const USER_MENU = /Chen Xiaoming|Li Na/;

const dialog = (session: PathSession): Locator => session.page.getByRole('dialog');
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
const loginButton = (session: PathSession): Locator => session.page.getByRole('button', { name: 'Login' });
const userMenu = (session: PathSession): Locator => session.page.getByRole('button', { name: USER_MENU });

const closeDialogIfOpen = async (session: PathSession): Promise<void> => {
  if (await dialog(session).count()) {
    await dialog(session).getByRole('button', { name: 'Close' }).first().click();
    await dialog(session).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  }
};

const signedInHeader = async (session: PathSession): Promise<void> => {
  await loginButton(session).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
};

export const sessionDriver: BrowserDriver = {
  entry: testedMachine(sessionModel),
  held: { loadUserInfo: USER_INFO, logout: LOGOUT },
  answers: {
    loadUserInfo: (step) => (step.kind === 'done' ? { kind: 'server' } : undefined),
    logout: (step) => (step.kind === 'done' ? { kind: 'server' } : undefined),
  },
  start: async (session) => {
    await session.page.goto(`${session.portal.baseUrl}/index`);
  },
  events: {
    LOGGED_IN: async (_event, session) => {
      if (await loginButton(session).count()) {
        // The certified customer, unless a certification follows: then the one who must certify.
        const who = session.next?.event.type === 'CERTIFICATION_STATUS' ? UNCERTIFIED : DEMO_CUSTOMER;
        await submitLogin(session.page, who);
        return;
      }
      // Signed in already, another login comes from an activation link (spec §4), which the app
      // follows when a page opens: the page's new session restores the old one, then takes the
      // link's login. The link's decoding is the model's sample activation.
      await session.page.route(
        (url) => url.pathname.endsWith(DECODE),
        (route) =>
          route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              code: '1',
              message: '',
              validateMap: {
                userId: 7,
                nameCn: '',
                nickName: 'Nana',
                nameEn: 'Li Na',
                apiKey: 'api-key-7',
                headPic: '',
                userType: 1,
                staffRoles: [],
                certificationStatus: 3,
                customerType: 1,
                phone: '13800000002',
                email: 'uncertified@demo.example.com',
              },
            }),
          }),
      );
      await session.page.goto(`${session.portal.baseUrl}/index?sendFlag=2&token=activation-token`);
      await expect.poll(() => new URL(session.page.url()).search, { timeout: UI_TIMEOUT_MS }).toBe('');
    },
    RESTORE: async (_event, session) => {
      // Another tab of the same browser signs in; this page, opened again, restores that session.
      const other = await session.context.newPage();
      await signIn(other, session.portal, DEMO_CUSTOMER);
      await other.close();
      await session.page.reload();
    },
    CERTIFICATION_STATUS: async (_event, session) => {
      const form = dialog(session);
      await visible(form.getByRole('heading', { name: 'Certification' }));
      await form.getByLabel('Name', { exact: true }).fill('Li Na');
      await form.getByLabel('Company name', { exact: true }).fill('Sample Freight');
      await form.getByLabel('Duty', { exact: true }).fill('Manager');
      const email = form.getByLabel('Email', { exact: true });
      if (!(await email.inputValue())) await email.fill(UNCERTIFIED.email);
      await form.getByRole('button', { name: 'Submit' }).click();
      await visible(form.getByRole('button', { name: 'In progress' }));
    },
    USER_INFO_CHANGED: async (_event, session) => {
      await closeDialogIfOpen(session);
      await userMenu(session).click();
      await session.page.getByRole('menuitem', { name: 'Edit info' }).click();
      // The profile page reads the user info itself; only the session's read stays held.
      await session.releaseNewest(USER_INFO, { kind: 'server' });
      // A nickname other than the seeded one (Xiaoming), so that the save changes something.
      await session.page.getByLabel('Nickname', { exact: true }).fill('Ming');
      await session.page.getByRole('button', { name: 'Save profile' }).click();
      await visible(session.page.getByRole('status').filter({ hasText: /./ }).first());
    },
    LOGOUT: async (_event, session) => {
      await closeDialogIfOpen(session);
      // A mark on this document: loggedOut knows the reload happened when the mark is gone.
      await session.page.evaluate(() => {
        document.documentElement.dataset.beforeLogout = 'true';
      });
      await userMenu(session).click();
      await session.page.getByRole('menuitem', { name: 'Logout' }).click();
    },
    UNAUTHORIZED: async (_event, session) => {
      // The session's credential expired: the server answers its user-info read 401.
      session.answerNext(USER_INFO, { kind: 'json', body: { code: '401', message: 'Session expired' } });
      await session.release(USER_INFO);
    },
  },
  states: {
    anonymous: async (session) => {
      // The header's Login button; after a 401 the login dialog is offered over it.
      const loginDialog = dialog(session).getByRole('heading', { name: /^(Scan to log in|Log in)$/ });
      await visible(loginButton(session).or(loginDialog));
      expect(session.heldCount(USER_INFO)).toBe(0);
    },
    'loggedIn.loadingUserInfo': async (session) => {
      await signedInHeader(session);
      // At least one: a read the session gave up (a new login) stays held until ky's timeout.
      await expect
        .poll(() => session.heldCount(USER_INFO), { timeout: UI_TIMEOUT_MS })
        .toBeGreaterThanOrEqual(1);
    },
    'loggedIn.ready': async (session) => {
      await signedInHeader(session);
      await expect.poll(() => session.heldCount(USER_INFO), { timeout: UI_TIMEOUT_MS }).toBe(0);
    },
    loggingOut: async (session) => {
      // Spec §4: the session is cleared on entry; webloginOut waits on the server.
      await visible(loginButton(session));
      await expect.poll(() => session.heldCount(LOGOUT), { timeout: UI_TIMEOUT_MS }).toBe(1);
    },
    loggedOut: async (session) => {
      // The page reloads anonymous (spec §4): the login button of the new document, not of the old
      // one (a screenshot taken while the reload runs waits for it to end).
      await expect.poll(() => session.heldCount(LOGOUT), { timeout: UI_TIMEOUT_MS }).toBe(0);
      await expect
        .poll(
          () =>
            session.page
              .evaluate(() => document.documentElement.dataset.beforeLogout === undefined)
              .catch(() => false),
          { timeout: UI_TIMEOUT_MS },
        )
        .toBe(true);
      await session.page.waitForLoadState('load');
      await visible(loginButton(session));
    },
  },
};
