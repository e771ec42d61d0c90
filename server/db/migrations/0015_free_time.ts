/**
 * Free time at destination (one deadline clock per booking): the days a sailing's carrier
 * lets a container stand at the port of discharge before demurrage, counted from its discharge.
 * The generator writes it per carrier and port of discharge; a sailing imported from a DCSA
 * schedule (which carries none) gets the usual 7 days. Sailings written before this get a
 * deterministic value from their id among the usual offers, so that their timelines show one.
 */
import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('sailing_routes')
    .addColumn('free_days_at_destination', 'integer', (col) => col.notNull().defaultTo(7))
    .execute();
  await sql`update sailing_routes set free_days_at_destination = case id % 4 when 0 then 7 when 1 then 10 when 2 then 14 else 5 end`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('sailing_routes').dropColumn('free_days_at_destination').execute();
};
