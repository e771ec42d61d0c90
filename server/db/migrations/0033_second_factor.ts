/**
 * The second factor of staff (OWASP ASVS V6, TOTP per RFC 6238; docs/accounts.md): per account the
 * TOTP secret encrypted at rest, when its enrolment was confirmed and the last time step a code was
 * accepted for (a code is good once); ten one-time recovery codes, hashed; the short-lived
 * challenges between password and code, hashed; and on each session whether it passed the factor
 * (a QR login may be confirmed only from such a session).
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('second_factors')
    .addColumn('user_id', 'integer', (col) => col.primaryKey())
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('enrolled_at', 'text')
    .addColumn('last_step', 'integer')
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('second_factor_challenges')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
  await db.schema.dropTable('second_factor_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('second_factors').execute();
};
