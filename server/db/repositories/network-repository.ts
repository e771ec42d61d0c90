/** The planner network: sea, rail, barge and truck links between places. */
import type { Database } from '../schema.ts';

export const createNetworkRepository = (db: Database) => {
  return {
    networkLinks: (modes: readonly string[]) =>
      db
        .selectFrom('networkLinks')
        .selectAll()
        .where('mode', 'in', [...modes])
        .execute(),

    linksFrom: (codes: string[], mode: string) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('networkLinks')
            .selectAll()
            .where('fromCode', 'in', codes)
            .where('mode', '=', mode)
            .execute(),

    linksTo: (codes: string[], mode: string) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('networkLinks')
            .selectAll()
            .where('toCode', 'in', codes)
            .where('mode', '=', mode)
            .execute(),

    railLinks: () => db.selectFrom('networkLinks').selectAll().where('mode', '=', 'RAIL').execute(),
  };
};

export type NetworkRepository = ReturnType<typeof createNetworkRepository>;
