/**
 * Every string in the user's language: a menu item's English name beside its Chinese one
 * (spec §2 shows only sName; an empty English name falls back to it).
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('menu_items')
    .addColumn('s_name_en', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('menu_items').dropColumn('s_name_en').execute();
};
