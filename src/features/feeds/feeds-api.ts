/** The tenant's carrier feeds (docs/feeds.md): the console's calls. */
import { FeedPath } from '../../../domain/api/feed-paths.ts';
import type { SaveFeedBody } from '../../../domain/api/feeds.ts';
import { fetchData, post } from '../../api/client.ts';

export const loadFeeds = (signal: AbortSignal) => fetchData(FeedPath.listFeeds, {}, signal);
export const saveFeed = (body: SaveFeedBody) => post(FeedPath.saveFeed, body);

/** The actions on one feed, by name. */
export const feedActions = {
  run: (feedId: number) => post(FeedPath.runFeed, { feedId }),
  subscribe: (feedId: number) => post(FeedPath.subscribeFeed, { feedId }),
  resetSecret: (feedId: number) => post(FeedPath.resetFeedSecret, { feedId }),
  remove: (feedId: number) => post(FeedPath.removeFeed, { feedId }),
} as const;
