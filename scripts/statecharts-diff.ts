import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { drawSvg } from './statecharts/generate.ts';
import type { DescribedMachine } from './statecharts-diff/describe.ts';
import { diffDiagram } from './statecharts-diff/diagram.ts';
import { diffMachines } from './statecharts-diff/diff.ts';
import { formatMachineChange } from './statecharts-diff/format.ts';
import { changedSince, checkoutCommit, resolveCommit } from './statecharts-diff/git-tree.ts';
import { DEFAULT_REGISTRY, loadMachines } from './statecharts-diff/load.ts';

/**
 * `npm run statecharts:diff -- [<ref>]` (default HEAD~1): what the registered machines do
 * differently in the working tree than at <ref> (states, transitions, guards, delays, invoked
 * actors added, removed or changed), with one diagram per changed machine in
 * .test-results/statecharts-diff/. The machines at <ref> come from `git archive` into a temporary
 * folder, read by this tree's reader.
 *
 * --root <dir>        the repository (default: this one); --registry <path> its registry module
 * --out <dir>         where the diagrams go (default <root>/.test-results/statecharts-diff)
 * --if-changed        for the test command: silent unless a machine behaves differently, and never
 *                     fails (a ref that cannot be found is a notice)
 *
 * Exit code: 0 when it could compare (changes are a report, not a failure), 2 when <ref> cannot be
 * found or read (0 with --if-changed).
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string' },
    registry: { type: 'string', default: DEFAULT_REGISTRY },
    out: { type: 'string' },
    'if-changed': { type: 'boolean', default: false },
  },
});
const ref = positionals[0] ?? 'HEAD~1';
const root = resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));
const registry = values.registry;
const outDir = resolve(values.out ?? join(root, '.test-results/statecharts-diff'));
const quiet = values['if-changed'];
// The old tree's imports (xstate) resolve through the repository's node_modules, else this project's.
const nodeModules = [
  join(root, 'node_modules'),
  fileURLToPath(new URL('../node_modules', import.meta.url)),
].find((dir) => existsSync(dir))!;

const giveUp = (message: string): never => {
  console.log(`statecharts:diff: ${message}; nothing compared.`);
  process.exit(quiet ? 0 : 2);
};

const resolved = resolveCommit(root, ref);
if ('missing' in resolved) giveUp(resolved.missing);
const { sha, fetched } = resolved as { sha: string; fetched?: string };
const short = sha.slice(0, 10);

// Machines import only their folder and domain/ (biome enforces it): nothing there changed, nothing to read.
if (quiet && !changedSince(root, sha, [dirname(registry), 'domain'])) process.exit(0);

const loadAt = async (): Promise<DescribedMachine[]> => {
  const checkout = checkoutCommit(root, sha, nodeModules);
  try {
    return await loadMachines(checkout.dir, registry);
  } finally {
    checkout.remove();
  }
};

let before: DescribedMachine[] = [];
try {
  before = await loadAt();
} catch (error) {
  giveUp(`cannot read the machines of ${ref} (${short}): ${error instanceof Error ? error.message : error}`);
}
const after = await loadMachines(root, registry);
const changes = diffMachines(
  before.map(({ description }) => description),
  after.map(({ description }) => description),
);

if (changes.length === 0) {
  if (!quiet) console.log(`No machine behaves differently since ${ref} (${short}).`);
  process.exit(0);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const graphviz = await Graphviz.load();
const lines = [
  `Behaviour changes of the statecharts since ${ref} (${short})${fetched ? `, fetched with \`${fetched}\`` : ''}:`,
];
for (const change of changes) {
  const definitionIn = (machines: DescribedMachine[]) =>
    machines.find(({ description }) => description.id === change.id)?.definition;
  const { definition, marks } = diffDiagram(
    definitionIn(before),
    definitionIn(after),
    change,
    `changes since ${ref} (${short})`,
  );
  const file = join(outDir, `${change.id}.svg`);
  writeFileSync(file, drawSvg(graphviz, definition, marks));
  const shown = relative(process.cwd(), file);
  lines.push('', ...formatMachineChange(change), `  diagram: ${shown.startsWith('..') ? file : shown}`);
}
const unchanged = after.length - changes.filter((change) => change.status !== 'removed').length;
lines.push('', `${changes.length} machine(s) changed, ${unchanged} unchanged.`);
console.log(lines.join('\n'));
