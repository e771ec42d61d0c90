/**
 * `npm run bench:web` (fast on a phone): builds the app, starts the server (demo mode, SQLite) on a fresh
 * data folder, and runs Lighthouse 13 with its mobile (slow 4G, 4x CPU) and desktop settings on
 * /index, /rates, /schedules, /tracking and /lookPresentCabin, next to a bare static page with the
 * same header text served by the same server in the same run. Each figure is the median of --runs
 * runs (scores move by about 0.1 between runs on a shared machine). Prints per page and form
 * factor: performance and accessibility scores, FCP, LCP, TBT, CLS, bytes transferred, and the
 * ratio of LCP and TBT to the bare page's.
 *   node scripts/bench-web.ts [--runs 3] [--skip-build] [--pages /index,/rates] [--form-factors mobile]
 * Lighthouse is not a dependency of the portal: it is installed once into .bench/lighthouse.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDemoServer } from './demo-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    pages: { type: 'string', default: '/index,/rates,/schedules,/tracking,/lookPresentCabin' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const PAGES = values.pages.split(',').map((page) => page.trim());
const FORM_FACTORS = values['form-factors']
  .split(',')
  .map((formFactor) => formFactor.trim())
  .filter(
    (formFactor): formFactor is 'mobile' | 'desktop' => formFactor === 'mobile' || formFactor === 'desktop',
  );
const LIGHTHOUSE_VERSION = '13';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const root = path.resolve(import.meta.dirname, '..');
const lighthouseDir = path.join(root, '.bench', 'lighthouse');
const lighthouseBin = path.join(lighthouseDir, 'node_modules', '.bin', 'lighthouse');
const BARE_FILE = 'bench-bare.html';

const ensureLighthouse = () => {
  if (existsSync(lighthouseBin)) return;
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(root, lighthouseDir)} …`);
  execFileSync(
    'npm',
    ['install', '--prefix', lighthouseDir, '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`],
    {
      stdio: 'inherit',
    },
  );
};

/** The bare page: the header's text in plain HTML, no script, served as a static file by the same server. */
const writeBarePage = async (baseUrl: string): Promise<string> => {
  const company = (
    await (
      await fetch(`${baseUrl}/api/webuser/getCompanyInfoById`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ companyId: 1 }),
      })
    ).json()
  ).data as { companyNameScn: string };
  const file = path.join(root, 'dist', BARE_FILE);
  writeFileSync(
    file,
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bare</title></head><body><header><p>欢迎来到${company.companyNameScn}</p><nav><a href="/index">首页</a> <a href="/rates">海运运价</a></nav></header><main><h1>海运门户</h1></main></body></html>`,
  );
  return file;
};

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** Lighthouse now and then fails to record a trace on a busy machine: such a run is tried again. */
const ATTEMPTS = 3;

const lighthouse = (url: string, formFactor: 'mobile' | 'desktop'): Figures => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url, formFactor);
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString('utf8').trim() ?? String(error);
      if (attempt >= ATTEMPTS)
        throw new Error(`lighthouse ${url} (${formFactor}) failed ${ATTEMPTS} times: ${stderr}`);
      console.error(`lighthouse ${url} (${formFactor}) failed, trying again: ${stderr.split('\n')[0]}`);
    }
  }
};

const lighthouseOnce = (url: string, formFactor: 'mobile' | 'desktop'): Figures => {
  const output = execFileSync(
    lighthouseBin,
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(output.toString('utf8'));
  const audit = (id: string): number => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
};

const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const medianFigures = (runs: Figures[]): Figures => {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as Figures;
};

const row = (label: string, figures: Figures, bare: Figures | undefined): string =>
  [
    label.padEnd(20),
    figures.performance.toFixed(2).padStart(5),
    figures.accessibility.toFixed(2).padStart(5),
    `${(figures.fcp / 1000).toFixed(2)} s`.padStart(8),
    `${(figures.lcp / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(figures.tbt)} ms`.padStart(8),
    figures.cls.toFixed(3).padStart(6),
    `${(figures.bytes / 1024).toFixed(1)} KiB`.padStart(11),
    bare ? `${(figures.lcp / bare.lcp).toFixed(2)}x`.padStart(8) : '       -',
    bare ? `${Math.round(figures.tbt - bare.tbt)} ms`.padStart(9) : '        -',
  ].join('  ');

if (!values['skip-build'])
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
ensureLighthouse();
const server = await startDemoServer();
const { baseUrl } = server;
const bareFile = await writeBarePage(baseUrl);
try {
  const header = [
    'page'.padEnd(20),
    ' perf',
    ' a11y',
    '     FCP',
    '     LCP',
    '     TBT',
    '   CLS',
    '   transfer',
    'LCP/bare',
    'TBT-bare',
  ].join('  ');
  for (const formFactor of FORM_FACTORS) {
    const measure = (url: string) =>
      medianFigures(Array.from({ length: RUNS }, () => lighthouse(`${baseUrl}${url}`, formFactor)));
    const bare = measure(`/${BARE_FILE}`);
    console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, ${formFactor}, median of ${RUNS} run(s)`);
    console.log(header);
    console.log(row('bare static page', bare, undefined));
    for (const page of PAGES) console.log(row(page, measure(page), bare));
  }
  console.log(
    `\nserver: ${JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name}, SQLite, demo data, ${baseUrl}`,
  );
} finally {
  rmSync(bareFile, { force: true });
  await server.stop();
}
