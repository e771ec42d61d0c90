import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import type { RegisteredMachine } from '../../machines/registry.ts';
import { type MachineDefinition, readMachineDefinition } from './definition.ts';
import { type DotClasses, renderDot } from './dot.ts';
import { renderMermaid } from './mermaid.ts';
import { type DocumentedMachine, renderIndex } from './readme.ts';

/**
 * About two screens of 1920 px, in points: a diagram drawn top to bottom that is wider is drawn
 * left to right instead (loginDialog: 3211 pt one way, 2208 pt the other).
 */
const MAX_WIDTH_PT = 2880;

const widthOf = (svg: string): number => Number(/<svg width="([\d.]+)pt"/.exec(svg)?.[1] ?? 0);

/** A machine's diagram as SVG: top to bottom, or left to right when that is too wide. */
export const drawSvg = (graphviz: Graphviz, definition: MachineDefinition, classes?: DotClasses): string => {
  const topDown = graphviz.dot(renderDot(definition, 'TB', classes));
  return widthOf(topDown) > MAX_WIDTH_PT ? graphviz.dot(renderDot(definition, 'LR', classes)) : topDown;
};

/** Files in docs/statecharts written by people, which generation neither writes nor removes. */
export const HAND_WRITTEN = new Set(['HOW-TO.md']);

/** Every generated file by name, in a stable order, so reruns are byte-identical. */
export const generateStatechartDocs = async (
  entries: readonly RegisteredMachine[],
): Promise<Map<string, string>> => {
  const machines: DocumentedMachine[] = entries
    .map((entry) => ({ entry, definition: readMachineDefinition(entry) }))
    .sort((a, b) => (a.definition.id < b.definition.id ? -1 : 1));
  const problems = machines.flatMap(({ definition }) =>
    definition.problems.map((problem) => `${definition.id}: ${problem}`),
  );
  if (problems.length) throw new Error(`Machines break the statechart rules:\n${problems.join('\n')}`);
  const ids = machines.map(({ definition }) => definition.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`Two registered machines share the id '${duplicate}'`);

  const graphviz = await Graphviz.load();
  const files = new Map<string, string>();
  for (const { definition } of machines) {
    files.set(`${definition.id}.mmd`, renderMermaid(definition));
    files.set(`${definition.id}.svg`, drawSvg(graphviz, definition));
  }
  files.set('README.md', renderIndex(machines));
  return files;
};

export interface DocsDifference {
  /** Generated files whose committed copy differs. */
  stale: string[];
  missing: string[];
  /** Files in the folder that generation would not write. */
  extra: string[];
}

const filesIn = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile() && !HAND_WRITTEN.has(entry.name))
    .map((entry) => entry.name)
    .sort();

export const compareStatechartDocs = async (
  dir: string,
  files: Map<string, string>,
): Promise<DocsDifference> => {
  const present = await filesIn(dir);
  const stale: string[] = [];
  const missing: string[] = [];
  for (const [name, content] of files) {
    if (!present.includes(name)) missing.push(name);
    else if ((await readFile(join(dir, name), 'utf8')) !== content) stale.push(name);
  }
  return { stale, missing, extra: present.filter((name) => !files.has(name)) };
};

/** Writes every generated file and removes the ones no machine produces any more. */
export const writeStatechartDocs = async (dir: string, files: Map<string, string>): Promise<void> => {
  const { extra } = await compareStatechartDocs(dir, files);
  await Promise.all(extra.map((name) => rm(join(dir, name))));
  for (const [name, content] of files) await writeFile(join(dir, name), content);
};
