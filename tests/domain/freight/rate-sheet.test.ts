/** The rules of an imported rate sheet's columns and cells (domain/freight/rate-sheet.ts). */
import { describe, expect, it } from 'vitest';
import {
  automaticMapping,
  changedFields,
  mappingProblemOf,
  mapRow,
  type SheetMapping,
  sheetDate,
  sheetNumber,
  surchargeOfHeader,
  templateHeaders,
  templateTargetOf,
} from '../../../domain/freight/rate-sheet.ts';

const CARRIER: SheetMapping = {
  columns: [
    { header: 'Origin', target: { kind: 'field', field: 'pol' } },
    { header: 'Dest', target: { kind: 'field', field: 'pod' } },
    { header: 'Eq', target: { kind: 'field', field: 'containerType' } },
    { header: 'Cur', target: { kind: 'field', field: 'currency' } },
    { header: 'O/F', target: { kind: 'field', field: 'oceanFreight' } },
    { header: 'From', target: { kind: 'field', field: 'validFrom' } },
    { header: 'To', target: { kind: 'field', field: 'validTo' } },
    {
      header: 'THC',
      target: { kind: 'surcharge', code: 'OTHC', basis: 'container', currency: 'CNY', paymentTerm: 'PRE' },
    },
  ],
};
const HEADERS = CARRIER.columns.map(({ header }) => header);

describe('sheet cells', () => {
  it('reads Excel serial numbers, ISO and slashed dates; leaves anything else for the date rule', () => {
    expect(sheetDate(46357)).toBe('2026-12-01');
    expect(sheetDate('46387')).toBe('2026-12-31');
    expect(sheetDate('2026/3/1')).toBe('2026-03-01');
    expect(sheetDate('2026.12.01')).toBe('2026-12-01');
    expect(sheetDate('2026-02-30')).toBe('2026-02-30');
    expect(sheetDate('next week')).toBe('next week');
  });

  it('reads numbers written as text with thousands separators; anything else is not a number', () => {
    expect(sheetNumber(' 1,200 ')).toBe(1200);
    expect(sheetNumber('2300.00')).toBe(2300);
    expect(sheetNumber(950)).toBe(950);
    expect(sheetNumber('=1+1')).toBeNaN();
    expect(sheetNumber('USD 100')).toBeNaN();
  });
});

describe('sheet columns', () => {
  it('recognises the template headers in both languages, surcharges by code, basis, currency and term', () => {
    for (const language of ['cn', 'en'] as const)
      expect(templateHeaders(language).every((header) => templateTargetOf(header) !== null)).toBe(true);
    expect(templateTargetOf(' ocean  FREIGHT ')).toEqual({ kind: 'field', field: 'oceanFreight' });
    expect(surchargeOfHeader('DOC · 每票 · CNY · 到付')).toEqual({
      code: 'DOC',
      basis: 'bl',
      currency: 'CNY',
      paymentTerm: 'COL',
    });
    expect(templateTargetOf('Origin')).toBeNull();
  });

  it('reads a sheet of the template by itself, and a carrier layout by its saved mapping only', () => {
    expect(automaticMapping(templateHeaders('cn'), null)).not.toBeNull();
    expect(automaticMapping(HEADERS, null)).toBeNull();
    expect(automaticMapping(HEADERS, CARRIER)).toEqual(CARRIER);
    // A sheet with a column the saved mapping does not know is mapped again.
    expect(automaticMapping([...HEADERS, 'Extra'], CARRIER)).toBeNull();
  });

  it('names why a mapping cannot read a sheet: an unmapped column, a field twice, a required field missing', () => {
    expect(mappingProblemOf(CARRIER, HEADERS)).toBeNull();
    expect(mappingProblemOf(CARRIER, [...HEADERS, 'Extra'])).toBe('unmappedColumn');
    const twice: SheetMapping = {
      columns: [...CARRIER.columns, { header: 'Port', target: { kind: 'field', field: 'pol' } }],
    };
    expect(mappingProblemOf(twice, [...HEADERS, 'Port'])).toBe('duplicateField');
    const noTo: SheetMapping = { columns: CARRIER.columns.filter(({ header }) => header !== 'To') };
    expect(mappingProblemOf(noTo, HEADERS.slice(0, 6).concat('THC'))).toBe('missingColumns');
  });
});

describe('a sheet row', () => {
  it('becomes a card of the chosen carrier, ISO 6346 codes mapped, an empty surcharge cell left out', () => {
    const { card, problems } = mapRow(
      ['cnsha', 'US LAX', '45G1', 'usd', '2,300', 46357, '2026/12/31', null],
      HEADERS,
      CARRIER,
      'MAEU',
    );
    expect(problems).toEqual([]);
    expect(card).toMatchObject({
      carrierScac: 'MAEU',
      pol: 'CNSHA',
      pod: 'USLAX',
      containerType: '40HQ',
      currency: 'USD',
      oceanFreight: 2300,
      surcharges: [],
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
    });
  });

  it('names each problem’s column as the sheet heads it and the rule it breaks', () => {
    const { problems } = mapRow(
      ['CNSHA', 'CNSHA', '40XX', 'USD', '', 46387, 46357, 'abc'],
      HEADERS,
      CARRIER,
      'MAEU',
    );
    expect(problems).toEqual([
      { column: 'Dest', field: 'pod', message: 'samePorts' },
      { column: 'Eq', field: 'containerType', message: 'unknownContainerType' },
      { column: 'O/F', field: 'oceanFreight', message: 'required' },
      { column: 'THC', field: 'surcharges', message: 'invalidAmount' },
      { column: 'To', field: 'validTo', message: 'validityOrder' },
    ]);
  });

  it('refuses a formula without a saved value in its column, and another carrier’s row', () => {
    const withCarrier: SheetMapping = {
      columns: [...CARRIER.columns, { header: 'Line', target: { kind: 'field', field: 'carrierScac' } }],
    };
    const { problems } = mapRow(
      ['CNSHA', 'USLAX', '40HQ', 'USD', { formula: 'B2*2' }, 46357, 46387, null, 'COSU'],
      [...HEADERS, 'Line'],
      withCarrier,
      'MAEU',
    );
    expect(problems).toEqual([
      { column: 'O/F', message: 'formulaWithoutValue' },
      { column: 'Line', message: 'otherCarrier' },
    ]);
  });

  it('tells which fields a changed card changed', () => {
    const before = mapRow(['CNSHA', 'USLAX', '40HQ', 'USD', 100, 46357, 46387, 50], HEADERS, CARRIER, 'MAEU');
    const after = mapRow(['CNSHA', 'USLAX', '40HQ', 'USD', 120, 46357, 46387, 60], HEADERS, CARRIER, 'MAEU');
    expect(changedFields(before.card, after.card)).toEqual(['oceanFreight', 'surcharges']);
  });
});
