import {
  addRecentPort,
  parseRecentPorts,
  type RecentPort,
  type RecentPortList,
} from '../../../domain/recent-ports.ts';

/** The recently used port lists (domain/recent-ports.ts) kept in localStorage; reading and writing never throw. */
const STORAGE_KEYS: Record<RecentPortList, string> = {
  start: 'portal.recentPorts.start',
  end: 'portal.recentPorts.end',
};

export function readRecentPorts(list: RecentPortList): RecentPort[] {
  try {
    return parseRecentPorts(localStorage.getItem(STORAGE_KEYS[list]));
  } catch {
    return [];
  }
}

/** Records a chosen port at the front of its list and returns the new list. */
export function rememberRecentPort(list: RecentPortList, entry: RecentPort): RecentPort[] {
  const next = addRecentPort(readRecentPorts(list), entry);
  try {
    localStorage.setItem(STORAGE_KEYS[list], JSON.stringify(next));
  } catch {
    // Storage refused (private mode, quota): the list still works for this page.
  }
  return next;
}
