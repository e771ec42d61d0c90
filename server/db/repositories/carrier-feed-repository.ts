/** The tenant's carrier feeds and their runs (migration 0039, docs/feeds.md). */
import type { Selectable } from 'kysely';
import type { FeedLane, FeedRunResult } from '../../../domain/api/feeds.ts';
import type { CarrierFeedsTable } from '../feeds-schema.ts';
import type { Database } from '../schema.ts';

export type CarrierFeedRow = Selectable<CarrierFeedsTable>;

export interface NewFeed {
  companyId: number;
  carrierScac: string;
  baseUrl: string;
  apiKeySealed: string | null;
  lanes: readonly FeedLane[];
  intervalMinutes: number;
  nextRunAt: string;
  createdAt: string;
}

export const lanesOf = (row: CarrierFeedRow): FeedLane[] => JSON.parse(row.lanesJson) as FeedLane[];
export const lastResultOf = (row: CarrierFeedRow): FeedRunResult | null =>
  row.lastResultJson === null ? null : (JSON.parse(row.lastResultJson) as FeedRunResult);

export const createCarrierFeedRepository = (db: Database) => ({
  listOf: (companyId: number): Promise<CarrierFeedRow[]> =>
    db.selectFrom('carrierFeeds').selectAll().where('companyId', '=', companyId).orderBy('id').execute(),

  byId: (feedId: number): Promise<CarrierFeedRow | undefined> =>
    db.selectFrom('carrierFeeds').selectAll().where('id', '=', feedId).executeTakeFirst(),

  byCarrier: (companyId: number, carrierScac: string): Promise<CarrierFeedRow | undefined> =>
    db
      .selectFrom('carrierFeeds')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('carrierScac', '=', carrierScac)
      .executeTakeFirst(),

  /** Feeds whose next run is at or before `at`, the longest waiting first. */
  due: (at: string, limit: number): Promise<CarrierFeedRow[]> =>
    db
      .selectFrom('carrierFeeds')
      .selectAll()
      .where('nextRunAt', '<=', at)
      .orderBy('nextRunAt')
      .limit(limit)
      .execute(),

  insert: async (feed: NewFeed): Promise<number> => {
    const { lanes, ...rest } = feed;
    const row = await db
      .insertInto('carrierFeeds')
      .values({ ...rest, lanesJson: JSON.stringify(lanes) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  update: async (
    feedId: number,
    changes: Partial<Omit<CarrierFeedRow, 'id' | 'companyId' | 'lanesJson'>> & {
      lanes?: readonly FeedLane[];
    },
  ): Promise<void> => {
    const { lanes, ...rest } = changes;
    await db
      .updateTable('carrierFeeds')
      .set({ ...rest, ...(lanes === undefined ? {} : { lanesJson: JSON.stringify(lanes) }) })
      .where('id', '=', feedId)
      .execute();
  },

  /**
   * Claims a due feed for one run: its next run moves to `until` only if nobody moved it meanwhile,
   * so that several instances on one PostgreSQL never run the same feed at once.
   */
  claim: async (feedId: number, seenNextRunAt: string, until: string): Promise<boolean> => {
    const result = await db
      .updateTable('carrierFeeds')
      .set({ nextRunAt: until })
      .where('id', '=', feedId)
      .where('nextRunAt', '=', seenNextRunAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  countRefusedSignature: async (feedId: number): Promise<void> => {
    await db
      .updateTable('carrierFeeds')
      .set((eb) => ({ refusedSignatures: eb('refusedSignatures', '+', 1) }))
      .where('id', '=', feedId)
      .execute();
  },

  remove: async (feedId: number): Promise<void> => {
    await db.deleteFrom('carrierFeedRuns').where('feedId', '=', feedId).execute();
    await db.deleteFrom('carrierFeeds').where('id', '=', feedId).execute();
  },

  recordRun: async (feedId: number, result: FeedRunResult): Promise<void> => {
    await db
      .insertInto('carrierFeedRuns')
      .values({ feedId, kind: result.kind, startedAt: result.at, resultJson: JSON.stringify(result) })
      .execute();
  },
});

export type CarrierFeedRepository = ReturnType<typeof createCarrierFeedRepository>;
