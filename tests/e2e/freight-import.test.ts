// The forwarder's own sailings and tracking events from DCSA files, in Chromium: pricing staff
// upload a Commercial Schedules file and a Track & Trace file on the console page (each read by its
// content, imported all or nothing), a bad file is refused naming its document and field in the
// staff member's language, and a visitor then finds the imported sailing and tracks a shipping
// instruction (SHI) event by its documentID.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { horizontalOverflow } from './support/layout.ts';
import { type Portal, startPortal } from './support/portal.ts';
import { englishPage, signedIn } from './support/sign-in.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/dcsa');

/**
 * The CMA CGM routes Colbert - Seattle - Valencia - Madrid of 2024-09, as their publisher sends
 * them: the legs' DEPARTURE_DATE and ARRIVAL_DATE placeholders filled with the route's own times.
 */
const schedulesFile = (): Buffer => {
  const routes = JSON.parse(
    readFileSync(path.join(FIXTURES, 'cs/commercialschedules-api-1.0.0-ptpnextpage.json'), 'utf8'),
  ) as { placeOfReceipt: { dateTime: string }; placeOfDelivery: { dateTime: string } }[];
  return Buffer.from(
    `[${routes
      .map((route) =>
        JSON.stringify(route)
          .replaceAll('DEPARTURE_DATE', route.placeOfReceipt.dateTime)
          .replaceAll('ARRIVAL_DATE', route.placeOfDelivery.dateTime),
      )
      .join(',')}]`,
  );
};

const shipmentEvent = (eventID: string, documentTypeCode: string, documentID: string) => ({
  eventID,
  eventCreatedDateTime: '2021-01-23T12:34:56Z',
  eventType: 'SHIPMENT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2021-01-20T09:00:00+08:00',
  shipmentEventTypeCode: 'RECE',
  documentID,
  documentTypeCode,
});
const SHI = 'SI-E2E-0042';
/** Named like a text file: the page reads what a file holds, not its name. */
const eventsFile = {
  name: 'tracking-export.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    JSON.stringify([
      shipmentEvent('7e1a2b3c-0000-4000-8000-00000000e001', 'SHI', SHI),
      shipmentEvent('7e1a2b3c-0000-4000-8000-00000000e002', 'VGM', 'VGM-E2E-0042'),
    ]),
  ),
};
/** An event of a document type DCSA does not have: the refusal names the document and the field. */
const badFile = {
  name: 'bad-events.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify([shipmentEvent('7e1a2b3c-0000-4000-8000-00000000e003', 'XYZ', 'X1')])),
};

describe('staff upload DCSA files, a visitor finds what they hold', () => {
  it('in English: a schedules file and a tracking file are imported, a bad one is refused naming the field', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff);
    await page.goto(`${portal.baseUrl}/console`);
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Import DCSA files' })
      .click();
    await page.getByRole('heading', { name: 'Import DCSA files', level: 1 }).waitFor();
    await page
      .getByLabel('Choose DCSA JSON files, or drop them here')
      .setInputFiles([
        { name: 'cma-cgm-schedules.json', mimeType: 'application/json', buffer: schedulesFile() },
        eventsFile,
        badFile,
      ]);
    const files = page.getByRole('list', { name: 'Imported files' });
    const outcome = (name: string) => files.getByRole('listitem').filter({ hasText: name });
    await outcome('cma-cgm-schedules.json')
      .getByText('Sailings imported: 3 new, 0 updated, 0 unchanged of 3.')
      .waitFor();
    await outcome('tracking-export.txt')
      .getByText('Tracking events imported: 2 new, 0 unchanged of 2.')
      .waitFor();
    const refusal = outcome('bad-events.json').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Invalid import data: documents[0].documentTypeCode');

    // The same file again, dropped on the page, changes nothing.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'dropped-events.json', { type: 'application/json' }));
      return transfer;
    }, eventsFile.buffer.toString('utf8'));
    await page
      .getByText('Choose DCSA JSON files, or drop them here')
      .locator('..')
      .dispatchEvent('drop', { dataTransfer: dropped });
    await outcome('dropped-events.json')
      .getByText('Tracking events imported: 0 new, 2 unchanged of 2.')
      .waitFor();
    await page.context().close();
  });

  it('in Chinese at 390 px: a file that is not JSON and a bad event are refused in Chinese', async () => {
    const { page } = await signedIn(browser, portal, DEMO_ACCOUNTS.staff, {
      lang: 'cn',
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${portal.baseUrl}/console/freightImport`);
    await page.getByRole('heading', { name: '导入 DCSA 文件', level: 1 }).waitFor();
    await page
      .getByLabel('选择 DCSA JSON 文件，或拖放到此处')
      .setInputFiles([
        { name: 'schedules.csv', mimeType: 'text/csv', buffer: Buffer.from('pol,pod\nCNSHA,NLRTM') },
        badFile,
      ]);
    const files = page.getByRole('list', { name: '已导入的文件' });
    await files.getByText('未导入：文件不是 JSON。').waitFor();
    const refusal = files.getByRole('listitem').filter({ hasText: 'bad-events.json' }).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('导入数据无效：documents[0].documentTypeCode');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });

  it('a visitor finds the imported sailing and tracks the shipping instruction by its documentID', async () => {
    const page = await englishPage(browser, portal);
    await page.goto(`${portal.baseUrl}/schedules`);
    await page.getByRole('combobox', { name: 'Port of loading' }).fill('USSEA');
    await page.getByRole('combobox', { name: 'Port of discharge' }).fill('ESVLC');
    await page.getByRole('combobox', { name: 'Port of discharge' }).press('Escape');
    await page.getByLabel('ETD from').fill('2024-09-01');
    await page.getByLabel('ETD to').fill('2024-09-30');
    await page.getByRole('button', { name: 'Search' }).click();
    const sailings = page.getByRole('list', { name: 'Sailings' });
    await sailings.waitFor();
    expect(await sailings.textContent()).toContain('CMA CGM ORFEO');

    await page.goto(`${portal.baseUrl}/tracking`);
    await page.getByRole('textbox', { name: 'Container, B/L or booking numbers' }).fill('si e2e 0042');
    await page.getByRole('button', { name: 'Track' }).click();
    const timeline = page.getByRole('list', { name: `Milestones of ${SHI}` });
    await timeline.waitFor();
    expect(await timeline.textContent()).toContain('Shipping instruction');
    await page.context().close();
  });
});
