/**
 * The language each account last used (spec §1: Chinese unless English is asked for), so mails
 * that no request of the account's own asks for (a staff decision on its certification) go out in
 * the account's language.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('users')
    .addColumn('last_language', 'text', (col) => col.notNull().defaultTo('cn'))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('last_language').execute();
};
