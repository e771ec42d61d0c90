/**
 * A refund the provider failed or reports abnormal may be settled outside the portal by staff
 * (docs/booking.md): who settled it, when, and their note are kept on the refund.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('refunds').addColumn('settled_by', 'integer').execute();
  await db.schema.alterTable('refunds').addColumn('settled_at', 'text').execute();
  await db.schema.alterTable('refunds').addColumn('settled_note', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('refunds').dropColumn('settled_note').execute();
  await db.schema.alterTable('refunds').dropColumn('settled_at').execute();
  await db.schema.alterTable('refunds').dropColumn('settled_by').execute();
};
