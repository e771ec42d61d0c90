import { describe, expect, it } from 'vitest';
import { RECENT_PORTS_MAX } from '../../../domain/constants.ts';
import { addRecentPort, parseRecentPorts, type RecentPort } from '../../../domain/recent-ports.ts';
import { readRecentPorts, rememberRecentPort } from '../../../src/features/freight/recent-ports.ts';

const port = (id: string): RecentPort => ({ id, nameEn: id, nameCn: id, country: id.slice(0, 2) });

describe('recently used ports (spec §3 Recently used ports, §9 six entries each)', () => {
  it('spec §9: keeps 6 entries, most recent first', () => {
    let list: RecentPort[] = [];
    for (const code of ['CNSHA', 'CNNGB', 'CNSZX', 'CNTAO', 'CNXMN', 'CNDLC', 'CNTSN']) {
      list = addRecentPort(list, port(code));
    }
    expect(RECENT_PORTS_MAX).toBe(6);
    expect(list.map((entry) => entry.id)).toEqual(['CNTSN', 'CNDLC', 'CNXMN', 'CNTAO', 'CNSZX', 'CNNGB']);
  });

  it('choosing a port again moves it to the front without a duplicate', () => {
    const list = addRecentPort([port('CNSHA'), port('CNNGB'), port('CNSZX')], port('CNSZX'));
    expect(list.map((entry) => entry.id)).toEqual(['CNSZX', 'CNSHA', 'CNNGB']);
  });

  it('spec §3: start-port and end-port lists are separate, and kept in localStorage', () => {
    rememberRecentPort('start', port('CNSHA'));
    rememberRecentPort('end', port('NLRTM'));
    rememberRecentPort('end', port('DEHAM'));
    expect(readRecentPorts('start').map((entry) => entry.id)).toEqual(['CNSHA']);
    expect(readRecentPorts('end').map((entry) => entry.id)).toEqual(['DEHAM', 'NLRTM']);
  });

  it('a malformed stored value reads as an empty list, never throws', () => {
    expect(parseRecentPorts('not json')).toEqual([]);
    expect(parseRecentPorts('{"id":"CNSHA"}')).toEqual([]);
    expect(parseRecentPorts(JSON.stringify([port('CNSHA'), { id: 3 }]))).toEqual([port('CNSHA')]);
  });
});
