// Carrier feeds in Chromium (docs/feeds.md): operations staff add a feed for a stand-in carrier on
// 127.0.0.1 in the console, run it and see its counts and the refused document; they subscribe (after
// a confirm dialog), the stand-in pushes a signed event that a visitor then tracks, and an unsigned
// push is refused and counted. In Chinese at a phone's width the page reads in Chinese and fits.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContainerNumber } from '../../domain/freight/container-number.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { type CarrierStandIn, startCarrierStandIn } from '../server/feeds/carrier-stand-in.ts';
import { tntEvents } from '../server/freight/dcsa-samples.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { signedIn } from './support/sign-in.ts';

let portal: Portal;
let browser: Browser;
let carrier: CarrierStandIn;

const PAGE = '/console/feeds';
const [, gatedIn] = tntEvents();
const pulled = { ...gatedIn, eventID: 'c1a2e72c-d872-11ea-811c-0242ac130003' };
const refused = { ...gatedIn, eventID: 'c2a2e72c-d872-11ea-811c-0242ac130003', eventDateTime: 'soon' };
const PUSHED_CONTAINER = makeContainerNumber('TGHU', 4712);
const pushed = {
  ...gatedIn,
  eventID: 'c3a2e72c-d872-11ea-811c-0242ac130003',
  equipmentReference: PUSHED_CONTAINER,
};

beforeAll(async () => {
  carrier = await startCarrierStandIn();
  carrier.pages.set('', { events: [pulled, refused] });
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await carrier?.close();
});

describe('the carrier feeds page', () => {
  it('in English: operations add a feed, run it and see its counts; a signed push is tracked by a visitor, an unsigned one is counted', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await page.goto(`${portal.baseUrl}${PAGE}`);
    await page.getByRole('heading', { name: 'Carrier feeds', level: 1 }).waitFor();
    await page.getByText('No carrier feeds yet').waitFor();

    await page.getByRole('button', { name: 'Add feed' }).click();
    await page.getByText("The carrier's SCAC: 2 to 4 letters or digits.").waitFor();
    await page.getByLabel('Carrier (SCAC)').fill('hlcu');
    await page.getByLabel('DCSA address').fill(carrier.baseUrl);
    await page.getByLabel('API key').fill('e2e-carrier-key');
    await page.getByRole('button', { name: 'Add feed' }).click();
    await page.getByText('The feed was saved').first().waitFor();
    const card = page.getByRole('region', { name: 'HLCU' });
    await card.getByText('Kept (never shown)').waitFor();
    expect(await page.content()).not.toContain('e2e-carrier-key');

    await card.getByRole('button', { name: 'Run now' }).click();
    await page.getByText('The feed was run').first().waitFor();
    // The portal's sweeper may have run the new feed first: the event is then unchanged.
    await card.getByText(/[01] inserted, [01] unchanged, 1 refused/).waitFor();
    await card.getByText(`event ${refused.eventID}`, { exact: false }).waitFor();
    expect(carrier.authorizations).toContain('Bearer e2e-carrier-key');

    await card.getByRole('button', { name: 'Subscribe at HLCU' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe at HLCU?' });
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed at the carrier').first().waitFor();
    await card.getByText('Subscribed (sub-1)').waitFor();

    const body = JSON.stringify([pushed]);
    expect((await carrier.push(portal.baseUrl, body, { header: null })).status).toBe(400);
    expect((await carrier.push(portal.baseUrl, body)).status).toBe(204);
    await page.reload();
    const refusedSignatures = page
      .getByRole('region', { name: 'HLCU' })
      .getByRole('definition')
      .filter({ hasText: /^1$/ });
    await refusedSignatures.waitFor();
    await page
      .getByRole('region', { name: 'HLCU' })
      .getByText('(pushed): 1 inserted, 0 unchanged, 0 refused')
      .waitFor();
    await page.context().close();

    const visitor = await browser.newContext();
    await visitor.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
    const tracking = await visitor.newPage();
    await tracking.goto(`${portal.baseUrl}/tracking`);
    await tracking.getByRole('textbox', { name: 'Container, B/L or booking numbers' }).fill(PUSHED_CONTAINER);
    await tracking.getByRole('button', { name: 'Track' }).click();
    const timeline = tracking.getByRole('list', { name: `Milestones of ${PUSHED_CONTAINER}` });
    await timeline.waitFor();
    expect((await timeline.getByRole('listitem').allTextContents()).join('\n')).toMatch(/GTIN/);
    await visitor.close();
  });

  it('in Chinese at 390 px: the feed reads in Chinese, the remove question is answered from the keyboard, and nothing scrolls sideways', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.baseUrl}${PAGE}`);
    await page.getByRole('heading', { name: '承运人数据源', level: 1 }).waitFor();
    const card = page.getByRole('region', { name: 'HLCU' });
    await card.getByText('已保存（不显示）').waitFor();
    await card
      .getByText(/新增 \d，未变 \d，拒收 \d/)
      .first()
      .waitFor();
    await card.getByRole('button', { name: '立即运行' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    const remove = card.getByRole('button', { name: '删除 HLCU 的数据源' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '删除 HLCU 的数据源？' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await card.waitFor();
    await page.context().close();
  });
});
