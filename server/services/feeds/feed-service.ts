/**
 * The tenant's carrier feeds (docs/feeds.md). Pull: on its interval (domain/feeds/feed-schedule.ts)
 * a feed GETs the point-to-point routes of its lanes and the events from where it stopped (the
 * stored cursor), importing each document alone through the DCSA importers (all or nothing per
 * document); an unreachable carrier, an error answer or one that is not JSON ends the run and backs
 * off. Push: the portal subscribes at the carrier with a secret; events arrive at the callback and
 * are believed only with a good Notification-Signature (the current secret, or the previous one
 * within its grace after a reset). Keys and secrets are sealed at rest with FEED_SECRET_KEY. Staff
 * see and change only their own tenant's feeds.
 */

import { ResultCode } from '../../../domain/api/envelope.ts';
import { FEED_CALLBACK_PREFIX } from '../../../domain/api/feed-paths.ts';
import type { FeedList, FeedRunResult, FeedView, SaveFeedBody } from '../../../domain/api/feeds.ts';
import type { ImportResult } from '../../../domain/api/freight.ts';
import { delayBeforeNextRun } from '../../../domain/feeds/feed-schedule.ts';
import type { FeedMessageId } from '../../../domain/feeds/messages.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import {
  type CarrierFeedRepository,
  type CarrierFeedRow,
  createCarrierFeedRepository,
  lanesOf,
  lastResultOf,
} from '../../db/repositories/carrier-feed-repository.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import { openSecret, sealSecret } from '../accounts/totp.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { ImportKind } from '../freight/importer.ts';
import { type FreightOutcome, forbidden, invalid, notFound, type Outcome, ok, refuse } from '../outcome.ts';
import { CarrierCallError, getPage, putSecret, subscribe, unsubscribe } from './carrier-client.ts';
import { checkSignature, newPushSecret } from './push-signature.ts';

export type FeedOutcome<T> = Outcome<T, FeedMessageId>;

/** The freight area's importer (server/services/freight/index.ts): all or nothing per call. */
type ImportDcsa = (kind: ImportKind, documents: readonly unknown[]) => Promise<FreightOutcome<ImportResult>>;

/** Documents per page asked of the carrier, and pages per lane or per events run. */
const PAGE_LIMIT = 100;
const MAX_PAGES = 20;
/** Refusals kept per run: enough to see what is wrong without a page of repeats. */
const MAX_REFUSALS = 20;
/** A claimed feed is not claimed again for this long (a run that crashed is retried after it). */
export const FEED_CLAIM_MS = 10 * 60_000;

export interface PushAnswer {
  status: 204 | 400 | 401 | 404;
  /** Why, for the carrier's log; never the secret. */
  reason?: string;
}

