import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PlaceRef } from '../../../domain/api/freight.ts';
import type { RecentPort } from '../../../domain/recent-ports.ts';
import { connectPortCombobox } from '../../../machines/freight/port-combobox.connect.ts';
import {
  type PortComboboxInput,
  portComboboxMachine,
} from '../../../machines/freight/port-combobox.machine.ts';
import {
  PORT_SEARCH_DEBOUNCE_MS,
  type PortQuery,
  portLookupMachine,
} from '../../../machines/freight/port-lookup.machine.ts';

/** What the portCombobox paths do not show: the WAI-ARIA keys, the lookup it drives, what the page hears. */

const place = (code: string, nameEn: string): PlaceRef => ({
  code,
  nameEn,
  nameCn: '',
  country: code.slice(0, 2),
  kind: 'seaport',
  timeZone: 'UTC',
  lat: 0,
  lon: 0,
});

const recentPort = (id: string, nameEn: string): RecentPort => ({
  id,
  nameEn,
  nameCn: '',
  country: id.slice(0, 2),
});

const startField = (input: Partial<PortComboboxInput> = {}) => {
  const queries: PortQuery[] = [];
  const remembered = vi.fn();
  const machine = portComboboxMachine.provide({
    actors: {
      portLookup: portLookupMachine.provide({
        actors: {
          searchPorts: fromPromise<PlaceRef[], PortQuery>(async ({ input: query }) => {
            queries.push(query);
            return query.keyword === 'zzzz' ? [] : [place('NLRTM', 'Rotterdam'), place('NLAMS', 'Amsterdam')];
          }),
        },
      }),
    },
    actions: { rememberPort: (_, params) => remembered(params) },
  });
  const actor = createActor(machine, { input: { value: null, ...input } }).start();
  const changes: unknown[] = [];
  actor.on('change', ({ port }) => changes.push(port));
  const view = () => connectPortCombobox(actor.getSnapshot(), actor.send);
  return { actor, view, queries, changes, remembered };
};

/** Types the text and lets the lookup answer after its pause. */
const typeAndWait = async (view: () => ReturnType<typeof connectPortCombobox>, text: string) => {
  view().input(text);
  await vi.advanceTimersByTimeAsync(PORT_SEARCH_DEBOUNCE_MS);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('port field (portCombobox)', () => {
  it('looks up typed text after the pause and lists the matches; the arrows wrap, Home and End jump', async () => {
    vi.useFakeTimers();
    const { view, queries } = startField({ kind: 'seaport' });
    view().open();
    view().input('ro');
    expect(view()).toMatchObject({ expanded: true, note: 'searching', options: [] });
    await typeAndWait(view, 'rot');
    expect(queries).toEqual([{ keyword: 'rot', kind: 'seaport' }]);
    expect(view().options.map((port) => port.code)).toEqual(['NLRTM', 'NLAMS']);
    expect(view().active).toBe(-1);
    expect(view().keyDown('ArrowUp')).toBe(true);
    expect(view().active).toBe(1);
    view().keyDown('ArrowDown');
    expect(view().active).toBe(0);
    view().keyDown('End');
    expect(view().active).toBe(1);
    view().keyDown('ArrowDown');
    expect(view().active).toBe(0);
    view().keyDown('End');
    view().keyDown('Home');
    expect(view().active).toBe(0);
  });

  it('Enter chooses the active option, closes the list and tells the page; without one it is left to the form', async () => {
    vi.useFakeTimers();
    const { view, changes, remembered } = startField({ recent: { list: 'end', ports: [] } });
    view().open();
    await typeAndWait(view, 'rot');
    expect(view().keyDown('Enter')).toBe(false);
    view().keyDown('ArrowDown');
    expect(view().keyDown('Enter')).toBe(true);
    expect(view()).toMatchObject({
      expanded: false,
      typed: null,
      value: { code: 'NLRTM', nameEn: 'Rotterdam' },
    });
    expect(changes).toEqual([{ code: 'NLRTM', nameEn: 'Rotterdam', nameCn: '', country: 'NL' }]);
    expect(remembered).toHaveBeenCalledWith({
      list: 'end',
      port: { id: 'NLRTM', nameEn: 'Rotterdam', nameCn: '', country: 'NL' },
    });
    // Closed: Escape, Enter, Home and End keep their default; an arrow opens the list.
    for (const key of ['Escape', 'Enter', 'Home', 'End']) expect(view().keyDown(key)).toBe(false);
    expect(view().keyDown('ArrowDown')).toBe(true);
    expect(view().expanded).toBe(true);
  });

  it('spec §3/§9: an empty field lists its recent ports, and a chosen port goes first in them', () => {
    const { view, queries } = startField({
      recent: { list: 'start', ports: [recentPort('DEHAM', 'Hamburg'), recentPort('NLRTM', 'Rotterdam')] },
    });
    view().keyDown('ArrowDown');
    expect(view()).toMatchObject({ expanded: true, showingRecent: true, active: 0 });
    view().select(view().options[1]!);
    view().open();
    expect(view().options.map((port) => port.code)).toEqual(['NLRTM', 'DEHAM']);
    expect(queries).toEqual([]);
  });

  it('a UN/LOCODE typed in full is that port; editing it away tells the page: none', () => {
    const { view, changes } = startField();
    view().input('nlrt');
    view().input('nlrtm');
    view().input('nlrtmx');
    expect(changes).toEqual([{ code: 'NLRTM', nameEn: '', nameCn: '', country: 'NL' }, null]);
    expect(view().typed).toBe('nlrtmx');
  });

  it("the page's value shows in the field; the echo of the field's own change keeps what is typed", () => {
    const { actor, view, changes } = startField();
    view().input('nlrtm');
    actor.send({ type: 'VALUE', value: { code: 'NLRTM', nameEn: '', nameCn: '', country: 'NL' } });
    expect(view().typed).toBe('nlrtm');
    // A swap: the other field's port.
    actor.send({ type: 'VALUE', value: { code: 'DEHAM', nameEn: 'Hamburg', nameCn: '汉堡', country: 'DE' } });
    expect(view()).toMatchObject({ typed: null, value: { code: 'DEHAM' } });
    actor.send({ type: 'VALUE', value: { code: 'CNSHA', nameEn: '', nameCn: '', country: 'CN' } });
    expect(view().typed).toBe('CNSHA');
    expect(changes).toHaveLength(1);
  });

  it('no match and a failed lookup are told apart; Escape and leaving the field close the list', async () => {
    vi.useFakeTimers();
    const { view } = startField();
    view().open();
    await typeAndWait(view, 'zzzz');
    expect(view()).toMatchObject({ expanded: true, note: 'noMatch', keyword: 'zzzz' });
    expect(view().keyDown('Escape')).toBe(true);
    expect(view().expanded).toBe(false);
    view().open();
    view().close();
    expect(view().expanded).toBe(false);

    const failing = portComboboxMachine.provide({
      actors: {
        portLookup: portLookupMachine.provide({
          actors: {
            searchPorts: fromPromise<PlaceRef[], PortQuery>(() => Promise.reject(new Error('network'))),
          },
        }),
      },
    });
    const actor = createActor(failing, { input: { value: null } }).start();
    actor.send({ type: 'INPUT', text: 'sha' });
    await vi.advanceTimersByTimeAsync(PORT_SEARCH_DEBOUNCE_MS);
    expect(connectPortCombobox(actor.getSnapshot(), actor.send).note).toBe('failed');
  });
});
