import { afterAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { readMachineDefinition } from '../../scripts/statecharts/definition.ts';
import { measureCoverage } from './harness/coverage.ts';
import { runPath } from './harness/driver.ts';
import { createMachineDriver } from './harness/machine-driver.ts';
import { joinModels, loadModelFiles } from './harness/model.ts';
import { createPathRecorder } from './harness/path-record.ts';
import { generatePaths } from './harness/paths.ts';

const { tested, problems } = joinModels(machineRegistry, await loadModelFiles());

it('has one model per registered machine and a registered machine per model', () => {
  expect(problems).toEqual([]);
});

// One describe per registered machine: its generated paths, then the gates on the definition.
for (const entry of tested) {
  const paths = generatePaths(entry);

  describe(entry.machine.id, () => {
    const recorder = createPathRecorder(entry, 'model');
    afterAll(() => recorder.write());
    for (const path of paths) {
      it(path.description, () => runPath(path, createMachineDriver(entry), recorder));
    }

    it('follows the statechart rules (named guards, actions and delays; invoke ids)', () => {
      expect(readMachineDefinition(entry).problems).toEqual([]);
    });

    it('has paths through every state and transition of its definition', () => {
      const { states, transitions } = measureCoverage(entry, paths);
      expect(states.missing, 'states no path reaches').toEqual([]);
      expect(transitions.missing, 'transitions no path takes').toEqual([]);
    });
  });
}
