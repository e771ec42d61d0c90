/** A database whose statements are counted: the tests of statements by the turn (server/db/turn-batch.ts). */
import type { KyselyPlugin } from 'kysely';
import type { Database } from '../../../server/db/schema.ts';

export const countingStatements = (db: Database) => {
  let statements = 0;
  // Counted as their answers come: a statement written as text (insertRows) is never transformed.
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    statements: () => statements,
    reset: () => {
      statements = 0;
    },
  };
};
