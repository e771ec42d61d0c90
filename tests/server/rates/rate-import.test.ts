/**
 * Rate sheet imports end to end through the API (spec §3 freight rates, docs/decisions.md "Rate
 * sheets"): a carrier's sheet laid out its own way is mapped once, its refused rows name row, column
 * and rule, the preview counts new, changed, unchanged and would-expire cards, and publishing makes
 * the carrier's next version of the valid rows. Runs on SQLite, and on PostgreSQL with TEST_DB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRowPage, RateImportView } from '../../../domain/api/rate-sheet.ts';
import { RateSheetFilePath, RateSheetPath } from '../../../domain/api/rate-sheet-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { createRateCardRepository } from '../../../server/db/repositories/rate-card-repository.ts';
import { clockFrom } from '../../../server/services/accounts/clock.ts';
import { xlsxBuffer } from '../../../server/services/rates/sheet-template.ts';
import { testNow } from '../../support/test-clock.ts';
import { addCompany, type SignedIn, signIn } from '../support/tenants.ts';
import { post, startTestApp, type TestApp } from '../support/test-app.ts';
import { CARRIER_HEADERS, CARRIER_MAPPING, settledImport, uploadSheet } from './support.ts';

/** The app's clock, moved past an import's day by the last test. */
const clock = clockFrom(testNow());
let t: TestApp;
let pricing: SignedIn;
let auditor: SignedIn;
let otherTenant: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ now: clock });
  await addCompany(t.db, 2);
  pricing = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['pricing'] });
  auditor = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['auditor'] });
  otherTenant = await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE, staffRoles: ['pricing'] });
});
afterAll(() => t.close());

const en = (who: SignedIn) => ({ ...who.headers, 'accept-language': 'en' });
const call = (who: SignedIn, path: string, body: object) => post(t.app, path, body, en(who));

const startImport = async (data: Buffer | string, filename: string, carrier = 'MAEU') => {
  const uploaded = await uploadSheet(t, pricing.headers.authorization, { data, filename, carrier });
  expect(uploaded.statusCode).toBe(200);
  const { importId } = uploaded.json().data as RateImportView;
  return settledImport(t, en(pricing), importId);
};

const rowsOf = async (importId: number, section: string): Promise<ImportRowPage> =>
  (await call(pricing, RateSheetPath.listImportRows, { importId, section, pageSize: 100 })).json().data;

// Dates as a carrier's Excel keeps them: serial numbers (46357 is 2026-12-01, 46387 2026-12-31).
const firstSheet = () =>
  xlsxBuffer([
    CARRIER_HEADERS,
    ['CNSHA', 'NLRTM', '45G1', 'USD', 1800, 46357, 46387, 120, 'weekly'],
    ['CNSHA', 'DEHAM', "40'HC", 'USD', '1,900', '2026-12-01', '2026/12/31', '', ''],
    ['CNSHA', 'GBFXT', '22G1', 'USD', 900, 46357, 46387, 60, ''],
    ['CNSHA', 'XX', '40HQ', 'USD', 1700, 46357, 46387, 100, ''],
    ['CNSHA', 'BEANR', '40HQ', 'USD', { formula: 'E2*1.1' }, 46357, 46387, 100, ''],
    ['CNSHA', 'NLRTM', '40HQ', 'USD', 1850, 46357, 46387, 120, 'again'],
  ]);

