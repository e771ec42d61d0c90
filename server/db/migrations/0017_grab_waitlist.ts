/**
 * The grab-space waitlist (beyond the spec, server/services/grab-requests/waitlist.ts): when a space order
 * gives its units back, the open requests on the sailing's two ports are read oldest first inside
 * that transaction. This index answers it without scanning every request ever made, on both
 * dialects; the ETD range and the container types are checked on the few rows it yields.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createIndex('grab_requests_waitlist_idx')
    .on('grab_requests')
    .columns(['pol', 'pod', 'status', 'applied_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('grab_requests_waitlist_idx').execute();
};
