/**
 * Staff roles (spec §6: staff are user type 2; within it, roles carry permissions,
 * domain/permissions.ts). Stored on the account as the role names, comma-separated; every staff
 * account made before roles existed was an administrator of everything, so it keeps every role but
 * the read-only auditor's.
 */
import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('users')
    .addColumn('staff_roles', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update users set staff_roles = 'administrator,customerService,pricing,operations' where user_type = 2`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('staff_roles').execute();
};
