/** Whether any row of each kind of freight data is there (domain/freight/published.ts). */
import type { Published } from '../../../domain/freight/published.ts';
import type { Database } from '../schema.ts';
import { offerInForce } from './rate-offers.ts';

type FreightTable = 'sailingRoutes' | 'trackingEvents' | 'networkLinks' | 'customsDocuments';

export const createPublishedRepository = (db: Database) => {
  const any = async (table: FreightTable): Promise<boolean> =>
    (await db
      .selectFrom(table)
      .select((eb) => eb.lit(1).as('one'))
      .limit(1)
      .executeTakeFirst()) !== undefined;
  const ownRates = async (companyId: number): Promise<boolean> =>
    (await db
      .selectFrom('rates')
      .select((eb) => eb.lit(1).as('one'))
      .where('companyId', '=', companyId)
      .where(offerInForce(companyId))
      .limit(1)
      .executeTakeFirst()) !== undefined;
  const ownSpace = async (companyId: number): Promise<boolean> =>
    (await db
      .selectFrom('spaceSailings')
      .select((eb) => eb.lit(1).as('one'))
      .where('companyId', '=', companyId)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  return {
    /** Rates and space are the tenant's own (migrations 0038, 0040); the carriers' data is shared. */
    published: async (companyId: number): Promise<Published> => {
      const [rates, space, sailings, tracking, network, customs] = await Promise.all([
        ownRates(companyId),
        ownSpace(companyId),
        any('sailingRoutes'),
        any('trackingEvents'),
        any('networkLinks'),
        any('customsDocuments'),
      ]);
      return { rates, space, sailings, tracking, network, customs };
    },
  };
};
