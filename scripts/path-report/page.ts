import { escapeHtml } from '../../server/html-escape.ts';
import type { PathResult, PathRunner, PathStepResult } from '../../tests/machines/harness/path-results.ts';

/**
 * The report page: one self-contained HTML file (inline CSS, inline SVG, no script), readable
 * opened as a file. Screenshots are `<img>` paths relative to the page.
 */

export interface Coverage {
  covered: number;
  total: number;
}

export interface RunnerSection {
  runner: PathRunner;
  file: string;
  written: Date;
  /** The coloured diagram (SVG markup), absent when the machine is not registered. */
  diagram?: string;
  states?: Coverage;
  transitions?: Coverage;
  paths: PathResult[];
  /** Screenshot paths as the page links them, by path index then step index. */
  screenshot: (pathIndex: number, stepIndex: number) => string | undefined;
}

export interface MachineSection {
  machineId: string;
  /** Why the machine has no diagram (not registered here). */
  note?: string;
  runs: RunnerSection[];
}

export interface ReportPage {
  runId: string;
  generatedAt: Date;
  resultsDir: string;
  machines: MachineSection[];
  /** Registered machines without any result file. */
  notRun: string[];
  problems: string[];
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1d2329; }
h1 { margin-bottom: 0.2rem; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.85rem; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #c8ced4; padding: 0.25rem 0.6rem; text-align: left; }
td.num { text-align: right; }
.machine { border-top: 2px solid #1d2329; margin-top: 2rem; }
.run { margin: 1rem 0 1.5rem 1rem; }
.legend span { display: inline-block; padding: 0 0.5rem; margin-right: 0.5rem; border: 1px solid; }
.diagram { overflow: auto; max-height: 80vh; border: 1px solid #c8ced4; background: #fff; }
.diagram svg { height: auto; }
.diagram .node.reached path, .diagram .node.reached polygon, .diagram .node.reached ellipse { fill: #d8f0d8; stroke: #1f7a1f; stroke-width: 2; }
.diagram .cluster.reached path, .diagram .cluster.reached polygon { stroke: #1f7a1f; stroke-width: 2; }
.diagram .edge.reached path, .diagram .edge.reached polygon { stroke: #1f7a1f; stroke-width: 2; }
.diagram .edge.reached polygon { fill: #1f7a1f; }
.diagram .edge.reached text { fill: #1f7a1f; }
.diagram .unreached { opacity: 0.35; }
.diagram .edge.failed path, .diagram .edge.failed polygon { stroke: #c0262d; stroke-width: 3; }
.diagram .edge.failed polygon { fill: #c0262d; }
.diagram .edge.failed text { fill: #c0262d; font-weight: bold; }
.legend .reached { background: #d8f0d8; border-color: #1f7a1f; }
.legend .unreached { color: #9aa3ab; border-color: #c8ced4; }
.legend .failed { color: #c0262d; border-color: #c0262d; }
.outcome { font-weight: bold; text-transform: uppercase; font-size: 0.8rem; padding: 0 0.3rem; }
.passed > details > summary .outcome { color: #1f7a1f; }
.failed > details > summary .outcome { color: #fff; background: #c0262d; }
.steps { margin: 0.3rem 0 0.8rem; }
.step { margin: 0.2rem 0; }
.step .state { font-weight: bold; }
.step .transition { color: #5b6670; }
.step.failed-step { background: #fde8e8; border-left: 4px solid #c0262d; padding: 0.3rem; }
.step.not-run { color: #9aa3ab; }
.step img { display: block; max-width: 480px; border: 1px solid #c8ced4; margin: 0.3rem 0; }
pre.error { white-space: pre-wrap; max-height: 30em; overflow: auto; background: #fff5f5; border: 1px solid #c0262d; padding: 0.4rem; }
.problems { color: #c0262d; }
`;

const text = (value: string): string => escapeHtml(value);
const count = (coverage: Coverage | undefined): string =>
  coverage
    ? `${coverage.covered}/${coverage.total} (${coverage.total ? Math.floor((coverage.covered / coverage.total) * 100) : 100}%)`
    : '–';
const failedCount = (paths: PathResult[]): number => paths.filter((path) => path.outcome === 'failed').length;

const renderStep = (step: PathStepResult, index: number, path: PathResult, screenshot?: string): string => {
  const failed = path.outcome === 'failed' && path.failedStep === index;
  const notRun = path.outcome === 'failed' && path.failedStep !== undefined && index > path.failedStep;
  const classes = ['step', ...(failed ? ['failed-step'] : []), ...(notRun ? ['not-run'] : [])].join(' ');
  const marker = failed ? '<strong>app and model disagree here:</strong> ' : '';
  const transition = step.transition ? ` <span class="transition">(${text(step.transition)})</span>` : '';
  const image = screenshot
    ? `<img src="${text(screenshot)}" alt="${text(`after step ${index}`)}" loading="lazy">`
    : '';
  const error = failed && path.error ? `<pre class="error">${text(path.error)}</pre>` : '';
  return `<li class="${classes}" data-step="${index}">${marker}${text(step.label)} → <span class="state">${text(step.state)}</span>${transition}${image}${error}</li>`;
};

const renderPath = (path: PathResult, pathIndex: number, run: RunnerSection): string => {
  const failed = path.outcome === 'failed';
  const steps = path.steps.map((step, index) =>
    renderStep(step, index, path, run.screenshot(pathIndex, index)),
  );
  const unplaced =
    failed && path.error && (path.failedStep === undefined || path.failedStep >= path.steps.length)
      ? `<pre class="error">${text(path.error)}</pre>`
      : '';
  const where = failed && path.failedStep !== undefined ? ` (failed at step ${path.failedStep})` : '';
  return `<li class="path ${path.outcome}"><details${failed ? ' open' : ''}><summary><span class="outcome">${path.outcome}</span> ${text(path.description)}${text(where)}</summary><ol class="steps" start="0">${steps.join('')}</ol>${unplaced}</details></li>`;
};

const renderRun = (run: RunnerSection): string => {
  const failures = failedCount(run.paths);
  const heading = `${run.runner}: ${run.paths.length} paths, ${failures} failed; states ${count(run.states)}, transitions ${count(run.transitions)}`;
  const diagram = run.diagram
    ? `<details open><summary>Diagram (${text(run.runner)} coverage)</summary><p class="legend"><span class="reached">reached</span><span class="unreached">not reached</span><span class="failed">failed here</span></p><div class="diagram">${run.diagram}</div></details>`
    : '';
  return `<section class="run" data-runner="${text(run.runner)}"><h3>${text(heading)}</h3><p>From <code>${text(run.file)}</code>, written ${text(run.written.toISOString())}.</p>${diagram}<ol class="paths">${run.paths.map((path, index) => renderPath(path, index, run)).join('')}</ol></section>`;
};

const summaryRows = (machines: MachineSection[]): string =>
  machines
    .flatMap((machine) =>
      machine.runs.map(
        (run) =>
          `<tr><td><a href="#machine-${text(machine.machineId)}">${text(machine.machineId)}</a></td><td>${text(run.runner)}</td><td class="num">${run.paths.length}</td><td class="num">${failedCount(run.paths)}</td><td class="num">${count(run.states)}</td><td class="num">${count(run.transitions)}</td></tr>`,
      ),
    )
    .join('');

export const renderReportPage = (page: ReportPage): string => {
  const machines = page.machines
    .map(
      (machine) =>
        `<section class="machine" id="machine-${text(machine.machineId)}"><h2>${text(machine.machineId)}</h2>${machine.note ? `<p>${text(machine.note)}</p>` : ''}${machine.runs.map(renderRun).join('')}</section>`,
    )
    .join('');
  const notRun = page.notRun.length
    ? `<p>No results for: ${page.notRun.map((id) => `<code>${text(id)}</code>`).join(', ')}.</p>`
    : '';
  const problems = page.problems.length
    ? `<ul class="problems">${page.problems.map((problem) => `<li>${text(problem)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Path report ${text(page.runId)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Path report</h1>
<p>Run <code class="run-id">${text(page.runId)}</code>, generated ${text(page.generatedAt.toISOString())} from <code>${text(page.resultsDir)}</code>. Each runner's coverage is shown on its own: <b>model</b> (the machine with its model's fakes), <b>jsdom</b> (rendered components), <b>browser</b> (the real app in Chromium).</p>
${problems}
<table><thead><tr><th>machine</th><th>runner</th><th>paths</th><th>failed</th><th>states</th><th>transitions</th></tr></thead><tbody>${summaryRows(page.machines)}</tbody></table>
${notRun}
${machines}
</body>
</html>
`;
};
