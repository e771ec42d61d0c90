/** Helpers of the rate sheet tests: sheets laid out as a carrier's, the upload, waiting for a read. */
import type { LightMyRequestResponse } from 'fastify';
import type { RateImportView } from '../../../domain/api/rate-sheet.ts';
import { RateSheetFilePath, RateSheetPath } from '../../../domain/api/rate-sheet-paths.ts';
import type { SheetMapping } from '../../../domain/freight/rate-sheet.ts';
import { multipart } from '../files/support.ts';
import { post, type TestApp } from '../support/test-app.ts';

export const uploadSheet = (
  t: TestApp,
  apiKey: string,
  {
    data,
    filename,
    carrier = 'MAEU',
    language = 'en',
  }: {
    data: Buffer | string;
    filename: string;
    carrier?: string;
    language?: 'cn' | 'en';
  },
): Promise<LightMyRequestResponse> => {
  const { payload, contentType } = multipart([
    { name: 'carrierScac', data: carrier },
    { name: 'file', filename, data: typeof data === 'string' ? Buffer.from(data) : data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/${RateSheetFilePath.upload}`,
    headers: { 'content-type': contentType, 'accept-language': language, authorization: apiKey },
    payload,
  });
};

/** The import once its sheet has been read (polled: the reading runs in a worker thread). */
export const settledImport = async (
  t: TestApp,
  headers: Record<string, string>,
  importId: number,
): Promise<RateImportView> => {
  for (let attempt = 0; attempt < 600; attempt++) {
    const view = (await post(t.app, RateSheetPath.getImport, { importId }, headers)).json()
      .data as RateImportView;
    if (view.status !== 'reading') return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${importId} is still being read`);
};

/** A carrier's own layout: its headers, none the template's. */
export const CARRIER_HEADERS = [
  'Origin',
  'Destination',
  'Equipment',
  'Cur',
  'O/F',
  'Eff.',
  'Exp.',
  'BAF',
  'Note',
];

/** The mapping a colleague chooses once for CARRIER_HEADERS. */
export const CARRIER_MAPPING: SheetMapping = {
  columns: [
    { header: 'Origin', target: { kind: 'field', field: 'pol' } },
    { header: 'Destination', target: { kind: 'field', field: 'pod' } },
    { header: 'Equipment', target: { kind: 'field', field: 'containerType' } },
    { header: 'Cur', target: { kind: 'field', field: 'currency' } },
    { header: 'O/F', target: { kind: 'field', field: 'oceanFreight' } },
    { header: 'Eff.', target: { kind: 'field', field: 'validFrom' } },
    { header: 'Exp.', target: { kind: 'field', field: 'validTo' } },
    {
      header: 'BAF',
      target: { kind: 'surcharge', code: 'BAF', basis: 'container', currency: 'USD', paymentTerm: 'PRE' },
    },
    { header: 'Note', target: { kind: 'ignore' } },
  ],
};
