/** Bodies and answers of the carrier feeds' staff paths (domain/api/feed-paths.ts, docs/feeds.md). */
import * as v from 'valibot';
import { FEED_INTERVAL_MINUTES } from '../feeds/feed-schedule.ts';
import { Text } from './plain-text.ts';
import { Id } from './schema-parts.ts';

const UnLocode = v.pipe(v.string(), v.regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'a UN/LOCODE: 5 letters or digits'));

export const FeedLane = v.strictObject({ from: UnLocode, to: UnLocode });
export type FeedLane = v.InferOutput<typeof FeedLane>;

export const FeedIdBody = v.object({ feedId: Id });
export type FeedIdBody = v.InferOutput<typeof FeedIdBody>;

export const SaveFeedBody = v.object({
  /** Absent or null: a new feed. */
  feedId: v.optional(v.nullable(Id), null),
  carrierScac: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,4}$/, 'a SCAC: 2 to 4 capital letters or digits')),
  /** The carrier's DCSA base address (http or https); the paths (/v2/events, …) are added to it. */
  baseUrl: Text(500),
  /** Write-only: absent or null keeps the stored key, '' removes it. */
  apiKey: v.optional(v.nullable(Text(500)), null),
  intervalMinutes: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(FEED_INTERVAL_MINUTES.min),
    v.maxValue(FEED_INTERVAL_MINUTES.max),
  ),
  lanes: v.optional(v.pipe(v.array(FeedLane), v.maxLength(20)), []),
});
export type SaveFeedBody = v.InferOutput<typeof SaveFeedBody>;

export const FeedRefusal = v.strictObject({ document: v.string(), reason: v.string() });
export type FeedRefusal = v.InferOutput<typeof FeedRefusal>;

export const FeedRunResult = v.strictObject({
  kind: v.picklist(['pull', 'push']),
  at: v.string(),
  inserted: v.number(),
  unchanged: v.number(),
  refused: v.number(),
  refusals: v.array(FeedRefusal),
  /** Why the run stopped early (the carrier unreachable, an error answer, not JSON); null when it ran through. */
  error: v.nullable(v.string()),
});
export type FeedRunResult = v.InferOutput<typeof FeedRunResult>;

export const FeedView = v.strictObject({
  feedId: v.number(),
  carrierScac: v.string(),
  baseUrl: v.string(),
  /** The key itself is never sent back. */
  hasApiKey: v.boolean(),
  intervalMinutes: v.number(),
  lanes: v.array(FeedLane),
  lastRun: v.nullable(FeedRunResult),
  nextRunAt: v.string(),
  /** Failed runs in a row (the backoff). */
  failures: v.number(),
  subscriptionId: v.nullable(v.string()),
  /** Until when the previous secret still verifies pushes, after a reset. */
  previousSecretUntil: v.nullable(v.string()),
  refusedSignatures: v.number(),
});
export type FeedView = v.InferOutput<typeof FeedView>;

export const FeedList = v.strictObject({
  feeds: v.array(FeedView),
  /** False when the server has no FEED_SECRET_KEY: keys and subscriptions cannot be kept. */
  sealingConfigured: v.boolean(),
});
export type FeedList = v.InferOutput<typeof FeedList>;
