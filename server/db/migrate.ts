/** Brings the schema up to date; safe to run on every start and from several instances at once. */
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

export const migrateToLatest = async (db: Database): Promise<string[]> => {
  // Migrations name their columns in snake_case themselves; the camel-case mapping is for queries.
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
};
