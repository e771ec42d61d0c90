// Five wrong guesses from anywhere lock an account for 15 minutes; its owner gets in with a
// one-time sign-in link by mail, in Chromium against the real server and its mail outbox.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { mailLink, nextLinkMailTo } from './support/outbox.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage, sendCredentials, submitLogin } from './support/sign-in.ts';

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

describe('a locked-out owner signs in by mail, in Chromium', () => {
  it('in English: after five wrong guesses the login offers a sign-in link; the mailed link signs in', async () => {
    const account = DEMO_ACCOUNTS.certified;
    const page = await englishPage(browser, portal);
    await page.goto(`${portal.baseUrl}/index`);
    const dialog = page.getByRole('dialog');
    const offer = dialog.getByRole('button', { name: 'Email me a sign-in link' });
    // Each answer is awaited (the Log in button is busy while it runs) before the next guess.
    const answered = () => dialog.locator('button[aria-busy="true"]').waitFor({ state: 'detached' });
    await submitLogin(page, { email: account.email, password: 'Wrong-guess-0' });
    for (let guess = 1; guess <= 5; guess += 1) {
      await answered();
      expect(await offer.count()).toBe(0);
      await sendCredentials(page, { email: account.email, password: `Wrong-guess-${guess}` });
    }
    // Locked: even the right password is refused, and the dialog offers the way in by mail.
    await offer.waitFor();
    await sendCredentials(page, account);
    await answered();
    await offer.waitFor();
    await offer.click();
    await dialog.getByRole('status').filter({ hasText: 'Successful mail delivery' }).waitFor();

    await page.goto(mailLink(await nextLinkMailTo(portal.dataDir, account.email)));
    await page.getByRole('button', { name: account.nameEn }).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });
});
