// Staff accounts managed by an administrator (spec §6: staff are user type 2, roles give their
// permissions) in Chromium: the administrator invites a colleague with a role, the colleague opens the
// invitation mail's link, sets a password, signs in with that role; the administrator deactivates
// the colleague after confirming.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { mailsTo } from './support/outbox.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage, sendCredentials, signedIn } from './support/sign-in.ts';

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

/** The staff page's address: one place to change when staff pages move. */
const staffPage = () => `${portal.baseUrl}/console/staff`;

const colleague = { email: 'colleague@forwarder-e2e.com', password: 'Pricing123' };

/** The invitation link of the newest mail to the address, once the queue has sent it. */
const invitationLink = async (address: string): Promise<string> => {
  const pattern = /https?:\/\/[^\s"'<>]+\/staffInvitation\?token=[\w%-]+/;
  await expect
    .poll(() => mailsTo(portal.dataDir, address, '/staffInvitation').length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const link = mailsTo(portal.dataDir, address, '/staffInvitation').at(-1)?.match(pattern)?.[0];
  if (link === undefined) throw new Error(`no invitation link to ${address}`);
  return link;
};

describe('staff accounts, in English', () => {
  it('the administrator invites a colleague as pricing; the colleague sets a password from the mail and signs in with that role; deactivation asks first', async () => {
    const admin = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    const { page } = admin;
    await page.goto(staffPage());
    await page.getByRole('heading', { name: 'Staff accounts', level: 1 }).waitFor();
    await page.getByText(DEMO_ACCOUNTS.staff.email, { exact: true }).waitFor();

    // Every problem inline at once, the roles too.
    const invite = page.getByRole('form', { name: 'Invite a staff member' });
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await invite.getByText('Choose at least one role').waitFor();
    expect(await invite.locator('input[aria-invalid="true"]').count()).toBe(2);

    await invite.getByLabel('Email', { exact: true }).fill(colleague.email);
    await invite.getByLabel('English name', { exact: true }).fill('Chen Colleague');
    await invite.getByLabel('Pricing', { exact: true }).check();
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByText('The invitation was sent').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: colleague.email });
    await row.getByRole('cell', { name: 'Invited', exact: true }).waitFor();

    // The colleague, on a phone: the mail's link, a password of spec §5's rule, then the sign-in.
    const phone = await englishPage(browser, portal, { width: 390, height: 844 });
    await phone.goto((await invitationLink(colleague.email)).replace(/^https?:\/\/[^/]+/, portal.baseUrl));
    await phone.getByRole('heading', { name: 'Join the staff' }).waitFor();
    await phone.getByLabel('Password', { exact: true }).fill(colleague.password);
    await phone.getByLabel('Repeat the password', { exact: true }).fill(colleague.password);
    await phone.getByRole('button', { name: 'Set the password' }).click();
    await phone.getByText('Your password is set; please log in', { exact: true }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await phone.getByRole('status').getByRole('button', { name: 'Log in' }).click();
    await sendCredentials(phone, colleague);
    await phone.getByRole('dialog').waitFor({ state: 'detached' });
    // Pricing handles grab requests but does not manage staff.
    await phone.goto(`${portal.baseUrl}/console/grabRequests`);
    await phone.getByRole('heading', { name: 'Grab requests to handle' }).waitFor();
    await phone.goto(staffPage());
    await phone.getByText('This page is for administrators only.').waitFor();

    await page.reload();
    await row.getByRole('cell', { name: 'Active', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Pricing', exact: true }).waitFor();
    await row.getByRole('button', { name: `Deactivate ${colleague.email}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${colleague.email}?` });
    await confirm.getByRole('button', { name: 'Yes, deactivate' }).click();
    await page.getByText('The staff account was deactivated and all its sessions ended').first().waitFor();
    await row.getByRole('cell', { name: 'Deactivated', exact: true }).waitFor();
    await phone.context().close();
    await admin.context.close();
  });
});
