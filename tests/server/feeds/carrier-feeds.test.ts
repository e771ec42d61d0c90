/**
 * Carrier feeds (docs/feeds.md) against a stand-in carrier on 127.0.0.1: the pull imports routes and
 * paged events, resumes at its cursor and backs off on errors; the push is believed only with a good
 * Notification-Signature (the previous secret within its grace after a reset), is idempotent, and is
 * then tracked by a visitor; a bad or missing signature is refused and counted. Staff see only their
 * own tenant's feeds, and the API key is never sent back.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedPath } from '../../../domain/api/feed-paths.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { feedMessages } from '../../../domain/feeds/messages.ts';
import { makeContainerNumber } from '../../../domain/freight/container-number.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { pointToPoint, tntEvents } from '../freight/dcsa-samples.ts';
import { addCompany, type SignedIn, signIn } from '../support/tenants.ts';
import { post, startTestApp, TEST_PUBLIC_BASE_URL, type TestApp } from '../support/test-app.ts';
import { type CarrierStandIn, sign, startCarrierStandIn } from './carrier-stand-in.ts';

const MINUTE = 60_000;
let nowMs = testNowMs();
const now = () => new Date(nowMs);

let t: TestApp;
let carrier: CarrierStandIn;
let portal: string;
let operations: SignedIn;
let auditor: SignedIn;
let otherTenant: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ now, env: { FEED_SECRET_KEY: randomBytes(32).toString('base64') } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  portal = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  operations = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['operations'] });
  auditor = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['auditor'] });
  await addCompany(t.db, 2);
  otherTenant = await signIn(t.db, { companyId: 2, userType: STAFF_USER_TYPE, staffRoles: ['operations'] });
}, 60_000);
afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  carrier = await startCarrierStandIn();
  await t.db.deleteFrom('carrierFeedRuns').execute();
  await t.db.deleteFrom('carrierFeeds').execute();
  return () => carrier.close();
});

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON payload field by field
type Answer = { status: number; code: string; message: string; data?: any };
const call = async (path: string, body: unknown, who: SignedIn | undefined, language = 'en') => {
  const response = await post(t.app, path, body, { 'accept-language': language, ...who?.headers });
  return { status: response.statusCode, raw: response.body, ...(response.json() as Omit<Answer, 'status'>) };
};

const events = tntEvents();
const bad = { ...events[1], eventID: '9e51e72c-d872-11ea-811c-0242ac130003', eventDateTime: 'yesterday' };

/** Three pages: the first names the next by Next-Page-Cursor, the second by a Next-Page link. */
const servePages = () => {
  carrier.routes = [pointToPoint()];
  carrier.pages.set('', {
    events: [events[0], events[1]],
    next: { cursor: 'p1', header: 'Next-Page-Cursor' },
  });
  carrier.pages.set('p1', { events: [events[2]], next: { cursor: 'p2', header: 'Next-Page' } });
  carrier.pages.set('p2', { events: [events[3], bad] });
};

const addFeed = async (who: SignedIn = operations, extra: Record<string, unknown> = {}) => {
  const answer = await call(
    FeedPath.saveFeed,
    {
      carrierScac: 'HLCU',
      baseUrl: `${carrier.baseUrl}/`,
      apiKey: 'carrier-api-key-123',
      intervalMinutes: 60,
      lanes: [{ from: 'CNWUH', to: 'DEHAM' }],
      ...extra,
    },
    who,
  );
  return answer;
};

/** The answer's feed of `carrier`, the first one when not named. */
const feedOf = (answer: Answer, carrier?: string) =>
  carrier === undefined
    ? answer.data.feeds[0]
    : answer.data.feeds.find((feed: { carrierScac: string }) => feed.carrierScac === carrier);

