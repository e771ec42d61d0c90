// Model-based path tests in Chromium: the generated paths of a machine driven through the real app
// against the real server. One browser and one portal serve every path of a file; each path gets a
// new context (cookies, storage, routes, clock). Per step: perform the event as its source would (a
// click, a page load, the server through the request that is held for it), then assert what the
// page shows for the state the model expects, then take a screenshot. What the run reached is
// written for the report as `.test-results/paths/browser/<machineId>.json`.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { coveringPaths } from '../../machines/harness/coverage.ts';
import type { TestedMachine } from '../../machines/harness/model.ts';
import {
  createPathRecorder,
  failureText,
  PATH_RESULTS_DIR,
  recordingThrough,
} from '../../machines/harness/path-record.ts';
import {
  describeStateValue,
  generatePaths,
  type MachinePath,
  type PathStep,
} from '../../machines/harness/paths.ts';
import type { Portal } from './portal.ts';

/** A generous wait for what the page shows: the machine may be a loaded 2-core one. */
export const UI_TIMEOUT_MS = 20_000;

/** How the server "answers" a held request: passed on to it, or made up by the route. */
export type Answer =
  | { kind: 'server' }
  /** The server's answer, changed on its way (a real list emptied). */
  | { kind: 'changed'; change: (body: unknown) => unknown }
  | { kind: 'json'; status?: number; body: unknown }
  /** No answer at all: the network failed. */
  | { kind: 'abort' }
  /** A 5xx without an API envelope (a proxy's error page). */
  | { kind: 'serverError' };

interface Held {
  answer: Answer | undefined;
  route?: Route;
  release: () => void;
  released: Promise<void>;
}

export interface PathSession {
  browser: Browser;
  portal: Portal;
  context: BrowserContext;
  page: Page;
  /** The answer the next request to `apiPath` gets, once released (`settle`). */
  answerNext(apiPath: string, answer: Answer): void;
  /** Lets the oldest held request to `apiPath` go on with its answer; waits for it to arrive first. */
  release(apiPath: string): Promise<void>;
  /** Lets the newest held request to `apiPath` go on (a page's own read beside a held actor's). */
  releaseNewest(apiPath: string, answer: Answer): Promise<void>;
  /** How many requests to `apiPath` are held now (an invoked actor waiting on the server). */
  heldCount(apiPath: string): number;
  /** The step after the one being performed: an event's source may depend on what follows. */
  next: PathStep | undefined;
}

/** Per machine (or per page of a machine that several pages bind): how its events happen and its states show. */
export interface BrowserDriver {
  entry: TestedMachine;
  /** Where the paths run, when several pages bind the machine: each path's name starts with it. */
  where?: string;
  /** The events (and actor outcomes) this page causes in a state; all the model's when not given. */
  produces?(event: EventObject, snapshot: AnyMachineSnapshot): boolean;
  /** Installs the clock (if the machine has delays) and opens the page in the initial state. */
  start(session: PathSession): Promise<void>;
  /** API paths (`/api/...` suffixes) whose requests are held until a step settles them. */
  held: Readonly<Record<string, string>>;
  /**
   * How the server answers an invoked actor's outcome step: by default the model's sample (done:
   * its output as the envelope; error: its code, or a network failure / 5xx). Keyed by invoke id.
   */
  answers?: Readonly<
    Record<string, (step: PathStep, session: PathSession) => Answer | undefined | Promise<Answer | undefined>>
  >;
  /**
   * An invoked actor's outcome the driver brings about itself, keyed by invoke id: a child machine
   * that ends after several requests, or a change on the server before a held request goes on.
   */
  outcomes?: Readonly<Record<string, (step: PathStep, session: PathSession) => Promise<void>>>;
  /** Event type -> the action that causes it (the user in the page, or the server). */
  events: Readonly<Record<string, (event: EventObject, session: PathSession) => Promise<void>>>;
  /**
   * Dotted state value (`describeStateValue`) -> what the page shows in it. `step.state` is the
   * model's snapshot: of its context, only what the model's `serializeState` tells apart is sure to
   * be this path's (a state reached by several histories keeps the first one's).
   */
  states: Readonly<Record<string, (session: PathSession, step: PathStep) => Promise<void>>>;
  /** Moves the page's clock (and the server's where the machine's delay is the server's too). */
  advance?(ms: number, session: PathSession): Promise<void>;
  /**
   * Why the real app cannot cause `step` after `before` (an event no control of the page sends
   * there), or undefined: the covering paths are chosen among the generated ones without such steps.
   */
  unreachable?(step: PathStep, before: PathStep): string | undefined;
}

