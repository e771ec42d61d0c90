/**
 * Rate cards keep one identity across versions; a version is a carrier's whole set as published,
 * counted against the one before; older versions stay readable (migration 0040). A version is
 * staged before it is published, and nothing reads it until then. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateCardInput } from '../../../domain/freight/rate-card.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import {
  createRateCardRepository,
  StagedVersionOutdated,
} from '../../../server/db/repositories/rate-card-repository.ts';
import { createRateRepository } from '../../../server/db/repositories/rate-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.open();
  await migrateToLatest(db);
});
afterAll(() => database.drop());

const card = (pod: string, oceanFreight: number): RateCardInput => ({
  carrierScac: 'MAEU',
  pol: 'CNSHA',
  pod,
  via: null,
  serviceCode: null,
  containerType: '40HQ',
  currency: 'USD',
  oceanFreight,
  surcharges: [{ code: 'BAF', basis: 'container', currency: 'USD', amount: 100, paymentTerm: 'PRE' }],
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  transitDays: null,
  remarks: '',
});

const publish = (cards: RateCardInput[], companyId = 1, publishedAt = '2026-11-26T08:00:00.000Z') =>
  db.transaction().execute((trx) =>
    createRateCardRepository(trx).publish({
      companyId,
      carrierScac: 'MAEU',
      source: 'sheet',
      fileName: 'maersk.xlsx',
      restoredFrom: null,
      publishedBy: 7,
      publishedAt,
      cards,
    }),
  );

describe('rate card versions', () => {
  it('numbers each carrier version, counts what it adds, changes and removes, and keeps card ids', async () => {
    const first = await publish([card('NLRTM', 1800), card('DEHAM', 1900)]);
    expect(first.version).toMatchObject({
      number: 1,
      cardCount: 2,
      addedCount: 2,
      changedCount: 0,
      removedCount: 0,
    });
    const second = await publish([card('NLRTM', 1750), card('BEANR', 1850)], 1, '2026-11-27T08:00:00.000Z');
    expect(second.version).toMatchObject({
      number: 2,
      cardCount: 2,
      addedCount: 1,
      changedCount: 1,
      removedCount: 1,
    });
    const rotterdam = (cards: typeof first.cards) => cards.find((stored) => stored.card.pod === 'NLRTM')!;
    expect(rotterdam(second.cards).rateCardId).toBe(rotterdam(first.cards).rateCardId);
    expect(rotterdam(second.cards).revisionId).not.toBe(rotterdam(first.cards).revisionId);

    const repository = createRateCardRepository(db);
    expect(
      (await repository.currentCards(1, 'MAEU')).map((stored) => [stored.card.pod, stored.card.oceanFreight]),
    ).toEqual([
      ['NLRTM', 1750],
      ['BEANR', 1850],
    ]);
    // The version before stays as published: what a quotation priced from it showed.
    expect(
      (await repository.cardsOfVersion(first.version.id)).map((stored) => stored.card.oceanFreight),
    ).toEqual([1800, 1900]);
    const history = await repository.versions(1, { pageNo: 1, pageSize: 10 });
    expect(history.total).toBe(2);
    expect(history.rows.map((row) => row.number)).toEqual([2, 1]);
  });

  it('keeps tenants apart', async () => {
    const other = await publish([card('NLRTM', 999)], 2);
    expect(other.version.number).toBe(1);
    const repository = createRateCardRepository(db);
    expect((await repository.currentCards(2, 'MAEU')).map((stored) => stored.card.oceanFreight)).toEqual([
      999,
    ]);
    expect(await repository.versionById(1, other.version.id)).toBeUndefined();
  });

  it('refuses a second version under the same number (two publishes that read the same latest)', async () => {
    const repository = createRateCardRepository(db);
    const latest = await repository.currentVersion(1, 'MAEU');
    await expect(
      db
        .insertInto('rateVersions')
        .values({ ...latest!, id: undefined })
        .execute(),
    ).rejects.toThrow();
  });

  it('publishes a large set in batches', async () => {
    const ports = Array.from(
      { length: 1200 },
      (_, index) =>
        `AA${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + (Math.floor(index / 26) % 26))}${String.fromCharCode(65 + Math.floor(index / 676))}`,
    );
    const result = await publish(
      ports.map((pod, index) => card(pod, 1000 + index)),
      3,
    );
    expect(result.version.cardCount).toBe(1200);
    expect(result.cards).toHaveLength(1200);
  });
});

describe('staging a version, then publishing it', () => {
  const tenant = 4;
  const input = (cards: RateCardInput[]) => ({
    companyId: tenant,
    carrierScac: 'MAEU',
    source: 'sheet' as const,
    fileName: null,
    restoredFrom: null,
    publishedBy: 7,
    publishedAt: '2026-11-28T08:00:00.000Z',
    cards,
  });
  /** The all-in prices the rates search offers the tenant on CNSHA → NLRTM in December 2026. */
  const offered = async () =>
    (
      await createRateRepository(db).searchRates({
        companyId: tenant,
        pol: 'CNSHA',
        pod: 'NLRTM',
        etdFrom: '2026-12-01',
        etdTo: '2026-12-31',
        sortBy: 'price',
        sortOrder: 'asc',
        pageNo: 1,
        pageSize: 10,
      })
    ).rows.map((row) => Number(row.allIn));

  beforeAll(async () => {
    await db
      .insertInto('sailingRoutes')
      .values({
        routeKey: 'staging-test',
        pol: 'CNSHA',
        pod: 'NLRTM',
        carrierScac: 'MAEU',
        serviceCode: 'AE1',
        serviceName: 'AE1',
        vesselImo: '9000001',
        vesselName: 'STAGING',
        voyageNumber: '001W',
        etd: '2026-12-10T02:00:00.000Z',
        eta: '2027-01-10T02:00:00.000Z',
        etdDate: '2026-12-10',
        etdWeekday: 4,
        transitDays: 31,
        transshipments: 0,
        legs: '[]',
        cutOffs: '[]',
        source: 'dcsa',
        receiptCode: null,
        deliveryCode: null,
        published: null,
      })
      .execute();
  });

  it('a staged version is invisible to the search and the history until it is published', async () => {
    const repository = createRateCardRepository(db);
    const first = await repository.stage(input([card('NLRTM', 1000)]));
    await db.transaction().execute((trx) => createRateCardRepository(trx).publishStaged(first));
    expect(await offered()).toEqual([1100]);

    const staged = await repository.stage(input([card('NLRTM', 2000)]));
    // Its rows are written, yet the search, the version in force and the history still show version 1.
    expect(
      await db.selectFrom('rates').select('id').where('versionId', '=', staged.versionId).execute(),
    ).toHaveLength(1);
    expect(await offered()).toEqual([1100]);
    expect((await repository.currentVersion(tenant, 'MAEU'))?.number).toBe(1);
    expect((await repository.versions(tenant, { pageNo: 1, pageSize: 10 })).total).toBe(1);
    expect(await repository.versionById(tenant, staged.versionId)).toBeUndefined();

    const published = await db
      .transaction()
      .execute((trx) => createRateCardRepository(trx).publishStaged(staged));
    expect(published).toMatchObject({ number: 2, changedCount: 1 });
    expect(await offered()).toEqual([2100]);
  });

  it('a version staged on top of one no longer the latest is refused and discarded', async () => {
    const repository = createRateCardRepository(db);
    const late = repository.stageAndPublish(input([card('NLRTM', 3000)]), async (staged) => {
      // Another publish of the carrier lands while this one is staged.
      await db
        .transaction()
        .execute((trx) => createRateCardRepository(trx).publish(input([card('NLRTM', 4000)])));
      return db.transaction().execute((trx) => createRateCardRepository(trx).publishStaged(staged));
    });
    await expect(late).rejects.toBeInstanceOf(StagedVersionOutdated);
    expect(await offered()).toEqual([4100]);
    expect((await repository.currentVersion(tenant, 'MAEU'))?.number).toBe(3);
    // Nothing of the refused version is left: no version without a number, no rows of its price.
    expect(
      await db
        .selectFrom('rateVersions')
        .select('id')
        .where('companyId', '=', tenant)
        .where('number', 'is', null)
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('rates')
        .select('id')
        .where('companyId', '=', tenant)
        .where('allIn', '=', 3100)
        .execute(),
    ).toEqual([]);
  });

  it('removes a version a crash left staged once a later one is published', async () => {
    const repository = createRateCardRepository(db);
    const left = await repository.stage(input([card('NLRTM', 5000)]));
    await repository.stageAndPublish(input([card('NLRTM', 6000)]), (staged) =>
      db.transaction().execute((trx) => createRateCardRepository(trx).publishStaged(staged)),
    );
    expect(await offered()).toEqual([6100]);
    expect(
      await db.selectFrom('rateVersions').select('id').where('id', '=', left.versionId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('rates').select('id').where('versionId', '=', left.versionId).execute(),
    ).toEqual([]);
  });
});
