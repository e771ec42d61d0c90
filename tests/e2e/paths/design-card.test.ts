// The design card's machines (login dialog, QR login, session, reset link, payment window, page
// states) as model-based path tests in Chromium against the real server: one portal and one browser
// for all of them, a new browser context per path (tests/e2e/support/browser-paths.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { testNow } from '../../support/test-clock.ts';
import { launchBrowser } from '../support/browser.ts';
import { describeBrowserPaths } from '../support/browser-paths.ts';
import { type Portal, startPortal } from '../support/portal.ts';
import { dataPageDrivers } from './data-page.driver.ts';
import { loginDialogDriver } from './login-dialog.driver.ts';
import { paymentWindowDriver } from './payment-window.driver.ts';
import { qrLoginDriver } from './qr-login.driver.ts';
import { resetLinkDriver } from './reset-link.driver.ts';
import { sessionDriver } from './session.driver.ts';

let portal: Portal;
let browser: Browser;
let started = 0;

beforeAll(async () => {
  started = performance.now();
  // The server's clock is movable (POST /dev/clock) only when it starts at PORTAL_CLOCK.
  [portal, browser] = await Promise.all([
    startPortal({ env: { PORTAL_CLOCK: testNow().toISOString() } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  console.log(`design-card paths in Chromium: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
});

const shared = () => ({ browser, portal });

describeBrowserPaths(qrLoginDriver, shared);
describeBrowserPaths(resetLinkDriver, shared);
describeBrowserPaths(sessionDriver, shared);
describeBrowserPaths(dataPageDrivers, shared);
describeBrowserPaths(loginDialogDriver, shared);
describeBrowserPaths(paymentWindowDriver, shared);
