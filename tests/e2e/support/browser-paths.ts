// Model-based path tests in Chromium: the generated paths of a machine driven through the real app
// against the real server. One browser and one portal serve every path of a file; each path gets a
// new context (cookies, storage, routes, clock). Per step: perform the event as its source would (a
// click, a page load, the server through the request that is held for it), then assert what the
// page shows for the state the model expects, then take a screenshot. What the run reached is
// written for the report as `.test-results/paths/browser/<machineId>.json`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import type { EventObject } from 'xstate';
import { readMachineDefinition } from '../../../scripts/statecharts/definition.ts';
import {
  coveringPaths,
  namesOfReach,
  type PathReach,
  reachOfPath,
  transitionName,
} from '../../machines/harness/coverage.ts';
import type { TestedMachine } from '../../machines/harness/model.ts';
import type { MachineRunResult, PathResult, PathStepResult } from '../../machines/harness/path-results.ts';
import {
  describeStateValue,
  generatePaths,
  type MachinePath,
  type PathStep,
} from '../../machines/harness/paths.ts';
import { type Portal, REPO_ROOT } from './portal.ts';

export const PATH_RESULTS_DIR = join(REPO_ROOT, '.test-results', 'paths');
export const BROWSER_RESULTS_DIR = join(PATH_RESULTS_DIR, 'browser');

/** A generous wait for what the page shows: the machine may be a loaded 2-core one. */
export const UI_TIMEOUT_MS = 20_000;

/** How the server "answers" a held request: passed on to it, or made up by the route. */
export type Answer =
  | { kind: 'server' }
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

/** Per machine: how its events happen and its states show in the real app. */
export interface BrowserDriver {
  entry: TestedMachine;
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
  /** Dotted state value (`describeStateValue`) -> what the page shows in it. */
  states: Readonly<Record<string, (session: PathSession) => Promise<void>>>;
  /** Moves the page's clock (and the server's where the machine's delay is the server's too). */
  advance?(ms: number, session: PathSession): Promise<void>;
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
  for (const apiPath of Object.values(driver.held)) {
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
          else if (answer.kind === 'abort') await route.abort('failed');
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
 * paths, one through each transition), then the fewest of them that still walk everything.
 */
export const browserPaths = (entry: TestedMachine): MachinePath[] =>
  coveringPaths(entry, generatePaths(entry));

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
  await check(session);
};

/**
 * One `it` per path, named by its states; one shared browser and portal (`shared()`), a new
 * context per path. Writes the machine's result file when the describe block ends.
 */
export const describeBrowserPaths = (
  driver: BrowserDriver,
  shared: () => { browser: Browser; portal: Portal },
): void => {
  const { entry } = driver;
  const machineId = entry.machine.id;
  const paths = browserPaths(entry);
  const definition = readMachineDefinition(entry);
  const edgeByKey = new Map(definition.edges.map((edge) => [edge.key, edge]));
  const results: PathResult[] = [];
  const reached = { states: new Set<string>(), edges: new Set<string>() };
  const shotsDir = join(BROWSER_RESULTS_DIR, 'shots', machineId);
  let started = 0;
  const addReach = (reach: PathReach): void => {
    for (const id of reach.states) reached.states.add(id);
    for (const key of reach.edges) reached.edges.add(key);
  };

  describe(`${machineId} in Chromium`, () => {
    rmSync(shotsDir, { recursive: true, force: true });
    paths.forEach((path, pathIndex) => {
      it(pathName(path), async () => {
        if (!started) started = performance.now();
        mkdirSync(shotsDir, { recursive: true });
        const { browser, portal } = shared();
        const reach = reachOfPath(entry, path);
        const steps: PathStepResult[] = path.steps.map((step, index) => {
          const edges = reach.stepEdges[index] ?? [];
          const names = edges.map((key) => edgeByKey.get(key)).filter((edge) => edge !== undefined);
          return {
            label: index ? step.label : 'start',
            state: describeStateValue(step.state.value),
            ...(names.length ? { transition: names.map(transitionName).join(', ') } : {}),
          };
        });
        const session = await newSession(browser, portal, driver);
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
            const shot = join('browser', 'shots', machineId, `${pathIndex}-${index}.png`);
            await session.page.screenshot({ path: join(PATH_RESULTS_DIR, shot) });
            steps[index]!.screenshot = shot;
          }
          addReach(reach);
          results[pathIndex] = { description: pathName(path), steps, outcome: 'passed' };
        } catch (error) {
          const shot = join('browser', 'shots', machineId, `${pathIndex}-${current}.png`);
          await session.page
            .screenshot({ path: join(PATH_RESULTS_DIR, shot) })
            .then(() => {
              steps[current]!.screenshot = shot;
            })
            .catch(() => {});
          // What the steps before the failing one reached, the browser reached.
          if (current > 0) addReach(reachOfPath(entry, { ...path, steps: path.steps.slice(0, current) }));
          results[pathIndex] = {
            description: pathName(path),
            steps,
            outcome: 'failed',
            failedStep: current,
            error: error instanceof Error ? error.message : String(error),
          };
          throw error;
        } finally {
          await session.context.close();
        }
      });
    });

    afterAll(() => {
      const file: MachineRunResult = {
        machineId,
        runner: 'browser',
        paths: results.filter(Boolean),
        reached: namesOfReach(entry, reached),
      };
      mkdirSync(BROWSER_RESULTS_DIR, { recursive: true });
      writeFileSync(join(BROWSER_RESULTS_DIR, `${machineId}.json`), `${JSON.stringify(file, null, 2)}\n`);
      console.log(
        `${machineId} in Chromium: ${results.filter(Boolean).length} paths in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    });
  });
};
