/**
 * The demo label of freight answers (docs/freight.md: `demoData`) tells the truth about the rows
 * shown: generated sailings are labelled, the same rows as the forwarder's own (any other source)
 * are not, so a production portal never calls its forwarder's data demo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import type { TestApp } from '../support/test-app.ts';
import { asViewer, call, startFreightApp, today, viewers } from './support.ts';

let t: TestApp;
let lane: { pol: string; pod: string };
beforeAll(async () => {
  t = await startFreightApp();
  lane = await t.db
    .selectFrom('rates')
    .select(['pol', 'pod'])
    .where('etdDate', '>=', today())
    .where('etdDate', '<=', addDays(today(), 27))
    .executeTakeFirstOrThrow();
}, 60_000);
afterAll(() => t.close());

const certified = asViewer(viewers.certified);
const searchRates = () => call(t, FreightPath.searchRates, { ...lane, pageSize: 100 }, certified);

describe('demoData is true only when the rows shown are demo data', () => {
  it('the rates of generated sailings are labelled demo; of the forwarder’s own sailings, not', async () => {
    const demo = await searchRates();
    expect(demo.data.list.length).toBeGreaterThan(0);
    expect(demo.data.demoData).toBe(true);
    const routeIds = (
      await t.db
        .selectFrom('rates')
        .select('routeId')
        .where('pol', '=', lane.pol)
        .where('pod', '=', lane.pod)
        .execute()
    ).map((row) => row.routeId);
    await t.db.updateTable('sailingRoutes').set({ source: 'dcsa' }).where('id', 'in', routeIds).execute();
    const own = await searchRates();
    expect(own.data.list.length).toBe(demo.data.list.length);
    expect(own.data.demoData).toBe(false);
  });
});