const INVOKE_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

/** The model's sample outcome as the server's answer. */
const sampleAnswer = (step: PathStep): Answer => {
  const event = step.event as EventObject & { output?: unknown; error?: unknown };
  if (step.kind === 'done') return { kind: 'json', body: event.output ?? { code: '1', message: '' } };
  const error = event.error as { code?: unknown } | undefined;
  // A plain Error stands for no envelope: half of them the network fails, half a proxy's 5xx.
  if (typeof error?.code !== 'string')
    return error === undefined ? { kind: 'serverError' } : { kind: 'abort' };
  if (error.code === 'network') return { kind: 'abort' };
  return {
    kind: 'json',
    status: error.code === '429' ? 429 : 200,
    body: { code: error.code, message: '' },
  };
};

const shortValue = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.length <= 24 ? value : undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

/** A step as a test name reads it: the event type with its short scalar fields only. */
const shortLabel = (step: PathStep): string => {
  if (step.kind !== 'event') {
    const match = /^([^(]+)/.exec(step.label);
    const payload =
      (step.event as { output?: unknown; error?: unknown }).output ??
      (step.event as { error?: unknown }).error;
    const code = (payload as { code?: unknown; orderStatus?: unknown } | undefined) ?? {};
    const detail = [code.orderStatus, code.code].map(shortValue).filter(Boolean).join(' ');
    return `${match?.[1]?.trim() ?? step.label}${detail ? `(${detail})` : ''}`;
  }
  const { type, ...payload } = step.event;
  const fields = Object.entries(payload)
    .map(([key, value]) => [key, shortValue(value)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key} ${value}`);
  return fields.length ? `${type}(${fields.join(', ')})` : type;
};

export const pathName = (path: MachinePath): string =>
  path.steps
    .map((step, index) => `${index ? `${shortLabel(step)} -> ` : ''}${describeStateValue(step.state.value)}`)
    .join(' -> ');

const newSession = async (browser: Browser, portal: Portal, driver: BrowserDriver): Promise<PathSession> => {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  // Playwright waits for ever unless told: a step the page never allows fails at its step, recorded.
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  await context.addCookies([{ name: 'lang', value: 'en', url: portal.baseUrl }]);
  const page = await context.newPage();
  const queues = new Map<string, Held[]>();
  const queue = (apiPath: string): Held[] => {
    const list = queues.get(apiPath) ?? [];
    queues.set(apiPath, list);
    return list;
  };

  const newHeld = (answer: Answer | undefined): Held => {
    let release = (): void => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { answer, release, released };
  };
  // Several actors may call one API path: one route each path.
  for (const apiPath of new Set(Object.values(driver.held))) {
    await page.route(
      (url) => url.pathname.endsWith(apiPath),
      async (route) => {
        const list = queue(apiPath);
        // The first answer no request took yet; none arranged: held until the context closes.
        let held = list.find((item) => !item.route);
        if (!held) {
          held = newHeld(undefined);
          list.push(held);
        }
        held.route = route;
        await held.released;
        if (list.includes(held)) list.splice(list.indexOf(held), 1);
        const answer = held.answer;
        try {
          if (!answer || answer.kind === 'server') await route.continue();
          else if (answer.kind === 'changed') {
            const response = await route.fetch();
            await route.fulfill({ response, json: answer.change(await response.json()) });
          } else if (answer.kind === 'abort') await route.abort('failed');
          else if (answer.kind === 'serverError') {
            await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
          } else {
            await route.fulfill({
              status: answer.status ?? 200,
              contentType: 'application/json',
              body: JSON.stringify(answer.body),
            });
          }
        } catch {
          // The page went on without this answer (it aborted the request, or the context closed).
        }
      },
    );
  }
  const session: PathSession = {
    browser,
    portal,
    context,
    page,
    answerNext: (apiPath, answer) => {
      const list = queue(apiPath);
      const waiting = list.find((item) => item.route && item.answer === undefined);
      if (waiting) waiting.answer = answer;
      else list.push(newHeld(answer));
    },
    release: async (apiPath) => {
      const deadline = Date.now() + UI_TIMEOUT_MS;
      while (!queue(apiPath).some((item) => item.route)) {
        if (Date.now() > deadline) throw new Error(`no request to ${apiPath} was made`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      queue(apiPath)
        .find((item) => item.route)!
        .release();
    },
    releaseNewest: async (apiPath, answer) => {
      const deadline = Date.now() + UI_TIMEOUT_MS;
      while (queue(apiPath).filter((item) => item.route).length < 2) {
        if (Date.now() > deadline) throw new Error(`no second request to ${apiPath} was made`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const newest = queue(apiPath)
        .filter((item) => item.route)
        .at(-1)!;
      newest.answer = answer;
      newest.release();
    },
    heldCount: (apiPath) => queue(apiPath).filter((item) => item.route).length,
    next: undefined,
  };
  // A held request the page gave up (a reload, an abort) is no longer waiting on the server.
  page.on('requestfailed', (request) => {
    for (const list of queues.values()) {
      const index = list.findIndex((item) => item.route?.request() === request);
      if (index >= 0) list.splice(index, 1);
    }
  });
  return session;
};

/**
 * The paths of a machine that the browser runs: generated as everywhere (shortest paths, simple
 * paths, one through each transition) from the events each page causes (`produces`), then the
 * fewest of them that still walk everything, each with its page.
 */
export const browserPaths = (
  drivers: readonly BrowserDriver[],
): { driver: BrowserDriver; path: MachinePath }[] => {
  const entry = drivers[0]!.entry;
  const candidates = drivers.flatMap((driver) =>
    generatePaths(entry, driver.produces)
      .filter(
        (path) =>
          !path.steps.some((step, index) => index > 0 && driver.unreachable?.(step, path.steps[index - 1]!)),
      )
      .map((path) => ({ driver, path })),
  );
  return coveringPaths(
    entry,
    candidates.map(({ path }) => path),
  ).map((path) => candidates.find((candidate) => candidate.path === path)!);
};

/** The invoke id of an actor outcome step: `fetchQrCode` for `xstate.done.actor.fetchQrCode`. */
const invokeIdOf = (step: PathStep | undefined): string | undefined =>
  step && (step.kind === 'done' || step.kind === 'error')
    ? INVOKE_EVENT.exec(step.event.type)?.[2]
    : undefined;

const runStep = async (
  driver: BrowserDriver,
  session: PathSession,
  step: PathStep,
  previous: PathStep | undefined,
): Promise<void> => {
  const invokeId = invokeIdOf(step);
  if (step.kind === 'init') {
    await driver.start(session);
  } else if (invokeId !== undefined && driver.outcomes?.[invokeId]) {
    await driver.outcomes[invokeId](step, session);
  } else if (invokeId !== undefined) {
    const apiPath = driver.held[invokeId];
    if (!apiPath) throw new Error(`${driver.entry.machine.id}: no held API path for the actor ${invokeId}`);
    await session.release(apiPath);
  } else if (step.kind === 'after') {
    if (!driver.advance) throw new Error(`${driver.entry.machine.id}: no clock for ${step.label}`);
    // As the jsdom runner does: 1 ms short of the delay nothing happened yet, then the last one.
    await driver.advance(step.ms! - 1, session);
    if (previous) await assertState(driver, session, previous);
    await driver.advance(1, session);
  } else {
    const perform = driver.events[step.event.type];
    if (!perform) throw new Error(`no browser action for event ${step.event.type}: add it to the driver`);
    await perform(step.event, session);
  }
  await assertState(driver, session, step);
};

const assertState = async (driver: BrowserDriver, session: PathSession, step: PathStep): Promise<void> => {
  const name = describeStateValue(step.state.value);
  const check = driver.states[name];
  if (!check) throw new Error(`no browser assertion for state ${name}: add it to the driver`);
  await check(session, step);
};

/**
 * One `it` per path, named by its states (after its page's name when several pages bind the
 * machine); one shared browser and portal (`shared()`), a new context per path. Records each path
 * as the model and jsdom runs do (`createPathRecorder`, the same names), with a screenshot per
 * step, and writes the machine's result file when the describe block ends.
 */
export const describeBrowserPaths = (
  pages: BrowserDriver | readonly BrowserDriver[],
  shared: () => { browser: Browser; portal: Portal },
): void => {
  const drivers = 'entry' in pages ? [pages] : pages;
  const { entry } = drivers[0]!;
  const machineId = entry.machine.id;
  const recorder = createPathRecorder(entry, 'browser');
  const shotsDir = join(PATH_RESULTS_DIR, 'browser', 'shots', machineId);
  let started = 0;

  describe(`${machineId} in Chromium`, () => {
    rmSync(shotsDir, { recursive: true, force: true });
    browserPaths(drivers).forEach(({ driver, path }, pathIndex) => {
      const named = { ...path, description: pathName(path) };
      const through = driver.where ? recordingThrough(recorder, driver.where) : recorder;
      // One more try on a loaded machine; a first attempt that failed stays in the report as failed.
      it(driver.where ? `${driver.where}: ${named.description}` : named.description, {
        retry: 1,
      }, async () => {
        if (!started) started = performance.now();
        mkdirSync(shotsDir, { recursive: true });
        const { browser, portal } = shared();
        const session = await newSession(browser, portal, driver);
        const screenshots: string[] = [];
        const screenshot = async (index: number): Promise<void> => {
          const shot = join('browser', 'shots', machineId, `${pathIndex}-${index}.png`);
          await session.page.screenshot({ path: join(PATH_RESULTS_DIR, shot) });
          screenshots[index] = shot;
        };
        let current = 0;
        try {
          for (const [index, step] of path.steps.entries()) {
            current = index;
            session.next = path.steps[index + 1];
            // The answer of an actor the step starts is arranged before the step makes the request.
            const next = path.steps[index + 1];
            const nextInvoke = invokeIdOf(next);
            if (next && nextInvoke && driver.held[nextInvoke]) {
              const answer = (await driver.answers?.[nextInvoke]?.(next, session)) ?? sampleAnswer(next);
              session.answerNext(driver.held[nextInvoke]!, answer);
            }
            await runStep(driver, session, step, path.steps[index - 1]);
            await screenshot(index);
          }
          through.record(named, { outcome: 'passed' }, screenshots);
        } catch (error) {
          await screenshot(current).catch(() => {});
          // What the steps before the failing one reached, the browser reached.
          through.record(
            named,
            { outcome: 'failed', failedStep: current, error: failureText(error) },
            screenshots,
          );
          throw error;
        } finally {
          await session.context.close();
        }
      });
    });

    afterAll(async () => {
      await recorder.write();
      console.log(
        `${machineId} in Chromium: ${recorder.result().paths.length} paths in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    });
  });
};
