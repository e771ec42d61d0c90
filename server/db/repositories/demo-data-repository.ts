/**
 * Whether the freight rows an answer shows are generated demonstration data (docs/freight.md:
 * `demoData`), so that a production portal never labels the forwarder's own data as demo and a demo
 * portal still labels its generated data.
 */
import { hasFreightData } from '../freight/seed.ts';
import type { Database } from '../schema.ts';

export const createDemoDataRepository = (db: Database) => ({
  /** Some of these sailings (rates and space hang on one) were generated (`source` 'demo'). */
  anyDemoRoute: async (routeIds: readonly number[]): Promise<boolean> =>
    routeIds.length > 0 &&
    (await db
      .selectFrom('sailingRoutes')
      .select('id')
      .where('id', 'in', [...new Set(routeIds)])
      .where('source', '=', 'demo')
      .limit(1)
      .executeTakeFirst()) !== undefined,
  /**
   * The demo data was generated here (its marker row): the tables that only the generator fills
   * (vessel schedules, the transport network, customs documents) hold demo rows then and only then.
   */
  generated: (): Promise<boolean> => hasFreightData(db),
});
