/**
 * Every string in the user's language: migration 0008 turns the mixed texts demo freight
 * data was generated with (customs office, trade mode, network operator) into the codes the answers
 * name in both languages, and back on the way down.
 */
import { describe, expect, it } from 'vitest';
import { migrationTest } from '../support/migration-test.ts';

const MIGRATION = '0008_freight_names_cn';

const migration = migrationTest(MIGRATION);

const stored = async () => ({
  documents: await migration.db
    .selectFrom('customsDocuments')
    .select(['declarePort', 'tradeMode'])
    .orderBy('id')
    .execute(),
  operators: (await migration.db.selectFrom('networkLinks').select('operator').orderBy('id').execute()).map(
    (row) => row.operator,
  ),
});

describe(`migration ${MIGRATION}`, () => {
  it('rewrites the generated names as codes, leaves other values alone, and reverses', async () => {
    const document = {
      customerNo: '1207134699',
      blNumber: 'CMDU7866708364',
      vesselName: 'CMA CGM MAJESTY',
      voyageNumber: '2617W',
      goodsNameCn: '陶瓷制品',
      goodsNameEn: 'Ceramics',
      packages: 657,
      grossWeightKg: 21232,
      status: 'cleared',
      declaredAt: '2026-08-15T11:49:43.925Z',
    };
    await migration.db
      .insertInto('customsDocuments')
      .values([
        {
          ...document,
          id: 1,
          entryNo: 'E1',
          declarePort: '北仑海关 Beilun Customs',
          tradeMode: '0110 一般贸易 General trade',
        },
        {
          ...document,
          id: 2,
          entryNo: 'E2',
          declarePort: 'Imported office',
          tradeMode: '9610 跨境电商 Cross-border e-commerce',
        },
      ])
      .execute();
    const link = { fromCode: 'DEHAM', toCode: 'CZPRG', mode: 'RAIL', days: 1.5, cost: 600, distanceKm: 640 };
    await migration.db
      .insertInto('networkLinks')
      .values([
        { ...link, operator: 'Hinterland rail' },
        { ...link, operator: 'Demo trucking' },
        { ...link, operator: 'MAEU,MSCU' },
      ])
      .execute();
    const old = await stored();

    const { error } = await migration.migrator.migrateTo(MIGRATION);
    expect(error).toBeUndefined();
    expect(await stored()).toEqual({
      documents: [
        { declarePort: '3104', tradeMode: '0110' },
        { declarePort: 'Imported office', tradeMode: '9610' },
      ],
      operators: ['hinterlandRail', 'demoTrucking', 'MAEU,MSCU'],
    });

    expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
    expect(await stored()).toEqual(old);
  });
});
