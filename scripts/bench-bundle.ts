// First-load JavaScript of /index, measured on the output of `vite build` (run it first).
// First load = the entry module script of dist/index.html, its modulepreload links, and every
// chunk they reach through static imports, plus the two dynamic chunks /index cannot render
// without: the default (Chinese) catalog and the /index route (found through Vite's manifest).
// Other dynamic import() chunks load later, on navigation or after the first paint. The budget is
// gzip level 9; "served br" is the brotli sibling the build wrote (scripts/precompress.ts), what the
// server sends a browser that accepts brotli.
//   node scripts/bench-bundle.ts            print the table
//   node scripts/bench-bundle.ts --budget   also exit 1 when the total exceeds the budget
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 130;
const dist = resolve('dist');
const htmlPath = resolve(dist, 'index.html');

if (!existsSync(htmlPath)) {
  console.error(`bench-bundle: ${relative('.', htmlPath)} not found, run \`vite build\` first`);
  process.exit(1);
}
const html = readFileSync(htmlPath, 'utf8');

/** The value of attribute `name` in every tag matching `tagPattern` (Vite writes plain double-quoted attributes). */
const attributes = (tagPattern: RegExp, name: string): string[] =>
  [...html.matchAll(tagPattern)].flatMap(
    (tag) => tag[0].match(new RegExp(`\\s${name}="([^"]+)"`))?.[1] ?? [],
  );

// Absolute hrefs in index.html are relative to dist/ (base '/').
const fromHtml = (href: string): string => resolve(dist, href.replace(/^\//, ''));

const entries = [
  ...attributes(/<script\b[^>]*\btype="module"[^>]*>/g, 'src'),
  ...attributes(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, 'href'),
].map(fromHtml);
const stylesheets = attributes(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, 'href').map(fromHtml);

if (entries.length === 0) {
  console.error('bench-bundle: no module script in dist/index.html');
  process.exit(1);
}

// Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"`, minified or
// not. A dynamic `import("./x.js")` has a parenthesis before the quote and does not match.
const STATIC_IMPORT =
  /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const firstLoad = new Set<string>();
const visit = (file: string): void => {
  if (firstLoad.has(file)) return;
  firstLoad.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    visit(resolve(dirname(file), match[1]!));
  }
};
entries.forEach(visit);

/** Dynamic chunks that load before the first render of /index, by source file. */
const NEEDED_FOR_FIRST_RENDER = ['src/locales/cn/messages.po', 'src/routes/index.tsx'];
const manifestPath = resolve(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('bench-bundle: dist/.vite/manifest.json not found (build.manifest in vite.config.ts)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
for (const source of NEEDED_FOR_FIRST_RENDER) {
  const chunk = manifest[source];
  if (!chunk) {
    console.error(`bench-bundle: ${source} is not in the build manifest`);
    process.exit(1);
  }
  visit(resolve(dist, chunk.file));
}

interface Row {
  name: string;
  raw: number;
  gzip: number;
  served: number;
}
const measure = (files: Iterable<string>): Row[] =>
  [...files].map((file) => {
    const bytes = readFileSync(file);
    const served = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : bytes.length;
    return {
      name: relative(dist, file),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      served,
    };
  });
const kib = (bytes: number): string => (bytes / 1024).toFixed(1).padStart(8);
const sum = (rows: Row[], key: 'raw' | 'gzip' | 'served'): number =>
  rows.reduce((total, row) => total + row[key], 0);

const print = (title: string, rows: Row[]): void => {
  const width = Math.max(title.length, ...rows.map((row) => row.name.length));
  console.log(
    `${title.padEnd(width)}  ${'raw KiB'.padStart(8)}  ${'gzip KiB'.padStart(8)}  ${'served br'.padStart(9)}`,
  );
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `${row.name.padEnd(width)}  ${kib(row.raw)}  ${kib(row.gzip)}  ${kib(row.served).padStart(9)}`,
    );
  }
  console.log(
    `${'total'.padEnd(width)}  ${kib(sum(rows, 'raw'))}  ${kib(sum(rows, 'gzip'))}  ${kib(sum(rows, 'served')).padStart(9)}`,
  );
};

const js = measure(firstLoad);
print('first-load JS of /index', js);
console.log('');
print('first-load CSS (informational)', measure(stylesheets));

const totalKiB = sum(js, 'gzip') / 1024;
const verdict = totalKiB <= BUDGET_KIB ? 'within' : 'OVER';
console.log(
  `\nfirst-load JS: ${totalKiB.toFixed(1)} KiB gzip, ${verdict} the ${BUDGET_KIB} KiB budget; served as brotli: ${(sum(js, 'served') / 1024).toFixed(1)} KiB`,
);
if (process.argv.includes('--budget') && totalKiB > BUDGET_KIB) process.exit(1);
