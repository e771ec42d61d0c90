/**
 * A migration's test: a fresh database migrated up to the migration just before the one tested,
 * and the migrator that moves it up to that migration and back down.
 */
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll } from 'vitest';
import { migrationProvider } from '../../../server/db/migrations/index.ts';
import type { Database } from '../../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface MigrationTest {
  db: Database;
  migrator: Migrator;
  /** The name of the migration just before the one tested: where the database starts. */
  before: string;
}

/** Registers the file's setup and teardown; the fields are there once `beforeAll` has run. */
export const migrationTest = (migration: string): MigrationTest => {
  const test = {} as MigrationTest;
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    test.db = testDatabase.open();
    test.migrator = new Migrator({ db: test.db.withoutPlugins(), provider: migrationProvider });
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    test.before = names[names.indexOf(migration) - 1]!;
    const { error } = await test.migrator.migrateTo(test.before);
    if (error !== undefined) throw error;
  }, 60_000);
  afterAll(() => testDatabase.drop());
  return test;
};
