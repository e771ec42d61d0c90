/**
 * API paths of the tenant's carrier feeds (beyond the spec, docs/feeds.md): any staff of the tenant
 * reads the feeds page; operations and administrators (`feeds.manage`) add, run, subscribe and remove.
 */
export const FeedPath = {
  listFeeds: 'feeds/listFeeds',
  saveFeed: 'feeds/saveFeed',
  runFeed: 'feeds/runFeed',
  subscribeFeed: 'feeds/subscribeFeed',
  resetFeedSecret: 'feeds/resetFeedSecret',
  removeFeed: 'feeds/removeFeed',
} as const;

/** Where a carrier pushes a feed's subscribed events (DCSA TNT 2.2 callback; raw body, not the API envelope). */
export const FEED_CALLBACK_PREFIX = '/dcsa/tnt/callback';