export const createFeedService = (deps: {
  db: Database;
  now: Clock;
  importDcsa: ImportDcsa;
  /** Seals API keys and secrets; undefined: nothing sealed can be kept (production without FEED_SECRET_KEY). */
  sealingKey: string | undefined;
  graceMs: number;
  publicBaseUrl: string;
}) => {
  const { db, now, importDcsa, sealingKey, graceMs, publicBaseUrl } = deps;
  const feeds = createCarrierFeedRepository(db);
  const seal = (text: string) => sealSecret(text, sealingKey ?? '');
  /** The sealed text opened; null when there is none, or it cannot be opened (FEED_SECRET_KEY changed). */
  const open = (sealed: string | null): string | null => {
    if (sealed === null || sealingKey === undefined) return null;
    try {
      return openSecret(sealed, sealingKey);
    } catch {
      return null;
    }
  };

  const viewOf = (row: CarrierFeedRow): FeedView => ({
    feedId: row.id,
    carrierScac: row.carrierScac,
    baseUrl: row.baseUrl,
    hasApiKey: row.apiKeySealed !== null,
    intervalMinutes: row.intervalMinutes,
    lanes: lanesOf(row),
    lastRun: lastResultOf(row),
    nextRunAt: row.nextRunAt,
    failures: row.failures,
    subscriptionId: row.subscriptionId,
    previousSecretUntil: row.previousSecretUntil,
    refusedSignatures: row.refusedSignatures,
  });

  const listOf = async (companyId: number): Promise<FeedList> => ({
    feeds: (await feeds.listOf(companyId)).map(viewOf),
    sealingConfigured: sealingKey !== undefined,
  });

  /** The viewer's own feed, or why not. */
  const ownFeed = async (viewer: Viewer, feedId: number): Promise<CarrierFeedRow | null> => {
    const row = await feeds.byId(feedId);
    return row === undefined || row.companyId !== viewer.companyId ? null : row;
  };

  const callbackUrlOf = (feedId: number) => `${publicBaseUrl}${FEED_CALLBACK_PREFIX}/${feedId}`;

  /** What the settings' trail keeps of a feed: never its key or secret, only whether there is one. */
  const trailOf = (row: CarrierFeedRow | undefined) =>
    row === undefined
      ? null
      : {
          carrierScac: row.carrierScac,
          baseUrl: row.baseUrl,
          hasApiKey: row.apiKeySealed !== null,
          intervalMinutes: row.intervalMinutes,
          lanes: lanesOf(row),
          subscriptionId: row.subscriptionId,
          previousSecretUntil: row.previousSecretUntil,
        };

  /**
   * A staff change of a feed, kept in the settings' trail (who, when, before, after) in the same
   * transaction; `write` answers the id of the feed it leaves, or null when it removed it.
   */
  const changeFeed = (
    viewer: Viewer,
    feedId: number | null,
    write: (repository: CarrierFeedRepository) => Promise<number | null>,
  ) =>
    db.transaction().execute(async (trx) => {
      const repository = createCarrierFeedRepository(trx);
      const before = feedId === null ? undefined : await repository.byId(feedId);
      const left = await write(repository);
      const after = left === null ? undefined : await repository.byId(left);
      await createRepositories(trx).tenantChanges.record({
        companyId: viewer.companyId,
        area: 'carrierFeeds',
        userId: viewer.userId,
        changedAt: now().toISOString(),
        before: trailOf(before),
        after: trailOf(after),
      });
    });

  /** Imports each document alone, counting into `result`; a refusal names the document and the field. */
  const importEach = async (
    kind: ImportKind,
    documents: readonly unknown[],
    labelOf: (document: unknown, index: number) => string,
    result: FeedRunResult,
  ) => {
    for (const [index, document] of documents.entries()) {
      const outcome = await importDcsa(kind, [document]);
      if (outcome.ok) {
        result.inserted += outcome.data.inserted;
        result.unchanged += outcome.data.unchanged + outcome.data.updated;
        continue;
      }
      result.refused++;
      if (result.refusals.length < MAX_REFUSALS) {
        const path = String(outcome.values?.path ?? '').replace(/^documents\[0\]\.?/, '');
        const problem = String(outcome.values?.problem ?? outcome.id);
        result.refusals.push({
          document: labelOf(document, index),
          reason: path === '' ? problem : `${path}: ${problem}`,
        });
      }
    }
  };

  const eventLabel = (document: unknown, index: number) => {
    const id = (document as { eventID?: unknown } | null)?.eventID;
    return typeof id === 'string' ? `event ${id.slice(0, 60)}` : `event #${index + 1}`;
  };

  const newResult = (kind: FeedRunResult['kind'], at: Date): FeedRunResult => ({
    kind,
    at: at.toISOString(),
    inserted: 0,
    unchanged: 0,
    refused: 0,
    refusals: [],
    error: null,
  });

  const pull = async (row: CarrierFeedRow): Promise<FeedRunResult> => {
    const at = now();
    const result = newResult('pull', at);
    let cursor = row.eventCursor;
    try {
      const apiKey = open(row.apiKeySealed);
      if (row.apiKeySealed !== null && apiKey === null)
        throw new CarrierCallError(
          'the API key cannot be opened (FEED_SECRET_KEY unset or changed): enter the key again',
        );
      for (const lane of lanesOf(row)) {
        let laneCursor: string | null = null;
        for (let page = 0; page < MAX_PAGES; page++) {
          const query = new URLSearchParams({
            placeOfReceipt: lane.from,
            placeOfDelivery: lane.to,
            limit: String(PAGE_LIMIT),
          });
          if (laneCursor !== null) query.set('cursor', laneCursor);
          const answer = await getPage(`${row.baseUrl}/v1/point-to-point-routes?${query}`, apiKey);
          await importEach(
            'csPointToPoint',
            answer.body as unknown[],
            (_, index) => `route ${lane.from}-${lane.to} #${page * PAGE_LIMIT + index + 1}`,
            result,
          );
          laneCursor = answer.nextCursor;
          if (laneCursor === null) break;
        }
      }
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ limit: String(PAGE_LIMIT) });
        if (cursor !== null) query.set('cursor', cursor);
        const answer = await getPage(`${row.baseUrl}/v2/events?${query}`, apiKey);
        await importEach('tntEvents', answer.body as unknown[], eventLabel, result);
        // The last page is read again next time: what the carrier adds to it shows up there.
        if (answer.nextCursor === null) break;
        cursor = answer.nextCursor;
        // Kept page by page: a run that fails later resumes here.
        await feeds.update(row.id, { eventCursor: cursor });
      }
    } catch (error) {
      if (!(error instanceof CarrierCallError)) throw error;
      result.error = error.message;
    }
    const failures = result.error === null ? 0 : row.failures + 1;
    await feeds.update(row.id, {
      eventCursor: cursor,
      failures,
      lastRunAt: result.at,
      lastResultJson: JSON.stringify(result),
      nextRunAt: new Date(at.getTime() + delayBeforeNextRun(row.intervalMinutes, failures)).toISOString(),
    });
    await feeds.recordRun(row.id, result);
    return result;
  };

  /** One run of a feed at a time in this process: a second waits for the first, then runs. */
  const running = new Map<number, Promise<unknown>>();
  const runSerially = async (feedId: number, run: () => Promise<FeedRunResult | null>) => {
    const before = running.get(feedId) ?? Promise.resolve();
    const next = before.catch(() => undefined).then(run);
    running.set(feedId, next);
    try {
      return await next;
    } finally {
      if (running.get(feedId) === next) running.delete(feedId);
    }
  };

  const runNow = (feedId: number) =>
    runSerially(feedId, async () => {
      const row = await feeds.byId(feedId);
      return row === undefined ? null : pull(row);
    });

  return {
    list: async (viewer: Viewer): Promise<FeedOutcome<FeedList>> => ok(await listOf(viewer.companyId)),

    save: async (viewer: Viewer, body: SaveFeedBody): Promise<FeedOutcome<FeedList>> => {
      if (!hasPermission(viewer, 'feeds.manage')) return forbidden('feedsForbidden');
      let url: URL;
      try {
        url = new URL(body.baseUrl.trim());
      } catch {
        return invalid('feedUrlInvalid');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return invalid('feedUrlInvalid');
      if (body.apiKey !== null && body.apiKey !== '' && sealingKey === undefined)
        return invalid('feedSealingMissing');
      const baseUrl = url.href.replace(/\/+$/, '');
      const same = await feeds.byCarrier(viewer.companyId, body.carrierScac);
      const at = now();
      const key =
        body.apiKey === null ? undefined : { apiKeySealed: body.apiKey === '' ? null : seal(body.apiKey) };
      if (body.feedId === null) {
        if (same !== undefined) return invalid('feedExists', { carrier: body.carrierScac });
        await changeFeed(viewer, null, (repository) =>
          repository.insert({
            companyId: viewer.companyId,
            carrierScac: body.carrierScac,
            baseUrl,
            apiKeySealed: key?.apiKeySealed ?? null,
            lanes: body.lanes,
            intervalMinutes: body.intervalMinutes,
            // A new feed is due at once: the next pass runs it.
            nextRunAt: at.toISOString(),
            createdAt: at.toISOString(),
          }),
        );
      } else {
        const row = await ownFeed(viewer, body.feedId);
        if (row === null) return notFound('feedNotFound');
        if (same !== undefined && same.id !== row.id)
          return invalid('feedExists', { carrier: body.carrierScac });
        await changeFeed(viewer, row.id, async (repository) => {
          await repository.update(row.id, {
            carrierScac: body.carrierScac,
            baseUrl,
            ...key,
            lanes: body.lanes,
            intervalMinutes: body.intervalMinutes,
            // Another address reads its events from the start.
            ...(baseUrl === row.baseUrl ? {} : { eventCursor: null }),
          });
          return row.id;
        });
      }
      return ok(await listOf(viewer.companyId), 'feedSaved');
    },

    run: async (viewer: Viewer, feedId: number): Promise<FeedOutcome<FeedList>> => {
      if (!hasPermission(viewer, 'feeds.manage')) return forbidden('feedsForbidden');
      if ((await ownFeed(viewer, feedId)) === null) return notFound('feedNotFound');
      await runNow(feedId);
      return ok(await listOf(viewer.companyId), 'feedRan');
    },

    subscribe: async (viewer: Viewer, feedId: number): Promise<FeedOutcome<FeedList>> => {
      if (!hasPermission(viewer, 'feeds.manage')) return forbidden('feedsForbidden');
      const row = await ownFeed(viewer, feedId);
      if (row === null) return notFound('feedNotFound');
      if (sealingKey === undefined) return invalid('feedSealingMissing');
      const secret = newPushSecret();
      let subscriptionId: string;
      try {
        subscriptionId = await subscribe(row.baseUrl, open(row.apiKeySealed), callbackUrlOf(row.id), secret);
      } catch (error) {
        if (!(error instanceof CarrierCallError)) throw error;
        return refuse(ResultCode.providerUnavailable, 'feedCarrierFailed', { reason: error.message });
      }
      await changeFeed(viewer, row.id, async (repository) => {
        await repository.update(row.id, {
          subscriptionId,
          secretSealed: seal(secret),
          previousSecretSealed: null,
          previousSecretUntil: null,
        });
        return row.id;
      });
      return ok(await listOf(viewer.companyId), 'feedSubscribed');
    },

    resetSecret: async (viewer: Viewer, feedId: number): Promise<FeedOutcome<FeedList>> => {
      if (!hasPermission(viewer, 'feeds.manage')) return forbidden('feedsForbidden');
      const row = await ownFeed(viewer, feedId);
      if (row === null) return notFound('feedNotFound');
      if (sealingKey === undefined) return invalid('feedSealingMissing');
      if (row.subscriptionId === null || row.secretSealed === null) return invalid('feedNotSubscribed');
      const secret = newPushSecret();
      try {
        await putSecret(row.baseUrl, open(row.apiKeySealed), row.subscriptionId, secret);
      } catch (error) {
        if (!(error instanceof CarrierCallError)) throw error;
        return refuse(ResultCode.providerUnavailable, 'feedCarrierFailed', { reason: error.message });
      }
      // What the carrier signed before it took the new secret still verifies for the grace.
      await changeFeed(viewer, row.id, async (repository) => {
        await repository.update(row.id, {
          secretSealed: seal(secret),
          previousSecretSealed: row.secretSealed,
          previousSecretUntil: new Date(now().getTime() + graceMs).toISOString(),
        });
        return row.id;
      });
      return ok(await listOf(viewer.companyId), 'feedSecretReset');
    },

    remove: async (viewer: Viewer, feedId: number): Promise<FeedOutcome<FeedList>> => {
      if (!hasPermission(viewer, 'feeds.manage')) return forbidden('feedsForbidden');
      const row = await ownFeed(viewer, feedId);
      if (row === null) return notFound('feedNotFound');
      // The carrier is told when it can be; a carrier that does not answer keeps pushing into a 404.
      if (row.subscriptionId !== null)
        await unsubscribe(row.baseUrl, open(row.apiKeySealed), row.subscriptionId).catch(() => undefined);
      await changeFeed(viewer, row.id, async (repository) => {
        await repository.remove(row.id);
        return null;
      });
      return ok(await listOf(viewer.companyId), 'feedRemoved');
    },

    /** Runs every due feed once (the feeds sweeper's pass); the count of runs. */
    runDue: async (): Promise<number> => {
      const at = now();
      let runs = 0;
      for (const row of await feeds.due(at.toISOString(), 50)) {
        const until = new Date(at.getTime() + FEED_CLAIM_MS).toISOString();
        if (!(await feeds.claim(row.id, row.nextRunAt, until))) continue;
        // Read again once this process's other run of the feed (a staff member's "run now") is
        // over: it moved the cursor, and a feed it ran after the claim is not pulled twice.
        const ran = await runSerially(row.id, async () => {
          const claimed = await feeds.byId(row.id);
          return claimed === undefined || claimed.nextRunAt !== until ? null : pull(claimed);
        });
        if (ran !== null) runs++;
      }
      return runs;
    },

    /** A carrier's push at the callback: the raw body as it came, verified before anything is read. */
    receivePush: async (
      feedId: number,
      signature: string | undefined,
      body: Uint8Array,
    ): Promise<PushAnswer> => {
      const row = await feeds.byId(feedId);
      if (row === undefined) return { status: 404, reason: 'no such feed' };
      const at = now();
      const secrets = [open(row.secretSealed)];
      if (row.previousSecretUntil !== null && row.previousSecretUntil > at.toISOString())
        secrets.push(open(row.previousSecretSealed));
      const check = checkSignature(
        signature,
        body,
        secrets.filter((secret): secret is string => secret !== null),
      );
      if (check !== 'good') {
        await feeds.countRefusedSignature(row.id);
        return check === 'missing'
          ? { status: 400, reason: 'Notification-Signature missing or not sha256=<hex>' }
          : { status: 401, reason: 'Notification-Signature does not match' };
      }
      let events: unknown;
      try {
        events = JSON.parse(Buffer.from(body).toString('utf8'));
      } catch {
        events = null;
      }
      const result = newResult('push', at);
      if (!Array.isArray(events)) result.error = 'the pushed body is not a JSON list of events';
      else
        await runSerially(row.id, async () => {
          await importEach('tntEvents', events, eventLabel, result);
          return null;
        });
      await feeds.update(row.id, { lastRunAt: result.at, lastResultJson: JSON.stringify(result) });
      await feeds.recordRun(row.id, result);
      return result.error === null ? { status: 204 } : { status: 400, reason: result.error };
    },
  };
};

export type FeedService = ReturnType<typeof createFeedService>;
