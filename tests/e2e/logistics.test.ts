// The logistics pages as a visitor meets them: the real server with its generated demo data, the
// built app, Chromium. Inputs come from the demo data through the API, never from guesses.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { sendCredentials, signIn } from './support/sign-in.ts';
import { openSqlite } from './support/sqlite.ts';

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1360, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  // English pages (the language cookie the language switch writes).
  await context.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Full customs records and prices are for certified customers: signs the shared page in, once. */
async function signInAsCertified() {
  // The session lives in the Authorization cookie (src/api/authorization-store.ts).
  if ((await context.cookies(portal.baseUrl)).some((cookie) => cookie.name === 'Authorization')) return;
  await signIn(page, portal, DEMO_ACCOUNTS.certified);
}

/** POSTs to the API from the page, without the session: what an anonymous visitor gets. */
const api = async <T>(path: string, body: object): Promise<{ code: string; message: string; data: T }> =>
  page.evaluate(
    async ([path, body]) => {
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', sys_source: 'web-portal', 'Accept-Language': 'en' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    [path, body] as const,
  );

describe('logistics pages in Chromium against the real server', () => {
  it('searches a schedule between two ports that have sailings in the demo data', async () => {
    await page.goto(`${portal.baseUrl}/schedules`);
    await page.getByRole('heading', { name: 'Sailing Schedules', level: 1 }).waitFor();
    const candidates = [
      ['CNSHA', 'NLRTM'],
      ['CNNGB', 'NLRTM'],
      ['CNSHA', 'USLAX'],
      ['CNSZX', 'DEHAM'],
      ['CNYTN', 'USLAX'],
    ];
    let lane: string[] | undefined;
    let total = 0;
    for (const [pol, pod] of candidates) {
      const answer = await api<{ total: number }>('schedule/searchPointToPoint', { pol, pod, pageSize: 1 });
      if (answer.code === '1' && answer.data.total > 0) {
        lane = [pol!, pod!];
        total = answer.data.total;
        break;
      }
    }
    expect(lane, 'a lane with sailings in the demo data').toBeDefined();
    // A UN/LOCODE typed in full searches without picking from the port list.
    await page.getByRole('combobox', { name: 'Port of loading' }).fill(lane![0]!);
    await page.getByRole('combobox', { name: 'Port of discharge' }).fill(lane![1]!);
    await page.getByRole('combobox', { name: 'Port of discharge' }).press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    const sailings = page.getByRole('list', { name: 'Sailings' });
    await sailings.waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'sailings' }).textContent()).toBe(
      `${total} sailings`,
    );
    expect(await page.getByText('Demo data').count()).toBeGreaterThan(0);
    const first = sailings.getByRole('article').first();
    await first.getByText('Legs and cut-offs').click();
    const cutOffs = first.getByRole('table', { name: 'Cut-offs' });
    await cutOffs.waitFor();
    expect(await cutOffs.textContent()).toMatch(/FCO.*FCL delivery cut-off/);
    expect(await first.getByRole('table', { name: 'Legs' }).textContent()).toMatch(/UTC[+-]\d{2}:\d{2}/);
  });

  it('tracks the textbook container CSQU3054383 and its bill of lading, and refuses a wrong check digit', async () => {
    await page.goto(`${portal.baseUrl}/tracking`);
    const box = page.getByRole('textbox', { name: 'Container, B/L or booking numbers' });
    await box.fill('CSQU3054384');
    await page.getByRole('button', { name: 'Track' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('ISO 6346 gives 3');

    await box.fill('CSQU3054383');
    await page.getByRole('button', { name: 'Track' }).click();
    const timeline = page.getByRole('list', { name: 'Milestones of CSQU3054383' });
    await timeline.waitFor();
    const steps = await timeline.getByRole('listitem').allTextContents();
    expect(steps.length).toBeGreaterThan(4);
    expect(steps.join('\n')).toMatch(/Gated in.*GTIN/);
    expect(steps.join('\n')).toMatch(
      /(Actual|Planned|Estimated): \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC[+-]\d{2}:\d{2}/,
    );

    const tracked = await api<{ results: { shipment: { blNumber: string } }[] }>('tracking/track', {
      numbers: ['CSQU3054383'],
    });
    const bl = tracked.data.results[0]!.shipment.blNumber;
    await box.fill(`${bl}\nNOSUCH123456`);
    await page.getByRole('button', { name: 'Track' }).click();
    const results = page.getByRole('list', { name: 'Tracking results' });
    await page.getByRole('list', { name: `Milestones of ${bl}` }).waitFor();
    const cards = results.getByRole('article');
    expect(await cards.count()).toBe(2);
    expect(await cards.nth(0).getByRole('heading', { level: 2 }).textContent()).toContain('B/L');
    expect(await cards.nth(1).textContent()).toContain('No tracking information was found for NOSUCH123456');
  });

  it('plans a global route: by time without costs behind the gate, by cost for the certified customer', async () => {
    await page.goto(`${portal.baseUrl}/throughoutWorld`);
    await page.getByRole('combobox', { name: 'Origin' }).fill('CNCKG');
    await page.getByRole('combobox', { name: 'Destination' }).fill('DEHAM');
    await page.getByRole('combobox', { name: 'Destination' }).press('Escape');
    await page.getByRole('radio', { name: 'Cheapest' }).check();
    await page.getByRole('button', { name: 'Plan' }).click();
    const options = page.getByRole('list', { name: 'Route options' });
    await options.waitFor();
    // Spec §6: costs are prices; anonymous visitors get the options by time and the login gate.
    const note = page.getByRole('note');
    await note.getByText('Please login to view rates detail').waitFor();
    expect(await page.getByText('Options ranked by total time').count()).toBe(1);
    expect(await options.getByRole('columnheader', { name: 'Cost' }).count()).toBe(0);
    await note.getByRole('button', { name: 'Log in' }).click();
    await sendCredentials(page, DEMO_ACCOUNTS.certified);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The same plan runs again for the certified customer (signed in for the rest of this file).
    await page.getByText('Options ranked by total cost').waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    const cards = options.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().getByRole('table', { name: 'Legs' }).getByRole('row').count()).toBeGreaterThan(
      1,
    );
  });

  it('searches pre-recorded customs documents by the first characters of a customer number', async () => {
    await signInAsCertified();
    const database = openSqlite(portal.dataDir);
    const row = database.prepare('SELECT customer_no AS customerNo FROM customs_documents LIMIT 1').get() as {
      customerNo: string;
    };
    database.close();
    await page.goto(`${portal.baseUrl}/prerecordingSearch`);
    const box = page.getByRole('textbox', { name: 'Customer no' });
    await box.fill(row.customerNo.slice(0, 4));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Please enter at least 5 characters of the customer no').waitFor();
    const prefix = row.customerNo.slice(0, 6);
    await box.fill(prefix);
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Customs documents' });
    await table.waitFor();
    // The certified customer of the demo company reads the full records: the customer no is column 2.
    const numbers = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(number.startsWith(prefix)).toBe(true);
    // Anyone else gets the document number, status, office and dates only.
    const anonymous = await api<{ list: { entryNo: string; record: unknown }[] }>('prerecorded/search', {
      customerNo: prefix,
      // The page's size, so that the same documents come back.
      pageSize: 10,
    });
    expect(anonymous.data.list.length).toBe(numbers.length);
    for (const document of anonymous.data.list) expect(document.record).toBeNull();
  });

  it('opens the available space of a lane and a sailing’s detail, and its booking dialog', async () => {
    const spot = await api<{ list: { pol: { code: string }; pod: { code: string } }[] }>(
      'webfclfreight/listSpotProducts',
      { pageSize: 1 },
    );
    const lane = spot.data.list[0]!;
    await page.goto(`${portal.baseUrl}/lookPresentCabin`);
    await page.getByRole('combobox', { name: 'Port of loading' }).fill(lane.pol.code);
    await page.getByRole('combobox', { name: 'Port of discharge' }).fill(lane.pod.code);
    await page.getByRole('combobox', { name: 'Port of discharge' }).press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Space' });
    await table.waitFor();
    await table
      .getByRole('link', { name: /^Detail of / })
      .first()
      .click();
    await page.getByRole('table', { name: 'Space by container type' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/lookPresentCabinDetail');
    // The certified customer (signed in above) opens the booking form; at phone width it
    // fits the screen. The whole purchase runs in tests/e2e/booking.test.ts.
    await page.getByRole('button', { name: 'Book this space' }).click();
    const booking = page.getByRole('dialog');
    await booking.getByRole('heading', { name: 'Book space' }).waitFor();
    await booking.getByLabel('Quantity 1').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await booking.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBe(0);
    const box = await booking.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await booking.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1360, height: 900 });
  });
});