describe('rate sheet import: map once, preview, publish', () => {
  it('maps a carrier layout once, refuses three rows naming row, column and rule, and publishes the valid ones', async () => {
    const mapping = await startImport(await firstSheet(), 'maersk-dec.xlsx');
    expect(mapping.status).toBe('mapping');
    expect(mapping.headers).toEqual(CARRIER_HEADERS);

    const mapped = await call(pricing, RateSheetPath.mapImport, {
      importId: mapping.importId,
      mapping: CARRIER_MAPPING,
    });
    expect(mapped.json()).toMatchObject({ code: '1', message: 'The column mapping was saved' });
    const ready = await settledImport(t, en(pricing), mapping.importId);
    expect(ready).toMatchObject({
      status: 'ready',
      counts: { rows: 6, new: 3, changed: 0, unchanged: 0, expiring: 0, refused: 3 },
      baseVersion: 0,
    });

    const refused = await rowsOf(ready.importId, 'refused');
    expect(refused.list.map(({ rowNumber, problems }) => ({ rowNumber, problems }))).toEqual([
      {
        rowNumber: 5,
        problems: [{ column: 'Destination', rule: 'POD must be a 5-character UN/LOCODE such as CNSHA' }],
      },
      {
        rowNumber: 6,
        problems: [
          {
            column: 'O/F',
            rule: 'O/F is a formula without a saved value; save the sheet in Excel and upload it again',
          },
        ],
      },
      {
        rowNumber: 7,
        problems: [
          {
            column: '',
            rule: 'The same rate as row 2 (same carrier, lane, via, service and container type)',
          },
        ],
      },
    ]);
    const fresh = await rowsOf(ready.importId, 'new');
    expect(fresh.list[0]?.card).toMatchObject({
      pod: 'NLRTM',
      containerType: '40HQ',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      surcharges: [{ code: 'BAF', basis: 'container', currency: 'USD', amount: 120, paymentTerm: 'PRE' }],
    });
    expect(fresh.list[1]?.card).toMatchObject({ pod: 'DEHAM', oceanFreight: 1900, validTo: '2026-12-31' });

    expect((await call(auditor, RateSheetPath.publishImport, { importId: ready.importId })).statusCode).toBe(
      403,
    );
    const published = await call(pricing, RateSheetPath.publishImport, { importId: ready.importId });
    expect(published.json()).toMatchObject({
      code: '1',
      data: { number: 1, cardCount: 3, addedCount: 3, refusedCount: 3 },
    });
    const current = await createRateCardRepository(t.db).currentCards(1, 'MAEU');
    expect(current.map(({ card }) => [card.pod, card.containerType, card.oceanFreight])).toEqual([
      ['NLRTM', '40HQ', 1800],
      ['DEHAM', '40HQ', 1900],
      ['GBFXT', '20GP', 900],
    ]);
    const again = await call(pricing, RateSheetPath.publishImport, { importId: ready.importId });
    expect(again.json()).toMatchObject({ code: '0', message: 'This import has already been published' });
  });

  it('reads the next sheet of the same layout without mapping: changed before → after, unchanged, would expire', async () => {
    const second = await startImport(
      await xlsxBuffer([
        CARRIER_HEADERS,
        ['CNSHA', 'NLRTM', '40HQ', 'USD', 1750, 46357, 46387, 120, ''],
        ['CNSHA', 'DEHAM', '40HQ', 'USD', 1900, 46357, 46387, null, ''],
        ['CNSHA', 'ESVLC', '20GP', 'USD', 950, 46357, 46387, 80, ''],
      ]),
      'maersk-dec-2.xlsx',
    );
    expect(second).toMatchObject({
      status: 'ready',
      baseVersion: 1,
      counts: { rows: 3, new: 1, changed: 1, unchanged: 1, expiring: 1, refused: 0 },
    });
    const changed = await rowsOf(second.importId, 'changed');
    expect(changed.list).toEqual([
      expect.objectContaining({
        rowNumber: 2,
        changed: ['oceanFreight'],
        before: expect.objectContaining({ oceanFreight: 1800 }),
        card: expect.objectContaining({ oceanFreight: 1750 }),
      }),
    ]);
    const expiring = await rowsOf(second.importId, 'expiring');
    expect(expiring.list.map((row) => row.card?.pod)).toEqual(['GBFXT']);

    // A preview made before another version was published is refused.
    const stale = await startImport(
      await xlsxBuffer([CARRIER_HEADERS, ['CNSHA', 'NLRTM', '40HQ', 'USD', 1700, 46357, 46387, 120, '']]),
      'maersk-stale.xlsx',
    );
    expect(stale.status).toBe('ready');
    const published = await call(pricing, RateSheetPath.publishImport, { importId: second.importId });
    expect(published.json()).toMatchObject({ data: { number: 2, changedCount: 1, removedCount: 1 } });
    const outdated = await call(pricing, RateSheetPath.publishImport, { importId: stale.importId });
    expect(outdated.statusCode).toBe(200);
    expect(outdated.json()).toMatchObject({
      code: '0',
      message: 'A newer version of this carrier was published after the preview: upload the sheet again',
    });
  });

  it('reads the template in both languages, a CSV with numbers as text, GB18030 and a BOM', async () => {
    for (const language of ['cn', 'en'] as const) {
      const template = await t.app.inject({
        method: 'POST',
        url: `/api/${RateSheetFilePath.template}`,
        headers: { ...pricing.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ language }),
      });
      expect(template.statusCode).toBe(200);
      const read = await startImport(template.rawPayload, `template-${language}.xlsx`);
      expect(read).toMatchObject({ status: 'ready', counts: { rows: 1, refused: 0 } });
      expect(read.headers[0]).toBe(language === 'cn' ? '承运人' : 'Carrier');
    }
    const csv =
      '\ufeff起运港,目的港,箱型,币种,海运费,有效期开始,有效期结束,BAF · 每箱 · USD · 预付\r\n' +
      'CNNGB,USLAX,40HQ,USD," 2,300 ",2026-12-01,2026-12-31,200\r\n' +
      'CNNGB,USLGB,40HQ,USD,=1+1,2026-12-01,2026-12-31,\r\n';
    const utf8 = await startImport(csv, 'cosco.csv', 'COSU');
    expect(utf8).toMatchObject({ status: 'ready', counts: { new: 1, refused: 1 } });
    expect((await rowsOf(utf8.importId, 'new')).list[0]?.card).toMatchObject({ oceanFreight: 2300 });
    expect((await rowsOf(utf8.importId, 'refused')).list[0]?.problems).toEqual([
      { column: '海运费', rule: 'Ocean freight must be a whole number of 0 or more' },
    ]);
    // As Excel on a Chinese Windows saves a CSV: GB18030, no BOM.
    const gb18030 = Buffer.from(
      'xvDUy7jbLMS/tcS42yzP5NDNLLHS1tYsuqPUy7fRLNPQ0KfG2r+qyrws09DQp8baveHK+CyxuNeiDQpDTlNaWCxBVVNZRCwyMEdQLFVTRCw4MDAsMjAyNi0xMi0wMSwyMDI2LTEyLTMxLMnu29rWsbTvDQo=',
      'base64',
    );
    const gb = await startImport(gb18030, 'cosco-gb.csv', 'COSU');
    expect(gb).toMatchObject({ status: 'ready', counts: { new: 1, refused: 0 } });
    expect((await rowsOf(gb.importId, 'new')).list[0]?.card).toMatchObject({
      pod: 'AUSYD',
      remarks: '深圳直达',
    });
  });
});

