import { describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { describeMachine, type MachineDescription } from '../../scripts/statecharts-diff/describe.ts';
import { diffMachines, diffTransitions } from '../../scripts/statecharts-diff/diff.ts';
import { formatMachineChange } from '../../scripts/statecharts-diff/format.ts';
import { sampleEntry } from '../machines/fixtures/sample.machine.ts';

const sample = describeMachine(sampleEntry).description;

const edited = (change: (copy: MachineDescription) => void): MachineDescription => {
  const copy = structuredClone(sample);
  change(copy);
  return copy;
};

describe('statechart description', () => {
  it('reads states, transitions with guards and actions, delays with values and invoked actors', () => {
    expect(sample.states['working.fetch.loading']).toEqual({ kind: 'atomic', entry: [], exit: [] });
    expect(sample.states.working).toEqual({
      kind: 'parallel',
      entry: ['announceStart'],
      exit: ['stopClock'],
    });
    expect(sample.transitions).toEqual(
      expect.arrayContaining([
        { source: 'idle', trigger: 'START', guard: 'isReady', target: 'working', actions: [] },
        { source: 'idle', trigger: 'after idleTimeout', target: 'expired', actions: [] },
        {
          source: 'working.fetch.loading',
          trigger: 'fetchRows error',
          target: 'working.fetch.failed',
          actions: [],
        },
      ]),
    );
    expect(sample.delays).toEqual({ idleTimeout: 180_000, retryDelay: 1500 });
    expect(sample.invokes).toEqual([{ state: 'working.fetch.loading', id: 'fetchRows', src: 'loadRows' }]);
    // Vitest's transform may requote the source: the condition, not its quotes, is compared.
    expect(sample.guards.isReady).toMatch(/event\.type === .START. && event\.ready/);
  });

  it('lists the parts of a combined guard, whose own text is empty', () => {
    const machine = setup({ guards: { isReady: () => true, isBusy: () => false } }).createMachine({
      id: 'combined',
      initial: 'a',
      states: { a: { on: { GO: { guard: and(['isReady', not('isBusy')]), target: 'b' } } }, b: {} },
    });
    const { guards } = describeMachine({ machine, spec: [] }).description;
    expect(Object.keys(guards)).toEqual(['and(isReady, not(isBusy))', 'isBusy', 'isReady']);
    expect(guards['and(isReady, not(isBusy))']).toBe('');
    expect(guards.isReady).toBe('() => true');
  });
});

describe('statechart diff', () => {
  it('finds nothing between a machine and itself', () => {
    expect(diffMachines([sample], [structuredClone(sample)])).toEqual([]);
  });

  it('names an added and a removed transition', () => {
    const after = edited((copy) => {
      copy.transitions = copy.transitions.filter((transition) => transition.trigger !== 'CANCEL');
      copy.transitions.push({ source: 'idle', trigger: 'TICK', target: 'idle', actions: [] });
    });
    const [change] = diffMachines([sample], [after]);
    expect(change?.transitions).toEqual({
      added: [{ source: 'idle', trigger: 'TICK', target: 'idle', actions: [] }],
      removed: [{ source: 'working', trigger: 'CANCEL', target: 'idle', actions: [] }],
      changed: [],
    });
  });

  it('pairs a transition whose guard, actions or target changed as one change', () => {
    const retarget = (copy: MachineDescription) => {
      const guarded = copy.transitions.find((transition) => transition.guard === 'isReady')!;
      guarded.guard = 'isReallyReady';
      guarded.actions = ['announce'];
      const blocked = copy.transitions.find((transition) => transition.target === 'blocked')!;
      blocked.target = 'expired';
    };
    const { added, removed, changed } = diffTransitions(sample.transitions, edited(retarget).transitions);
    expect({ added, removed }).toEqual({ added: [], removed: [] });
    expect(
      changed.map(({ before, after }) => [before.guard, after.guard, before.target, after.target]),
    ).toEqual([
      ['isReady', 'isReallyReady', 'working', 'working'],
      [undefined, undefined, 'blocked', 'expired'],
    ]);
  });

  it('reports states, guards, delays and invoked actors added, removed or changed', () => {
    const after = edited((copy) => {
      copy.states.paused = { kind: 'atomic', entry: [], exit: [] };
      delete copy.states.blocked;
      copy.states.working!.entry = [];
      copy.guards.isReady = '() => false';
      copy.delays.idleTimeout = 300_000;
      copy.invokes[0]!.src = 'loadMoreRows';
    });
    const [change] = diffMachines([sample], [after]);
    expect(formatMachineChange(change!)).toEqual([
      'sample',
      '  states',
      '    + paused (atomic)',
      '    - blocked (final)',
      '    ~ working: entry announceStart -> (none)',
      '  guards',
      '    ~ isReady: implementation changed',
      '  delays',
      '    ~ idleTimeout: 3 min -> 5 min',
      '  invoked actors',
      '    ~ fetchRows in working.fetch.loading: src loadRows -> loadMoreRows',
    ]);
  });

  it('reports a new and a retired machine whole', () => {
    const other = { ...structuredClone(sample), id: 'other' };
    const changes = diffMachines([sample], [other]);
    expect(changes.map(({ id, status }) => [id, status])).toEqual([
      ['other', 'added'],
      ['sample', 'removed'],
    ]);
    expect(changes[0]!.transitions.added).toHaveLength(sample.transitions.length);
    expect(formatMachineChange(changes[1]!)[0]).toBe('sample (machine removed)');
  });
});
