import type { Generated } from 'kysely';

/** A tenant's carrier feed (migration 0039, docs/feeds.md). Sealed columns: iv.tag.ciphertext. */
export interface CarrierFeedsTable {
  id: Generated<number>;
  companyId: number;
  carrierScac: string;
  baseUrl: string;
  apiKeySealed: string | null;
  /** The point-to-point lanes pulled, `[{ from, to }]` UN/LOCODEs as JSON text. */
  lanesJson: Generated<string>;
  intervalMinutes: number;
  /** The events page the next pull starts at (DCSA `cursor`); null reads from the first page. */
  eventCursor: string | null;
  nextRunAt: string;
  /** Failed runs in a row: the backoff's exponent. */
  failures: Generated<number>;
  lastRunAt: string | null;
  lastResultJson: string | null;
  subscriptionId: string | null;
  secretSealed: string | null;
  previousSecretSealed: string | null;
  previousSecretUntil: string | null;
  refusedSignatures: Generated<number>;
  createdAt: string;
}

export interface CarrierFeedRunsTable {
  id: Generated<number>;
  feedId: number;
  /** 'pull' or 'push'. */
  kind: string;
  startedAt: string;
  resultJson: string;
}

export interface FeedsSchema {
  carrierFeeds: CarrierFeedsTable;
  carrierFeedRuns: CarrierFeedRunsTable;
}
