import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PlaceRef } from '../../../domain/api/freight.ts';
import {
  PORT_SEARCH_DEBOUNCE_MS,
  type PortQuery,
  portLookupMachine,
} from '../../../machines/freight/port-lookup.machine.ts';

const port = (code: string, nameEn: string): PlaceRef => ({
  code,
  nameEn,
  nameCn: '',
  country: code.slice(0, 2),
  kind: 'seaport',
  timeZone: 'UTC',
  lat: 0,
  lon: 0,
});

/** Each search waits until the test answers it, so answers can arrive in any order. */
const startLookup = () => {
  const searches: { query: PortQuery; answer: (ports: PlaceRef[]) => void }[] = [];
  const machine = portLookupMachine.provide({
    actors: {
      searchPorts: fromPromise<PlaceRef[], PortQuery>(
        ({ input }) => new Promise((answer) => searches.push({ query: input, answer })),
      ),
    },
  });
  return { actor: createActor(machine).start(), searches };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('port type-ahead (portLookup)', () => {
  it('searches once after the pause, not on every key', async () => {
    vi.useFakeTimers();
    const { actor, searches } = startLookup();
    actor.send({ type: 'SEARCH', query: { keyword: 'ro' } });
    await vi.advanceTimersByTimeAsync(PORT_SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'SEARCH', query: { keyword: 'rot' } });
    await vi.advanceTimersByTimeAsync(PORT_SEARCH_DEBOUNCE_MS - 1);
    expect(searches).toHaveLength(0);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(searches.map(({ query }) => query.keyword)).toEqual(['rot']);
  });

  it('an answer to an older keyword never replaces the newer one', async () => {
    vi.useFakeTimers();
    const { actor, searches } = startLookup();
    actor.send({ type: 'SEARCH', query: { keyword: 'rot' } });
    await vi.advanceTimersByTimeAsync(PORT_SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'SEARCH', query: { keyword: 'rotterdam' } });
    await vi.advanceTimersByTimeAsync(PORT_SEARCH_DEBOUNCE_MS);
    expect(searches.map(({ query }) => query.keyword)).toEqual(['rot', 'rotterdam']);
    searches[1]!.answer([port('NLRTM', 'Rotterdam')]);
    await vi.advanceTimersByTimeAsync(0);
    searches[0]!.answer([port('NLROT', 'Older answer')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.ports.map(({ code }) => code)).toEqual(['NLRTM']);
  });

  it('closing the list stops a pending search; a failed search is told apart from no match', async () => {
    vi.useFakeTimers();
    const failing = portLookupMachine.provide({
      actors: { searchPorts: fromPromise<PlaceRef[], PortQuery>(() => Promise.reject(new Error('network'))) },
    });
    const actor = createActor(failing).start();
    actor.send({ type: 'SEARCH', query: { keyword: 'sha' } });
    actor.send({ type: 'STOP' });
    await vi.advanceTimersByTimeAsync(PORT_SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SEARCH', query: { keyword: 'sha' } });
    await vi.advanceTimersByTimeAsync(PORT_SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });
});