describe('rate sheet import: tenants and roles', () => {
  it('another tenant’s staff can neither read nor publish the import; an auditor reads it', async () => {
    const view = await startImport(
      await xlsxBuffer([CARRIER_HEADERS, ['CNSHA', 'SGSIN', '40HQ', 'USD', 400, 46357, 46387, 20, '']]),
      'one.xlsx',
      'ONEY',
    );
    expect(view.status).toBe('mapping');
    const importId = view.importId;
    for (const [path, body] of [
      [RateSheetPath.getImport, { importId }],
      [RateSheetPath.listImportRows, { importId, section: 'new' }],
      [RateSheetPath.mapImport, { importId, mapping: CARRIER_MAPPING }],
      [RateSheetPath.publishImport, { importId }],
    ] as const) {
      const answer = await call(otherTenant, path, body);
      expect(answer.json()).toMatchObject({ code: '404', message: 'No such import, or it has expired' });
    }
    expect((await call(auditor, RateSheetPath.getImport, { importId })).json().data.status).toBe('mapping');
    expect(
      (await call(auditor, RateSheetPath.mapImport, { importId, mapping: CARRIER_MAPPING })).statusCode,
    ).toBe(403);
    const auditorUpload = await uploadSheet(t, auditor.headers.authorization, {
      data: 'a,b\n1,2\n',
      filename: 'x.csv',
    });
    expect(auditorUpload.statusCode).toBe(403);
    const auditorTemplate = await t.app.inject({
      method: 'POST',
      url: `/api/${RateSheetFilePath.template}`,
      headers: { ...auditor.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'en' }),
    });
    expect(auditorTemplate.statusCode).toBe(403);
    const customer = await signIn(t.db, { companyId: 1 });
    const upload = await uploadSheet(t, customer.headers.authorization, {
      data: 'a,b\n1,2\n',
      filename: 'x.csv',
    });
    expect(upload.statusCode).toBe(403);
  });
});

describe('rate sheet import: publishing at once, and an import’s day', () => {
  it('two publishes of the same carrier at once: one version, the other refused with a message, never a 5xx', async () => {
    const sheet = (freight: number) =>
      xlsxBuffer([CARRIER_HEADERS, ['CNSHA', 'SGSIN', '40HQ', 'USD', freight, 46357, 46387, 20, '']]);
    const first = await startImport(await sheet(400), 'hapag-a.xlsx', 'HLCU');
    expect(first.status).toBe('mapping');
    await call(pricing, RateSheetPath.mapImport, { importId: first.importId, mapping: CARRIER_MAPPING });
    const a = await settledImport(t, en(pricing), first.importId);
    const b = await startImport(await sheet(420), 'hapag-b.xlsx', 'HLCU');
    expect([a.status, b.status]).toEqual(['ready', 'ready']);
    const answers = await Promise.all(
      [a, b].map(({ importId }) => call(pricing, RateSheetPath.publishImport, { importId })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual(['0', '1']);
    const versions = await createRateCardRepository(t.db).versions(1, {
      carrierScac: 'HLCU',
      pageNo: 1,
      pageSize: 10,
    });
    expect(versions.total).toBe(1);
  });

  it('an import is gone a day after its upload', async () => {
    const view = await startImport(
      await xlsxBuffer([CARRIER_HEADERS, ['CNSHA', 'JPTYO', '40HQ', 'USD', 500, 46357, 46387, 20, '']]),
      'evergreen.xlsx',
      'EGLV',
    );
    expect((await call(pricing, RateSheetPath.getImport, { importId: view.importId })).json().code).toBe('1');
    clock.advance(25 * 3_600_000);
    const gone = await call(pricing, RateSheetPath.publishImport, { importId: view.importId });
    expect(gone.json()).toMatchObject({ code: '404', message: 'No such import, or it has expired' });
  });
});
