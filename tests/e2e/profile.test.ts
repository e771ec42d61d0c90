// The workspace profile in Chromium against the real server: edit, certification resubmitted
// after a refusal, "log out everywhere" ending another browser's session, and the head picture.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { loadedWidth } from './support/images.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage, signedIn, submitLogin } from './support/sign-in.ts';

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

const customer = { email: 'uncertified@demo.example.com', password: 'Uncertified123' };

/** The English certification form of the login dialog (spec §3), filled and sent. */
async function certify(page: Page, company: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Company name', { exact: true }).waitFor();
  await dialog.getByLabel('Name', { exact: true }).fill('Uma Certa');
  await dialog.getByLabel('Company name', { exact: true }).fill(company);
  await dialog.getByLabel('Duty', { exact: true }).fill('Buyer');
  await dialog.getByLabel('Email', { exact: true }).fill('uma@e2e.example.com');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'In progress' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

describe('the profile page in Chromium', () => {
  it('edits the profile at 390 px; certification is refused with a reason and resubmitted from the profile', async () => {
    const page = await englishPage(browser, portal, { width: 390, height: 900 });
    await page.goto(`${portal.baseUrl}/index`);
    await submitLogin(page, customer);
    // Status 1 with programJurisdictionFlag 3: the certification form opens after login (spec §4).
    await certify(page, 'First Try Ltd');

    await page.goto(`${portal.baseUrl}/workspace/editInfo`);
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.getByText('Under review', { exact: true }).waitFor();
    await page.getByLabel('Nickname', { exact: true }).fill('Uma');
    await page.getByLabel('Mobile', { exact: true }).fill('+8613800001111');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile was saved', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    expect(await page.getByLabel('Mobile', { exact: true }).inputValue()).toBe('+8613800001111');

    const { page: staff } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await staff.goto(`${portal.baseUrl}/console/certifications`);
    const reason = staff.getByLabel(`Reason for refusing ${customer.email}`);
    await reason.fill('The company is not in the register');
    await staff.getByRole('row').filter({ has: reason }).getByRole('button', { name: 'Refuse' }).click();
    await staff.getByText('Certification refused', { exact: true }).waitFor();

    await page.reload();
    await page.getByText('Refused: please certify again', { exact: true }).waitFor();
    await page.getByText('The company is not in the register', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resubmit certification' }).click();
    await certify(page, 'Second Try Ltd');
    await page.reload();
    await page.getByText('Under review', { exact: true }).waitFor();
    expect(await page.getByLabel('Company', { exact: true }).inputValue()).toBe('Second Try Ltd');
  });

  it('"log out everywhere" ends another browser\'s session too (in Chinese)', async () => {
    const { page: other } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified);
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.certified, { lang: 'cn' });
    await page.goto(`${portal.baseUrl}/workspace/editInfo`);
    const sessions = page.getByRole('region', { name: '登录会话' });
    await sessions.getByText('当前浏览器').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await sessions.getByRole('button', { name: '在所有设备上退出登录' }).click();
    // It asks first (the confirmation of "log out everywhere").
    await page.getByRole('dialog').getByRole('button', { name: '是的，全部退出' }).click();
    await page.getByText('请先登录以使用工作台。').waitFor();

    await other.goto(`${portal.baseUrl}/workspace/editInfo`);
    // Its session is gone on the server: the first call answers 401, and the login dialog opens.
    await other.getByRole('dialog').waitFor();
    await other.getByText('Please log in to use your workspace.').waitFor();
  });

  it('spec §3 headPic: a .png that is a PDF is refused, a real PNG becomes the head picture, the header shows it', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await page.goto(`${portal.baseUrl}/workspace/editInfo`);
    const card = page.getByRole('region', { name: 'Head picture' });
    const input = card.getByLabel('Choose a picture (PNG or JPEG, at most 2 MB)');
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.7 not a picture'),
    });
    await card.getByRole('alert').filter({ hasText: 'Only a PNG or JPEG picture can be used' }).waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByText('Your picture was saved', { exact: true }).waitFor();
    const picture = card.getByRole('img', { name: '王芳' });
    await picture.waitFor();
    expect(await loadedWidth(picture)).toBe(1);

    // Back to the portal without a reload: the header's user menu shows the picture at once.
    await page.getByRole('link', { name: 'Back to the portal' }).click();
    const avatar = page.getByTestId('header-avatar');
    await avatar.waitFor();
    expect(await loadedWidth(avatar)).toBe(1);
    await page.context().close();
  });
});

/** A 1×1 PNG. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
