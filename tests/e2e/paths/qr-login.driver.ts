// The qrLogin machine in the real login dialog: the QR view of the English dialog (both languages
// open on it, spec §2), its code fetched from and its status checked with the real server. Time
// moves only through Playwright's clock: the 2-second poll is `clock.runFor`.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { qrLoginModel } from '../../machines/auth/qr-login.model.ts';
import { testedMachine } from '../../machines/harness/model.ts';
import type { BrowserDriver, PathSession } from '../support/browser-paths.ts';
import { UI_TIMEOUT_MS } from '../support/browser-paths.ts';
import { decodeQrImage } from '../support/qr.ts';
import { signedIn } from '../support/sign-in.ts';

export const DEMO_CUSTOMER = { email: 'certified@demo.example.com', password: 'Certified123' };

const dialog = (session: PathSession): Locator => session.page.getByRole('dialog');
const qrImage = (session: PathSession): Locator =>
  dialog(session).getByRole('img', { name: 'QR code to log in: scan it with your phone' });
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

/** The page with Playwright's clock installed (still running: the app loads its chunks on timers). */
export const openWithClock = async (session: PathSession, path = '/index'): Promise<void> => {
  await session.page.clock.install();
  await session.page.goto(`${session.portal.baseUrl}${path}`);
  await session.page.getByRole('button', { name: 'Login' }).waitFor({ timeout: UI_TIMEOUT_MS });
};

/**
 * From now on no timer of the page runs by itself: only `clock.runFor` moves it. Paused a little
 * ahead of the time read: the page's clock runs on while the call goes there (a pause in its past
 * fails on a loaded machine).
 */
export const pauseClock = async (session: PathSession): Promise<void> => {
  await session.page.clock.pauseAt((await session.page.evaluate(() => Date.now())) + 500);
};

/** A phone signed in as the demo customer scans the code and confirms the login (spec §4 QR login). */
const confirmOnPhone = async (session: PathSession): Promise<void> => {
  const confirmUrl = await decodeQrImage(session.browser, qrImage(session));
  const phone = await signedIn(session.browser, session.portal, DEMO_CUSTOMER, {
    viewport: { width: 390, height: 844 },
  });
  try {
    await phone.page.goto(confirmUrl);
    await phone.page.getByRole('button', { name: 'Confirm login' }).click({ timeout: UI_TIMEOUT_MS });
    await phone.page
      .getByText('Confirmed. The browser is now signed in.')
      .waitFor({ timeout: UI_TIMEOUT_MS });
  } finally {
    await phone.context.close();
  }
};

const CHECK = AccountPath.checkUserIfAuthLogin;

export const qrLoginDriver: BrowserDriver = {
  entry: testedMachine(qrLoginModel),
  held: { fetchQrCode: AccountPath.getWebCnLoginQrCode, checkQrLogin: CHECK },
  answers: {
    // The real code: its picture is what the phone scans.
    fetchQrCode: (step) => (step.kind === 'done' ? { kind: 'server' } : undefined),
    checkQrLogin: async (step, session) => {
      if (step.kind !== 'done') return undefined;
      await confirmOnPhone(session);
      return { kind: 'server' };
    },
  },
  start: async (session) => {
    await openWithClock(session);
    await session.page.getByRole('button', { name: 'Login' }).click();
    // The code's fetch is held, so no poll is scheduled before the clock stops.
    await visible(dialog(session).getByText('Loading the QR code…'));
    await pauseClock(session);
  },
  advance: async (ms, session) => {
    await session.page.clock.runFor(ms);
  },
  events: {
    RETRY: async (_event, session) => {
      await dialog(session).getByRole('button', { name: 'Try again' }).click();
    },
  },
  states: {
    fetching: async (session) => {
      await visible(dialog(session).getByText('Loading the QR code…'));
    },
    failed: async (session) => {
      await visible(dialog(session).getByRole('button', { name: 'Try again' }));
    },
    'polling.waiting': async (session) => {
      await visible(qrImage(session));
      expect(session.heldCount(CHECK)).toBe(0);
    },
    'polling.checking': async (session) => {
      await visible(qrImage(session));
      await expect.poll(() => session.heldCount(CHECK), { timeout: UI_TIMEOUT_MS }).toBe(1);
    },
    success: async (session) => {
      // The dialog takes the login: it closes and the header names the customer.
      await dialog(session).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      await session.page
        .getByRole('button', { name: 'Login' })
        .waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    },
  },
};