describe('carrier feeds: the pull (spec-beyond, docs/feeds.md)', () => {
  it('imports routes and every events page, counts inserted / unchanged / refused with the document and field, and never sends the key back', async () => {
    servePages();
    const added = await addFeed();
    expect(added.status).toBe(200);
    expect(added.raw).not.toContain('carrier-api-key-123');
    const feed = feedOf(added);
    expect(feed).toMatchObject({
      carrierScac: 'HLCU',
      baseUrl: carrier.baseUrl,
      hasApiKey: true,
      lastRun: null,
    });

    const ran = feedOf(await call(FeedPath.runFeed, { feedId: feed.feedId }, operations));
    expect(ran.lastRun).toMatchObject({ kind: 'pull', inserted: 5, unchanged: 0, refused: 1, error: null });
    expect(ran.lastRun.refusals).toEqual([
      { document: `event ${bad.eventID}`, reason: expect.stringContaining('eventDateTime') },
    ]);
    expect(ran.nextRunAt).toBe(new Date(nowMs + 60 * MINUTE).toISOString());
    expect(carrier.authorizations.every((header) => header === 'Bearer carrier-api-key-123')).toBe(true);
    expect(carrier.requests.filter((line) => line.startsWith('GET /v2/events'))).toEqual([
      'GET /v2/events?limit=100',
      'GET /v2/events?limit=100&cursor=p1',
      'GET /v2/events?limit=100&cursor=p2',
    ]);

    // The next run starts at the last page it read: what it had is unchanged.
    carrier.requests.length = 0;
    const again = feedOf(await call(FeedPath.runFeed, { feedId: feed.feedId }, operations));
    expect(again.lastRun).toMatchObject({ inserted: 0, unchanged: 2, refused: 1, error: null });
    expect(carrier.requests.filter((line) => line.startsWith('GET /v2/events'))).toEqual([
      'GET /v2/events?limit=100&cursor=p2',
    ]);
  });

  it('backs off exponentially on errors, resumes at the page where it stopped, and runs when due', async () => {
    servePages();
    const feed = feedOf(await addFeed(operations, { lanes: [] }));
    expect(feed.nextRunAt).toBe(now().toISOString());
    // Due at once: the sweeper runs it; the first events page is read, the carrier refuses the second.
    const second = carrier.pages.get('p1')!;
    carrier.pages.delete('p1');
    expect(await t.app.feedSweeper.run()).toBe(1);
    let view = feedOf(await call(FeedPath.listFeeds, {}, auditor));
    expect(view.failures).toBe(1);
    expect(view.lastRun.error).toContain('HTTP 400');
    expect(view.nextRunAt).toBe(new Date(nowMs + MINUTE).toISOString());
    expect(await t.app.feedSweeper.run()).toBe(0);

    nowMs += MINUTE;
    carrier.failNext = 1;
    carrier.requests.length = 0;
    expect(await t.app.feedSweeper.run()).toBe(1);
    view = feedOf(await call(FeedPath.listFeeds, {}, auditor));
    expect(view.failures).toBe(2);
    expect(view.lastRun.error).toContain('HTTP 503');
    expect(view.nextRunAt).toBe(new Date(nowMs + 2 * MINUTE).toISOString());
    // It resumed at the page that failed, not at the first.
    expect(carrier.requests).toEqual(['GET /v2/events?limit=100&cursor=p1']);

    nowMs += 2 * MINUTE;
    carrier.pages.set('p1', second);
    expect(await t.app.feedSweeper.run()).toBe(1);
    view = feedOf(await call(FeedPath.listFeeds, {}, auditor));
    expect(view).toMatchObject({ failures: 0, nextRunAt: new Date(nowMs + 60 * MINUTE).toISOString() });
    expect(view.lastRun).toMatchObject({ refused: 1, error: null });
    expect(view.lastRun.inserted + view.lastRun.unchanged).toBe(2);
  });

  it('an unreachable carrier or one that answers no JSON is an error of the run, never of the request', async () => {
    const feed = feedOf(await addFeed(operations, { baseUrl: 'http://127.0.0.1:9', lanes: [] }));
    const ran = await call(FeedPath.runFeed, { feedId: feed.feedId }, operations);
    expect(ran.status).toBe(200);
    expect(feedOf(ran).lastRun.error).toContain('unreachable');
    expect(feedOf(ran).failures).toBe(1);

    const other = feedOf(await addFeed(operations, { carrierScac: 'MAEU', lanes: [] }), 'MAEU');
    const errorOf = async () =>
      feedOf(await call(FeedPath.runFeed, { feedId: other.feedId }, operations), 'MAEU').lastRun.error;
    carrier.pages.set('', { events: [], raw: '<html>maintenance</html>' });
    expect(await errorOf()).toBe('/v2/events: the answer is not JSON');
    carrier.pages.set('', { events: [], raw: '{"events":[]}' });
    expect(await errorOf()).toBe('/v2/events: the answer is not a list');
    carrier.pages.set('', { events: [], raw: `[${'0,'.repeat(4.5 * 1024 * 1024)}0]` });
    expect(await errorOf()).toBe('/v2/events: the answer is larger than 8 MiB');
  });
});

