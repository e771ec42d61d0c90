// Signing an account in as a person does: the login dialog's email view, in English (the Chinese
// dialog offers the QR code only, spec §2), then the language the test wants.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Portal } from './portal.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  /** The session's credential, from the Authorization cookie: for set-up calls by API. */
  apiKey: string;
}

const DESKTOP = { width: 1360, height: 900 };

/** A new browser context in English and its page, not yet anywhere. */
export async function englishPage(browser: Browser, portal: Portal, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
  return context.newPage();
}

/** Fills the open login dialog's email view and logs in; what shows next is the caller's. */
export async function sendCredentials(page: Page, { email, password }: Credentials): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens the login dialog from the header of the page shown and logs in by email. */
export async function submitLogin(page: Page, credentials: Credentials): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log in with email and password' }).click();
  await sendCredentials(page, credentials);
}

/** Signs the page in from the home page and waits for the dialog to close (nothing left to certify). */
export async function signIn(page: Page, portal: Portal, credentials: Credentials): Promise<void> {
  await page.goto(`${portal.baseUrl}/index`);
  await submitLogin(page, credentials);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A new browser signed in as the account, then switched to `lang`. */
export async function signedIn(
  browser: Browser,
  portal: Portal,
  credentials: Credentials,
  {
    lang = 'en',
    viewport = DESKTOP,
  }: { lang?: 'cn' | 'en'; viewport?: { width: number; height: number } } = {},
): Promise<SignedIn> {
  const page = await englishPage(browser, portal, viewport);
  const context = page.context();
  await signIn(page, portal, credentials);
  await context.addCookies([{ name: 'lang', value: lang, url: portal.baseUrl }]);
  const cookie = (await context.cookies(portal.baseUrl)).find((item) => item.name === 'Authorization');
  return { context, page, apiKey: decodeURIComponent(cookie?.value ?? '') };
}
