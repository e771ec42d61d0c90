/**
 * Runs the real server (node server/main.ts) as a child process with a chosen environment, for tests
 * of what only a whole process shows: start-up lines, exit codes, what a start seeds.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const MAIN = path.resolve('server/main.ts');

/** How long a start may take to print a line; tests of whole processes size their timeouts on it. */
export const START_TIMEOUT_MS = 90_000;
/** A test that starts a process or two: room for two slow starts. */
export const PROCESS_TEST_TIMEOUT_MS = 2 * START_TIMEOUT_MS + 30_000;

export const freePort = async (): Promise<number> => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr interleaved as they arrived. */
  output(): string;
  lines(): string[];
  exited: Promise<number | null>;
  /** Resolves when the output contains `text`; rejects when the process exits first or in time. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export const startServer = (
  env: Record<string, string>,
  options: Pick<SpawnOptions, 'uid' | 'gid'> = {},
): ServerProcess => {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  // A first start migrates and seeds (the demo freight data in demo mode): slow on a loaded 2-core
  // machine with a second suite beside it, so the default wait is generous.
  const waitFor = (text: string, timeoutMs = START_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        listeners.delete(check);
        clearTimeout(timer);
        if (error === undefined) resolve();
        else reject(error);
      };
      const check = () => {
        if (output.includes(text)) done();
      };
      const timer = setTimeout(
        () => done(new Error(`no ${JSON.stringify(text)} within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      listeners.add(check);
      void exited.then((code) => {
        if (!output.includes(text))
          done(new Error(`exited (${code}) before ${JSON.stringify(text)}:\n${output}`));
      });
      check();
    });

  return {
    child,
    output: () => output,
    lines: () => output.split('\n').filter((line) => line !== ''),
    exited,
    waitFor,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};

/** POST a JSON body to the running server's API. */
export const postJson = async (port: number, apiPath: string, body: unknown) => {
  const response = await fetch(`http://127.0.0.1:${port}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
};
