/**
 * The demo label of freight answers (docs/freight.md: `demoData`) tells the truth about the rows
 * shown: generated rates are labelled, the same rows as the forwarder's own (a rate card's, migration
 * 0040) are not, so a production portal never calls its forwarder's data demo.
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
  it('generated rates are labelled demo; the forwarder’s own rate cards’ rows, not', async () => {
    const demo = await searchRates();
    expect(demo.data.list.length).toBeGreaterThan(0);
    expect(demo.data.demoData).toBe(true);
    // The same rows as a rate card's: what tells them apart is the card they were priced from.
    await t.db
      .updateTable('rates')
      .set({ rateCardId: 1 })
      .where('pol', '=', lane.pol)
      .where('pod', '=', lane.pod)
      .execute();
    const own = await searchRates();
    expect(own.data.list.length).toBe(demo.data.list.length);
    expect(own.data.demoData).toBe(false);
  });
});
