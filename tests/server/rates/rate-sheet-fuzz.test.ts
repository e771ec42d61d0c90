/**
 * Bad rate sheets get a clear 4xx at the upload, or an import that ends `failed` with the sheet's
 * rule, never a 5xx (docs/decisions.md "Rate sheets"). Runs on SQLite, and on PostgreSQL with TEST_DB.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateImportView } from '../../../domain/api/rate-sheet.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { xlsxBuffer } from '../../../server/services/rates/sheet-template.ts';
import { type SignedIn, signIn } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { settledImport, uploadSheet } from './support.ts';

let t: TestApp;
let pricing: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  pricing = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['pricing'] });
});
afterAll(() => t.close());

/** The upload's answer, or the import's end when the upload was taken. */
const outcomeOf = async (data: Buffer | string, filename: string) => {
  const uploaded = await uploadSheet(t, pricing.headers.authorization, { data, filename });
  expect(uploaded.statusCode).toBeLessThan(500);
  if (uploaded.statusCode !== 200) return { status: uploaded.statusCode, message: uploaded.json().message };
  const view = await settledImport(
    t,
    { ...pricing.headers, 'accept-language': 'en' },
    (uploaded.json().data as RateImportView).importId,
  );
  return { status: view.status, message: view.problem };
};

describe('rate sheet uploads that are not sheets', () => {
  it('refuses random bytes, an old .xls, an empty file and a ZIP that is no workbook at the upload', async () => {
    const refusedType = 'A rate sheet must be an .xlsx file or a .csv file in UTF-8 or GB18030';
    for (let round = 0; round < 5; round++) {
      const bytes = randomBytes(4096);
      bytes[10] = 0; // binary, as random bytes of this length all but surely are
      expect(await outcomeOf(bytes, 'random.xlsx')).toEqual({ status: 400, message: refusedType });
    }
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect(await outcomeOf(xls, 'old.xls')).toEqual({ status: 400, message: refusedType });
    expect((await outcomeOf(Buffer.alloc(0), 'empty.csv')).status).toBe(400);
    const zip = Buffer.concat([
      Buffer.from('PK\u0003\u0004'),
      Buffer.from('word/document.xml'),
      Buffer.alloc(64),
    ]);
    expect(await outcomeOf(zip, 'letter.docx')).toEqual({ status: 400, message: refusedType });
  });

  it('ends the import of a truncated workbook as unreadable', async () => {
    const whole = await xlsxBuffer([
      ['POL', 'POD', 'Container type', 'Currency', 'Ocean freight', 'Valid from', 'Valid to'],
      ...Array.from({ length: 200 }, (_, index) => [
        'CNSHA',
        'USLAX',
        '40HQ',
        'USD',
        1000 + index,
        46357,
        46387,
      ]),
    ]);
    // The first half with the workbook's directory glued on: a ZIP whose parts stop short.
    const cut = Buffer.concat([whole.subarray(0, whole.length >> 1), whole.subarray(whole.length - 1024)]);
    const outcome = await outcomeOf(cut, 'cut.xlsx');
    expect(outcome.status === 400 || outcome.status === 'failed').toBe(true);
  });

  it('refuses a CSV of a million columns, a sheet without rows, a repeated header and a file over 20 MB', async () => {
    expect(await outcomeOf(`${'a,'.repeat(1_000_000)}a\n1,2\n`, 'wide.csv')).toEqual({
      status: 'failed',
      message: 'A sheet cannot have more than 100 columns',
    });
    expect(
      await outcomeOf(
        'POL,POD,Container type,Currency,Ocean freight,Valid from,Valid to\n',
        'header-only.csv',
      ),
    ).toEqual({
      status: 'failed',
      message: 'The sheet has no header row or no rows',
    });
    expect(await outcomeOf('POL,POL\nCNSHA,USLAX\n', 'twice.csv')).toEqual({
      status: 'failed',
      message: 'The header “POL” appears twice; rename one and upload again',
    });
    expect(await outcomeOf(Buffer.alloc(21 * 1024 * 1024, 0x41), 'huge.csv')).toEqual({
      status: 413,
      message: 'A rate sheet cannot be larger than 20 MB',
    });
  });

  it('refuses an upload without a carrier, a second file, or a body that is not multipart', async () => {
    const noCarrier = await uploadSheet(t, pricing.headers.authorization, {
      data: 'POL\nCNSHA\n',
      filename: 'a.csv',
      carrier: '',
    });
    expect(noCarrier.json()).toMatchObject({
      code: '400',
      message: 'Choose the carrier (a SCAC code of 2-4 letters)',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/rateimport/upload',
      headers: { ...pricing.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
  });
});
