/** Whether any row of each kind of freight data is there (domain/freight/published.ts). */
import type { Published } from '../../../domain/freight/published.ts';
import type { Database } from '../schema.ts';

type FreightTable =
  | 'rates'
  | 'spaceSailings'
  | 'sailingRoutes'
  | 'trackingEvents'
  | 'networkLinks'
  | 'customsDocuments';

export const createPublishedRepository = (db: Database) => {
  const any = async (table: FreightTable): Promise<boolean> =>
    (await db
      .selectFrom(table)
      .select((eb) => eb.lit(1).as('one'))
      .limit(1)
      .executeTakeFirst()) !== undefined;
  return {
    published: async (): Promise<Published> => {
      const [rates, space, sailings, tracking, network, customs] = await Promise.all([
        any('rates'),
        any('spaceSailings'),
        any('sailingRoutes'),
        any('trackingEvents'),
        any('networkLinks'),
        any('customsDocuments'),
      ]);
      return { rates, space, sailings, tracking, network, customs };
    },
  };
};