describe('carrier feeds: sealed values that no longer open (FEED_SECRET_KEY changed)', () => {
  it('the run stops with an error naming the key, and a push is refused as unsigned: never a 5xx', async () => {
    const feed = feedOf(await addFeed(operations, { lanes: [] }));
    await call(FeedPath.subscribeFeed, { feedId: feed.feedId }, operations);
    await t.db
      .updateTable('carrierFeeds')
      .set({ apiKeySealed: 'AAAA.BBBB.CCCC', secretSealed: 'AAAA.BBBB.CCCC' })
      .where('id', '=', feed.feedId)
      .execute();
    const ran = await call(FeedPath.runFeed, { feedId: feed.feedId }, operations);
    expect(ran.status).toBe(200);
    expect(feedOf(ran).lastRun.error).toContain('the API key cannot be opened');
    expect((await carrier.push(portal, '[]')).status).toBe(401);
  });
});

describe('carrier feeds: the push (TNT 2.2 subscriptions, Notification-Signature)', () => {
  const container = makeContainerNumber('TGHU', 4711);
  const pushed = {
    ...events[1],
    eventID: 'ae51e72c-d872-11ea-811c-0242ac130003',
    equipmentReference: container,
  };
  const track = async () =>
    (await call(FreightPath.track, { numbers: [container] }, undefined)).data.results[0].status as string;

  it('a signed event pushed by the carrier is tracked by a visitor; an unsigned or wrongly signed one is refused and counted', async () => {
    const feed = feedOf(await addFeed(operations, { lanes: [] }));
    const subscribed = await call(FeedPath.subscribeFeed, { feedId: feed.feedId }, operations);
    expect(subscribed.message).toBe(feedMessages.feedSubscribed.en);
    expect(feedOf(subscribed).subscriptionId).toBe('sub-1');
    expect(subscribed.raw).not.toContain(carrier.subscription!.secret);
    expect(carrier.subscription!.callbackUrl).toBe(
      `${TEST_PUBLIC_BASE_URL}/dcsa/tnt/callback/${feed.feedId}`,
    );
    expect(Buffer.from(carrier.subscription!.secret, 'base64')).toHaveLength(32);

    expect(await track()).toBe('notFound');
    const body = JSON.stringify([pushed]);
    expect((await carrier.push(portal, body, { header: null })).status).toBe(400);
    expect((await carrier.push(portal, body, { secret: randomBytes(32).toString('base64') })).status).toBe(
      401,
    );
    // A signature over other bytes (the same events, spaced differently) is not this body's.
    expect(
      (
        await carrier.push(portal, body, {
          header: sign(JSON.stringify([pushed], null, 1), carrier.subscription!.secret),
        })
      ).status,
    ).toBe(401);
    expect(await track()).toBe('notFound');
    expect(feedOf(await call(FeedPath.listFeeds, {}, auditor)).refusedSignatures).toBe(3);

    expect((await carrier.push(portal, body)).status).toBe(204);
    expect(await track()).toBe('found');
    expect(feedOf(await call(FeedPath.listFeeds, {}, auditor)).lastRun).toMatchObject({
      kind: 'push',
      inserted: 1,
      unchanged: 0,
    });
    // The same event again changes nothing.
    expect((await carrier.push(portal, body)).status).toBe(204);
    expect(feedOf(await call(FeedPath.listFeeds, {}, auditor)).lastRun).toMatchObject({
      inserted: 0,
      unchanged: 1,
    });
    expect(await track()).toBe('found');
  });

  it('after a secret reset the old secret verifies for the grace (an hour) and not after', async () => {
    const feed = feedOf(await addFeed(operations, { lanes: [] }));
    await call(FeedPath.subscribeFeed, { feedId: feed.feedId }, operations);
    const old = carrier.subscription!.secret;
    const reset = await call(FeedPath.resetFeedSecret, { feedId: feed.feedId }, operations, 'cn');
    expect(reset.message).toBe(feedMessages.feedSecretReset.cn);
    expect(feedOf(reset).previousSecretUntil).toBe(new Date(nowMs + 60 * MINUTE).toISOString());
    expect(carrier.subscription!.secret).not.toBe(old);
    const body = JSON.stringify([{ ...pushed, eventID: 'be51e72c-d872-11ea-811c-0242ac130003' }]);
    nowMs += 59 * MINUTE;
    expect((await carrier.push(portal, body, { secret: old })).status).toBe(204);
    expect((await carrier.push(portal, body)).status).toBe(204);
    nowMs += 2 * MINUTE;
    expect((await carrier.push(portal, body, { secret: old })).status).toBe(401);
    expect((await carrier.push(portal, body)).status).toBe(204);
  });

  it('nothing a caller pushes gives a 5xx: no such feed, a body that is not JSON, not a list, an empty body', async () => {
    const feed = feedOf(await addFeed(operations, { lanes: [] }));
    await call(FeedPath.subscribeFeed, { feedId: feed.feedId }, operations);
    const secret = carrier.subscription!.secret;
    for (const path of ['/dcsa/tnt/callback/0', '/dcsa/tnt/callback/abc', '/dcsa/tnt/callback/99999999999'])
      expect((await fetch(`${portal}${path}`, { method: 'POST', body: '[]' })).status).toBe(404);
    for (const body of ['not json', '{"eventID":1}', '', '\u0000\u00ff'])
      expect((await carrier.push(portal, body, { secret })).status).toBe(400);
    const garbage = await fetch(`${portal}/dcsa/tnt/callback/${feed.feedId}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'Notification-Signature': 'sha256=zz' },
      body: randomBytes(64),
    });
    expect(garbage.status).toBe(400);
  });

  it('resetting the secret of a feed nobody subscribed is refused in the caller’s language', async () => {
    const feed = feedOf(await addFeed(operations, { lanes: [] }));
    const answer = await call(FeedPath.resetFeedSecret, { feedId: feed.feedId }, operations, 'cn');
    expect([answer.code, answer.message]).toEqual(['400', feedMessages.feedNotSubscribed.cn]);
  });
});

describe('carrier feeds: roles and tenants', () => {
  it('an auditor reads but may not add; another tenant’s staff neither see nor touch the feed', async () => {
    const feed = feedOf(await addFeed());
    expect(
      (await call(FeedPath.saveFeed, { ...feed, carrierScac: 'MAEU', intervalMinutes: 60 }, auditor)).status,
    ).toBe(403);
    expect((await call(FeedPath.listFeeds, {}, auditor)).data.feeds).toHaveLength(1);
    expect((await call(FeedPath.listFeeds, {}, otherTenant)).data.feeds).toEqual([]);
    for (const path of [
      FeedPath.runFeed,
      FeedPath.subscribeFeed,
      FeedPath.resetFeedSecret,
      FeedPath.removeFeed,
    ]) {
      const answer = await call(path, { feedId: feed.feedId }, otherTenant);
      expect([path, answer.code, answer.message]).toEqual([path, '404', feedMessages.feedNotFound.en]);
    }
    const edit = await call(
      FeedPath.saveFeed,
      { feedId: feed.feedId, carrierScac: 'HLCU', baseUrl: carrier.baseUrl, intervalMinutes: 60 },
      otherTenant,
    );
    expect(edit.code).toBe('404');
    expect((await call(FeedPath.listFeeds, {}, auditor)).data.feeds).toHaveLength(1);
  });

  it('refuses a second feed for the same carrier, an address that is not http(s), and removes a feed', async () => {
    const feed = feedOf(await addFeed());
    expect((await addFeed()).message).toBe(feedMessages.feedExists.en.replace('{carrier}', 'HLCU'));
    expect((await addFeed(operations, { carrierScac: 'MAEU', baseUrl: 'file:///etc/passwd' })).message).toBe(
      feedMessages.feedUrlInvalid.en,
    );
    // Saving without a key keeps the stored one.
    const kept = await call(
      FeedPath.saveFeed,
      { feedId: feed.feedId, carrierScac: 'HLCU', baseUrl: carrier.baseUrl, intervalMinutes: 30 },
      operations,
    );
    expect(feedOf(kept)).toMatchObject({ hasApiKey: true, intervalMinutes: 30 });
    const removed = await call(FeedPath.removeFeed, { feedId: feed.feedId }, operations);
    expect(removed.data.feeds).toEqual([]);
  });
});

describe('carrier feeds in the settings trail', () => {
  it('adding, subscribing, resetting and removing are kept with who and when, never the key or the secret', async () => {
    await t.db.deleteFrom('tenantChanges').where('area', '=', 'carrierFeeds').execute();
    const feed = feedOf(await addFeed());
    await call(FeedPath.subscribeFeed, { feedId: feed.feedId }, operations);
    const first = carrier.subscription!.secret;
    await call(FeedPath.resetFeedSecret, { feedId: feed.feedId }, operations);
    await call(FeedPath.removeFeed, { feedId: feed.feedId }, operations);
    const trail = await call(TenantPath.listChanges, { area: 'carrierFeeds' }, auditor);
    const changes = trail.data.list as { userId: number; before: unknown; after: unknown }[];
    expect(changes.map(({ before, after }) => [before === null, after === null])).toEqual([
      [false, true],
      [false, false],
      [false, false],
      [true, false],
    ]);
    expect(changes.every((change) => change.userId === operations.userId)).toBe(true);
    expect(changes[3]!.after).toMatchObject({ carrierScac: 'HLCU', hasApiKey: true, subscriptionId: null });
    expect(changes[2]!.after).toMatchObject({ subscriptionId: 'sub-1' });
    for (const secret of ['carrier-api-key-123', first, carrier.subscription!.secret])
      expect(trail.raw).not.toContain(secret);
  });
});

describe('carrier feeds without FEED_SECRET_KEY (production)', () => {
  it('a feed with an API key is refused with a message naming the setting; one without works', async () => {
    const bare = await startTestApp({ now });
    try {
      const staff = await signIn(bare.db, {
        companyId: 1,
        userType: STAFF_USER_TYPE,
        staffRoles: ['operations'],
      });
      const body = { carrierScac: 'HLCU', baseUrl: carrier.baseUrl, intervalMinutes: 60 };
      const refused = await post(bare.app, FeedPath.saveFeed, { ...body, apiKey: 'k' }, staff.headers);
      expect(refused.json()).toMatchObject({ code: '400', message: feedMessages.feedSealingMissing.cn });
      const saved = await post(bare.app, FeedPath.saveFeed, body, staff.headers);
      expect(saved.json().data).toMatchObject({ sealingConfigured: false, feeds: [{ hasApiKey: false }] });
    } finally {
      await bare.close();
    }
  });
});
