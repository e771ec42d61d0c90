import { RECENT_PORTS_MAX } from './constants.ts';

/**
 * Recently used ports (spec §3 "Recently used ports", §9): separate start-port and end-port lists,
 * each keeping RECENT_PORTS_MAX entries, most recent first. Pure: the app stores the lists.
 */
export type RecentPortList = 'start' | 'end';

export interface RecentPort {
  /** The UN/LOCODE. */
  id: string;
  nameEn: string;
  nameCn: string;
  country: string;
}

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
