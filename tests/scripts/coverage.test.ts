import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { sampleEntry } from '../machines/fixtures/sample.machine.ts';
import { isComplete, measureCoverage } from '../machines/harness/coverage.ts';
import type { MachineModel, TestedMachine } from '../machines/harness/model.ts';
import { generatePaths } from '../machines/harness/paths.ts';

// A machine with a state nothing leads to, and a fallback its guard never lets through.
const gappy = setup({
  types: { events: {} as { type: 'GO' } },
  guards: { always: () => true },
}).createMachine({
  id: 'gappy',
  initial: 'start',
  states: {
    start: { on: { GO: [{ guard: 'always', target: 'end' }, { target: 'start' }] } },
    orphan: { on: { GO: 'end' } },
    end: { type: 'final' },
  },
});

const gappyModel: MachineModel<typeof gappy> = {
  machine: gappy,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: { GO: [{ type: 'GO' }] },
};
const gappyEntry: TestedMachine = { ...gappyModel, spec: [] };

describe('path coverage', () => {
  it('reports an unreachable state and the transitions no path can take', () => {
    const coverage = measureCoverage(gappyEntry, generatePaths(gappyEntry));
    expect(coverage.states).toEqual({ covered: 2, total: 3, missing: ['orphan'] });
    expect(coverage.transitions).toEqual({
      covered: 1,
      total: 3,
      missing: ['start --GO--> start', 'orphan --GO--> end'],
    });
    expect(isComplete(coverage)).toBe(false);
  });

  it('counts only what the given paths walk', () => {
    const paths = generatePaths(sampleEntry);
    expect(isComplete(measureCoverage(sampleEntry, paths))).toBe(true);
    const withoutTimeout = paths.filter((path) => !path.description.includes('idleTimeout'));
    const coverage = measureCoverage(sampleEntry, withoutTimeout);
    expect(coverage.states.missing).toEqual(['expired']);
    expect(coverage.transitions.missing).toEqual(['idle --after idleTimeout (3 min)--> expired']);
  });
});
