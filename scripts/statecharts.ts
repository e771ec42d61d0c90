import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../machines/registry.ts';
import {
  compareStatechartDocs,
  generateStatechartDocs,
  writeStatechartDocs,
} from './statecharts/generate.ts';

/**
 * `npm run statecharts` writes docs/statecharts from the registered machines;
 * `npm run statecharts:check` (`--check`) only compares, and fails when the committed files lie.
 */

const DOCS_DIR = fileURLToPath(new URL('../docs/statecharts/', import.meta.url));
const RELATIVE_DIR = 'docs/statecharts';

const files = await generateStatechartDocs(machineRegistry);

if (process.argv.includes('--check')) {
  const { stale, missing, extra } = await compareStatechartDocs(DOCS_DIR, files);
  const report = [
    ...stale.map((name) => `  differs: ${RELATIVE_DIR}/${name}`),
    ...missing.map((name) => `  missing: ${RELATIVE_DIR}/${name}`),
    ...extra.map((name) => `  extra:   ${RELATIVE_DIR}/${name}`),
  ];
  if (report.length) {
    console.error(`Statechart docs are out of date; run \`npm run statecharts\`:\n${report.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Statechart docs are up to date: ${files.size} files for ${machineRegistry.length} machine(s).`,
  );
} else {
  await mkdir(DOCS_DIR, { recursive: true });
  await writeStatechartDocs(DOCS_DIR, files);
  for (const name of files.keys()) console.log(`wrote ${RELATIVE_DIR}/${name}`);
}
