/**
 * The workspace profile: each session keeps the device it was opened from (the login's user agent,
 * cut to SESSION_USER_AGENT_MAX characters, and the network prefix of its address, never the
 * address), so that the sessions list can say "Chrome on Windows". Sessions opened before this
 * migration show an unknown device. Users are looked up by head picture when the stale-file sweeper
 * asks whether an upload is anyone's head picture.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('ip_prefix', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('users_head_pic_idx').on('users').column('head_pic').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('users_head_pic_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('ip_prefix').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
};
