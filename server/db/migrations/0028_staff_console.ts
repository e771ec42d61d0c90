/**
 * What the forwarder's staff need to run the portal: the first administrator's one-time setup link
 * (server/services/accounts/staff-setup-service.ts), and per account when it last signed in and
 * whether customer service deactivated it (its sessions end at once; the activation flag stays
 * what it was, so an old activation link cannot undo a deactivation).
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('setup_tokens')
    .addColumn('company_id', 'integer', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.dropTable('setup_tokens').execute();
};
