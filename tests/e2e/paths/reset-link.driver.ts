// The resetLink machine in the real app: a page opened from an activation or reset mail
// (`?sendFlag=&token=`, spec §4). The server's decoding is the model's sample answer, routed
// (an expired reset link, a grant, an activation for each certification status, a 5xx): the
// tokens the real server decodes would need a mail round trip per path.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { resetLinkModel } from '../../machines/auth/reset-link.model.ts';
import { testedMachine } from '../../machines/harness/model.ts';
import type { BrowserDriver, PathSession } from '../support/browser-paths.ts';
import { UI_TIMEOUT_MS } from '../support/browser-paths.ts';

const DECODE = AccountPath.forgetPasswordDecryptToken;
/** The sample session's user info is held: its made-up credential would sign the page out again. */
const USER_INFO = AccountPath.getUserInfo;

const dialog = (session: PathSession): Locator => session.page.getByRole('dialog');
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
const loginButton = (session: PathSession): Locator => session.page.getByRole('button', { name: 'Login' });

export const resetLinkDriver: BrowserDriver = {
  entry: testedMachine(resetLinkModel),
  held: { decodeToken: DECODE, loadUserInfo: USER_INFO },
  start: async (session) => {
    await session.page.goto(`${session.portal.baseUrl}/index`);
  },
  events: {
    LINK_OPENED: async (event, session) => {
      const { sendFlag, token } = event as unknown as { sendFlag: number; token: string };
      await session.page.goto(`${session.portal.baseUrl}/index?sendFlag=${sendFlag}&token=${token}`);
    },
  },
  states: {
    idle: async (session) => {
      await visible(loginButton(session));
      expect(session.heldCount(DECODE)).toBe(0);
    },
    decoding: async (session) => {
      await expect.poll(() => session.heldCount(DECODE), { timeout: UI_TIMEOUT_MS }).toBe(1);
      expect(await dialog(session).count()).toBe(0);
    },
    changePassword: async (session) => {
      await visible(dialog(session).getByLabel('New password', { exact: true }));
      // The link's parameters leave the address (spec §4: the URL is cleaned).
      expect(new URL(session.page.url()).search).toBe('');
    },
    certificationNeeded: async (session) => {
      await visible(dialog(session).getByRole('heading', { name: 'Certification' }));
      await loginButton(session).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    },
    loggedIn: async (session) => {
      await loginButton(session).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      expect(await dialog(session).count()).toBe(0);
    },
    expired: async (session) => {
      await visible(dialog(session).getByRole('heading', { name: 'Activation link expired' }));
    },
    failed: async (session) => {
      // An error toast; no dialog opens and nobody is signed in.
      await visible(session.page.getByRole('status').filter({ hasText: /./ }).first());
      expect(await dialog(session).count()).toBe(0);
      expect(new URL(session.page.url()).search).toBe('');
      await visible(loginButton(session));
    },
  },
};
