import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { machineRegistry } from '../../machines/registry.ts';
import { readMachineDefinition } from '../../scripts/statecharts/definition.ts';
import { renderDot } from '../../scripts/statecharts/dot.ts';
import {
  compareStatechartDocs,
  generateStatechartDocs,
  writeStatechartDocs,
} from '../../scripts/statecharts/generate.ts';
import { renderMermaid } from '../../scripts/statecharts/mermaid.ts';
import { sampleEntry } from '../machines/fixtures/sample.machine.ts';

describe('statechart generator', () => {
  it('renders byte-identical files on every run', async () => {
    const first = await generateStatechartDocs([sampleEntry, ...machineRegistry]);
    const second = await generateStatechartDocs([...machineRegistry, sampleEntry]);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [name, content] of first) expect(second.get(name), name).toBe(content);
  });

  it('draws nested, parallel, final, guarded, delayed and invoked parts in Mermaid', () => {
    const lines = renderMermaid(readMachineDefinition(sampleEntry))
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'stateDiagram-v2',
        '[*] --> idle',
        'idle --> working : START [isReady]',
        'idle --> blocked : START',
        'idle --> expired : after idleTimeout (3 min)',
        'state "working" as working {',
        'state "fetch" as working__fetch {',
        '--',
        '[*] --> working__fetch__loading',
        'working__fetch__loading : invoke fetchRows (loadRows)',
        'working__fetch__loading --> working__fetch__loaded : fetchRows done',
        'working__fetch__loading --> working__fetch__failed : fetchRows error',
        'working__fetch__failed --> working__fetch__loading : after retryDelay (1500 ms)',
        'working__fetch__loaded --> [*]',
        'working : entry / announceStart',
        'working : exit / stopClock',
        'working --> finished : done',
        'idle : Waiting for the user to start.',
      ]),
    );
  });

  it('writes the svg and an index with purposes, spec sections, delays and actors', async () => {
    const files = await generateStatechartDocs([sampleEntry]);
    expect(files.get('sample.svg')).toMatch(/^<\?xml[\s\S]*START \[isReady\][\s\S]*<\/svg>\n?$/);
    const index = files.get('README.md')!;
    expect(index).toContain('Exercises the statechart tooling.');
    expect(index).toContain('spec none (test fixture)');
    expect(index).toContain('- `idleTimeout` = 3 min: leaves `idle`');
    expect(index).toContain(
      '| `fetchRows` | `loadRows` | `working.fetch.loading` | `working.fetch.loaded` | `working.fetch.failed` |',
    );
    expect(index).toContain('![sample statechart](sample.svg)');
  });

  it('every diagram fits about two screens (loginDialog was seven wide); edge labels break before actions', async () => {
    const files = await generateStatechartDocs(machineRegistry);
    const widths = [...files]
      .filter(([name]) => name.endsWith('.svg'))
      .map(([name, svg]) => [name, Number(/<svg width="([\d.]+)pt"/.exec(svg)?.[1])] as const);
    expect(widths.length).toBe(machineRegistry.length);
    for (const [name, width] of widths) expect(width, name).toBeLessThanOrEqual(2880);
    const sample = (await generateStatechartDocs([sampleEntry])).get('sample.svg') ?? '';
    expect(sample).toContain('>START [isReady]</text>');
  });

  it('draws a targetless transition of the root as a loop on "any state", with no stray anchor node', async () => {
    const noting = setup({ actions: { noteEdit: () => undefined } }).createMachine({
      id: 'noting',
      initial: 'open',
      on: { EDITED: { actions: 'noteEdit' } },
      states: { open: { on: { CLOSE: 'closed' } }, closed: {} },
    });
    const entry = { machine: noting, spec: [] };
    const dot = renderDot(readMachineDefinition(entry));
    expect(dot).not.toContain('__anchor');
    expect(dot).toContain('"__any" -> "__any" [label="EDITED\\n/ noteEdit"];');
    const svg = (await generateStatechartDocs([entry])).get('noting.svg') ?? '';
    expect(svg).not.toContain('__anchor');
    expect(svg).toContain('<title>__any&#45;&gt;__any</title>');
    expect(svg).toContain('>EDITED</text>');
  });

  it('refuses machines that break the rules', async () => {
    const careless = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      id: 'careless',
      initial: 'a',
      states: {
        a: { after: { 500: 'b' }, on: { GO: { target: 'b', guard: () => true } } },
        b: { invoke: { src: 'load' } },
      },
    });
    const entry = { machine: careless, purpose: 'Breaks the rules.', spec: [] };
    const message = await generateStatechartDocs([entry]).then(
      () => 'generated',
      (error: Error) => error.message,
    );
    expect(message).toContain("careless: state 'a': inline delay 500; name it in setup({ delays })");
    expect(message).toContain("careless: state 'a' on GO: inline guard; name it in setup({ guards })");
    expect(message).toContain("careless: state 'b': invoke of 'load' has no id");
  });
});

describe('statechart check mode', () => {
  let dir: string;
  let files: Map<string, string>;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'statecharts-'));
    files = await generateStatechartDocs([sampleEntry]);
    await writeStatechartDocs(dir, files);
    await writeFile(join(dir, 'HOW-TO.md'), 'hand-written');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('finds nothing to report right after generation', async () => {
    expect(await compareStatechartDocs(dir, files)).toEqual({ stale: [], missing: [], extra: [] });
  });

  it('reports stale, missing and extra files', async () => {
    await writeFile(
      join(dir, 'sample.mmd'),
      `${await readFile(join(dir, 'sample.mmd'), 'utf8')}  idle --> idle : EDITED\n`,
    );
    await unlink(join(dir, 'sample.svg'));
    await writeFile(join(dir, 'retired.svg'), '<svg/>');
    expect(await compareStatechartDocs(dir, files)).toEqual({
      stale: ['sample.mmd'],
      missing: ['sample.svg'],
      extra: ['retired.svg'],
    });
  });

  it('rewrites stale files and removes retired ones, keeping hand-written docs', async () => {
    await writeFile(join(dir, 'retired.mmd'), 'old');
    await writeFile(join(dir, 'README.md'), 'stale');
    await writeStatechartDocs(dir, files);
    expect(await compareStatechartDocs(dir, files)).toEqual({ stale: [], missing: [], extra: [] });
    expect(await readFile(join(dir, 'HOW-TO.md'), 'utf8')).toBe('hand-written');
  });
});
