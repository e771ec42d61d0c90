import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { recordFailingRun } from './fixtures/failing-run.ts';
import { sampleEntry, sampleMachine } from './fixtures/sample.machine.ts';
import { portComboboxModel } from './freight/port-combobox.model.ts';
import { coverageOfNames, coveringPaths, measureCoverage } from './harness/coverage.ts';
import { runPath } from './harness/driver.ts';
import { createMachineDriver } from './harness/machine-driver.ts';
import { joinModels, testedMachine } from './harness/model.ts';
import { createPathRecorder } from './harness/path-record.ts';
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

  it('keeps the fewest paths that still walk every state and transition (what the browser runs)', () => {
    const covering = coveringPaths(sampleEntry, paths);
    expect(covering.length).toBeLessThan(paths.length);
    const coverage = measureCoverage(sampleEntry, covering);
    expect([coverage.states.missing, coverage.transitions.missing]).toEqual([[], []]);
  });

  it("reads a result file's reached names back as the same coverage", () => {
    const recorder = createPathRecorder(sampleEntry, 'browser');
    for (const path of paths.slice(0, 2)) recorder.record(path, { outcome: 'passed' });
    const fromNames = coverageOfNames(sampleEntry, 2, recorder.result().reached);
    expect(fromNames).toEqual(measureCoverage(sampleEntry, paths.slice(0, 2)));
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
    const combobox = testedMachine(portComboboxModel);
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

  it('records the step where system and model disagreed, and counts only what agreed as reached', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'path-results-'));
    try {
      const { result, failing, file } = await recordFailingRun(dir);
      expect(file).toBe(join(dir, 'model', 'sample.json'));
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(result);
      const failed = result.paths.filter((path) => path.outcome === 'failed');
      expect(failed.map(({ description, failedStep }) => ({ description, step: failedStep }))).toEqual([
        failing,
      ]);
      expect(failed[0]!.error).toContain('fetch.failed');
      expect(failed[0]!.steps[failing.step]!.transition).toMatch(
        /^working\.fetch\.failed -> xstate\.after\.retryDelay\./,
      );
      expect(result.reached.transitions.some((name) => name.includes('retryDelay'))).toBe(false);
      expect(result.reached.states).toContain('working.fetch.failed');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('joins registry entries and models by machine id, naming every one without the other', () => {
    const { spec, ...model } = sampleEntry;
    const registered = { machine: sampleMachine, spec };
    const other = { ...registered, machine: createMachine({ id: 'other' }) };
    expect(joinModels([registered], [{ file: 'sample.model.ts', exports: { model } }])).toEqual({
      tested: [{ ...registered, ...model }],
      problems: [],
    });
    const { problems } = joinModels(
      [registered, other],
      [
        { file: 'a.model.ts', exports: { model, helper: () => 1 } },
        { file: 'b.model.ts', exports: { model } },
        { file: 'c.model.ts', exports: { model: { ...model, machine: createMachine({ id: 'stray' }) } } },
      ],
    );
    expect(problems).toEqual([
      "a.model.ts: export 'helper' is not a machine model (a model file exports only models)",
      "b.model.ts: 'sample' already has a model in a.model.ts",
      "c.model.ts: models 'stray', which machines/registry.ts does not register",
      "'other' has no model: add tests/machines/<area>/<name>.model.ts",
    ]);
  });
});
