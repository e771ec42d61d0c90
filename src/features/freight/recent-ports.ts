import { RECENT_PORTS_MAX } from '../../../domain/constants.ts';

/**
 * Recently used ports (spec §3 "Recently used ports", §9): separate start-port and end-port lists,
 * each keeping RECENT_PORTS_MAX entries, most recent first, in localStorage. The list functions are
 * pure; the storage functions never throw (private mode, full quota, a hand-edited value).
 */
export type RecentPortList = 'start' | 'end';

export interface RecentPort {
  /** The UN/LOCODE. */
  id: string;
  nameEn: string;
  nameCn: string;
  country: string;
}

const STORAGE_KEYS: Record<RecentPortList, string> = {
  start: 'portal.recentPorts.start',
  end: 'portal.recentPorts.end',
};

/** The entry first, without an older copy of it, cut to `max`. */
export const addRecentPort = (
  list: readonly RecentPort[],
  entry: RecentPort,
  max: number = RECENT_PORTS_MAX,
): RecentPort[] => [entry, ...list.filter((port) => port.id !== entry.id)].slice(0, max);

const isRecentPort = (value: unknown): value is RecentPort => {
  if (typeof value !== 'object' || value === null) return false;
  const port = value as Record<string, unknown>;
  return (
    typeof port.id === 'string' &&
    typeof port.nameEn === 'string' &&
    typeof port.nameCn === 'string' &&
    typeof port.country === 'string'
  );
};

/** Parses a stored list; anything malformed is dropped, never thrown. */
export const parseRecentPorts = (text: string | null, max: number = RECENT_PORTS_MAX): RecentPort[] => {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isRecentPort).slice(0, max) : [];
  } catch {
    return [];
  }
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
