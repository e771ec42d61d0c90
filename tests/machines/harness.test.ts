import { describe, expect, it } from 'vitest';
import { PORT_COMBOBOX_MACHINE_ID } from '../../machines/freight/port-combobox.machine.ts';
import { machineRegistry } from '../../machines/registry.ts';
import { sampleEntry, sampleMachine } from './fixtures/sample.machine.ts';
import { measureCoverage } from './harness/coverage.ts';
import { runPath } from './harness/driver.ts';
import { createMachineDriver } from './harness/machine-driver.ts';
import { generatePaths } from './harness/paths.ts';

// The harness on a machine with every construct: parallel regions, delays, an invoked actor.
describe('path harness', () => {
  const paths = generatePaths(sampleEntry);
  const named = (description: string) => paths.find((path) => path.description === description);

  it('names paths by dotted states and readable steps', () => {
    expect(paths.map((path) => path.description)).toContain('idle -> after idleTimeout (3 min) -> expired');
    expect(named('idle -> START(ready false) -> blocked')).toBeDefined();
    expect(
      paths.some((path) =>
        path.description.startsWith(
          'idle -> START(ready true) -> working.{fetch.loading, clock.running} -> fetchRows error(code 500) -> working.{fetch.failed, clock.running}',
        ),
      ),
    ).toBe(true);
  });

  it('reaches every state and takes every transition of the sample', () => {
    const coverage = measureCoverage(sampleEntry, paths);
    expect([coverage.states.missing, coverage.transitions.missing]).toEqual([[], []]);
  });

  for (const path of paths) {
    it(`runs ${path.description}`, () => runPath(path, createMachineDriver(sampleEntry)));
  }

  it('fails a delayed step when the machine moves before the delay is over', async () => {
    const path = named('idle -> after idleTimeout (3 min) -> expired')!;
    const early = {
      ...path,
      steps: path.steps.map((step) => (step.ms ? { ...step, ms: step.ms + 1000 } : step)),
    };
    await expect(runPath(early, createMachineDriver(sampleEntry))).rejects.toThrow(/expired/);
  });

  it("follows an invoked actor's reports (onSnapshot), one step per sample snapshot of its fake", () => {
    const combobox = machineRegistry.find((entry) => entry.machine.id === PORT_COMBOBOX_MACHINE_ID)!;
    const reports = new Set(
      generatePaths(combobox).flatMap((path) =>
        path.steps.filter((step) => step.kind === 'snapshot').map((step) => step.label.split(',')[0]),
      ),
    );
    expect([...reports].sort()).toEqual([
      'lookup snapshot(value failed',
      'lookup snapshot(value found',
      'lookup snapshot(value searching',
    ]);
  });

  it('fails a path when the machine breaks the model', async () => {
    const mutant = { ...sampleEntry, machine: sampleMachine.provide({ guards: { isReady: () => false } }) };
    const path = paths.find((candidate) => candidate.description.startsWith('idle -> START(ready true)'))!;
    await expect(runPath(path, createMachineDriver(mutant))).rejects.toThrow(/blocked/);
  });
});
