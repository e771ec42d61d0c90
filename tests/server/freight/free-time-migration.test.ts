/**
 * One deadline clock per booking: migration 0015 gives every sailing free days at
 * destination. Sailings written before it get a deterministic value among the usual offers, a
 * sailing written after it without one (a DCSA import) the usual 7, and the way down drops it.
 */
import { describe, expect, it } from 'vitest';
import { migrationTest } from '../support/migration-test.ts';

const MIGRATION = '0015_free_time';

const migration = migrationTest(MIGRATION);

const route = (id: number) => ({
  id,
  routeKey: `test:${id}`,
  pol: 'CNSHA',
  pod: 'NLRTM',
  carrierScac: 'MAEU',
  serviceCode: 'AE1',
  serviceName: 'Asia-Europe 1',
  vesselImo: '9619907',
  vesselName: 'MAERSK MC-KINNEY MOLLER',
  voyageNumber: '2619W',
  etd: '2026-12-01T02:00:00.000Z',
  eta: '2027-01-02T06:00:00.000Z',
  etdDate: '2026-12-01',
  etdWeekday: 2,
  transitDays: 32,
  transshipments: 0,
  legs: '[]',
  cutOffs: '[]',
  source: 'demo',
});

const freeDays = async () =>
  (
    await migration.db
      .selectFrom('sailingRoutes')
      .select(['id', 'freeDaysAtDestination'])
      .where('routeKey', 'like', 'test:%')
      .orderBy('id')
      .execute()
  ).map((row) => [row.id, row.freeDaysAtDestination]);

describe(`migration ${MIGRATION}`, () => {
  it('older sailings get free days among the usual offers; new ones without a value 7; down drops it', async () => {
    await migration.db
      .insertInto('sailingRoutes')
      .values([route(9001), route(9002), route(9003), route(9004)])
      .execute();
    const up = await migration.migrator.migrateTo(MIGRATION);
    expect(up.error).toBeUndefined();
    expect(await freeDays()).toEqual([
      [9001, 10],
      [9002, 14],
      [9003, 5],
      [9004, 7],
    ]);
    await migration.db.insertInto('sailingRoutes').values(route(9005)).execute();
    expect((await freeDays()).at(-1)).toEqual([9005, 7]);

    const down = await migration.migrator.migrateTo(migration.before);
    expect(down.error).toBeUndefined();
    const columns = (await migration.db.introspection.getTables()).find(
      (table) => table.name === 'sailing_routes',
    )!.columns;
    expect(columns.map((column) => column.name)).not.toContain('free_days_at_destination');
  });
});
