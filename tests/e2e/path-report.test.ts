// The tester's report opened in Chromium: a path made to fail on purpose shows the step where the
// system and the model disagreed, highlighted, with the assertion's text; browser screenshots load
// from the page's folder.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePathReport } from '../../scripts/path-report/write-report.ts';
import { type FailingRun, recordFailingRun } from '../machines/fixtures/failing-run.ts';
import { sampleEntry } from '../machines/fixtures/sample.machine.ts';
import { createPathRecorder } from '../machines/harness/path-record.ts';
import { generatePaths } from '../machines/harness/paths.ts';
import { launchBrowser } from './support/browser.ts';
import { loadedWidth } from './support/images.ts';

let dir: string;
let browser: Browser;
let page: Page;
let run: FailingRun;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'path-report-'));
  browser = await launchBrowser();
  page = await browser.newPage();
  run = await recordFailingRun(dir);
  // A browser run of the same machine, one passing path with a screenshot per step.
  await mkdir(join(dir, 'browser', 'shots'), { recursive: true });
  await page.setContent('<p style="font-size:40px">idle</p>');
  await page.screenshot({ path: join(dir, 'browser', 'shots', 'idle 0.png') });
  const browserRun = createPathRecorder(sampleEntry, 'browser', dir);
  const blocked = generatePaths(sampleEntry).find(
    (path) => path.description === 'idle -> START(ready false) -> blocked',
  )!;
  browserRun.record(blocked, { outcome: 'passed' }, ['browser/shots/idle 0.png']);
  await browserRun.write();
  const report = await writePathReport({ resultsDir: dir, machines: [sampleEntry] });
  await page.goto(pathToFileURL(report.file).href);
});

afterAll(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('path report in Chromium', () => {
  it('shows the failed path open, its failing step highlighted with the error', async () => {
    const model = page.locator('section.run[data-runner="model"]');
    const failedPath = model.locator('li.path.failed');
    expect(await failedPath.count()).toBe(1);
    expect(await failedPath.locator('summary').textContent()).toContain(run.failing.description);
    const step = failedPath.locator('li.step.failed-step');
    expect(await step.isVisible()).toBe(true);
    expect(await step.getAttribute('data-step')).toBe(String(run.failing.step));
    expect(await step.textContent()).toContain('app and model disagree here');
    expect(await step.textContent()).toContain('after retryDelay (1500 ms)');
    const error = step.locator('pre.error');
    expect(await error.isVisible()).toBe(true);
    // The model still waits in `failed`; the hasty system is loading again.
    expect(await error.textContent()).toMatch(
      /expected \(model\):[\s\S]*fetch\.failed[\s\S]*actual \(system\):[\s\S]*fetch\.loading/,
    );
    // The highlight is drawn, not only classed.
    const background = await step.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(253, 232, 232)');
    expect(await failedPath.locator('li.step.not-run').count()).toBe(
      run.result.paths.find((path) => path.outcome === 'failed')!.steps.length - run.failing.step - 1,
    );
  });

  it('draws each runner on its own diagram: what it reached coloured, the failed transition red', async () => {
    const model = page.locator('section.run[data-runner="model"]');
    expect(await model.locator('.diagram svg .edge.failed').count()).toBe(1);
    expect(await model.locator('.diagram svg .node.reached').count()).toBeGreaterThan(0);
    const browserRun = page.locator('section.run[data-runner="browser"]');
    expect(await browserRun.locator('.diagram svg .node.reached').count()).toBe(2);
    expect(await browserRun.locator('h3').textContent()).toContain('1 paths, 0 failed');
    const reachedFill = await browserRun
      .locator('.diagram svg .node.reached path')
      .first()
      .evaluate((element) => getComputedStyle(element).fill);
    expect(reachedFill).toBe('rgb(216, 240, 216)');
    const unreachedOpacity = await browserRun
      .locator('.diagram svg .node.unreached')
      .first()
      .evaluate((element) => getComputedStyle(element).opacity);
    expect(unreachedOpacity).toBe('0.35');
  });

  it('loads a browser path screenshot from the folder of the page', async () => {
    const browserRun = page.locator('section.run[data-runner="browser"]');
    await browserRun.locator('li.path summary').click();
    const image = browserRun.locator('li.step img');
    expect(await image.isVisible()).toBe(true);
    // Lazy: it starts loading once its step is open.
    expect(await loadedWidth(image)).toBeGreaterThan(0);
  });

  it('names the run', async () => {
    expect(await page.locator('code.run-id').textContent()).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
  });
});
