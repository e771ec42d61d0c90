/**
 * A refund the provider reports abnormal (WeChat Pay's ABNORMAL: the payer's account could not take
 * the money back) keeps the provider's words for operations; its state is 'abnormal' until the
 * provider settles it (docs/booking.md).
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('refunds').addColumn('provider_reason', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('refunds').dropColumn('provider_reason').execute();
};
