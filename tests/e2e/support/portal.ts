// Starts the real server (node server/main.ts) on a free port with a fresh data folder, serving the
// built app from dist/, as a person would run it. Each call is an independent portal with its own
// SQLite database, so tests never see each other's data.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Portal {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  baseUrl: string;
  /** The server's DATA_DIR: portal.db, outbox/, files/. Deleted by stop(). */
  dataDir: string;
  /** The end of what the server printed (its last 8000 characters). */
  output(): string;
  stop(): Promise<void>;
}

export interface PortalOptions {
  /** Extra environment for the server, e.g. { LOG_LEVEL: 'debug' }. */
  env?: Record<string, string>;
  /** How long to wait for the first answer (migrations and seeding run first). */
  startTimeoutMs?: number;
  /** Runs on the empty data folder before the server starts (the forwarder's own data, say). */
  prepare?: (dataDir: string) => Promise<void>;
}

/** A port nobody listens on now: the kernel picks it, we release it for the server. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

export const startPortal = async (options: PortalOptions = {}): Promise<Portal> => {
  const staticDir = join(REPO_ROOT, 'dist');
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(
      'startPortal: dist/index.html is missing, run `vite build` first (npm run test:e2e does)',
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  await options.prepare?.(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // Inherit the environment (PATH, locale) but not DATABASE_URL: e2e tests read the SQLite file.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // The browser tests sign in as the demo accounts, which exist in demo mode only.
      DEMO_MODE: '1',
      // Cheap password hashes for the accounts the tests create (the demo accounts keep theirs).
      SCRYPT_COST: '10',
      // A pinned-date run (npm run test:dates -- --e2e) starts the server's clock at TEST_NOW. The
      // browser keeps the real clock: no browser test reads a date in the page. A production start
      // (DEMO_MODE=0) refuses a made-up clock: it runs on the machine's.
      ...(process.env.TEST_NOW && options.env?.DEMO_MODE !== '0'
        ? { PORTAL_CLOCK: process.env.TEST_NOW }
        : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the end of the server's output to explain a failed start.
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // If the test process dies without calling stop(), do not leave the server behind.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // A graceful shutdown closes the database; give it a few seconds before forcing.
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(forced);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  // Generous: a first start migrates and seeds the demo freight data, slowly on a loaded 2-core machine.
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`startPortal: the server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      // Any HTTP answer means it listens; a refused connection means not yet.
      await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      return { baseUrl, dataDir, output: () => output, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`startPortal: no answer from ${baseUrl} in time:\n${output}`);
      }
      await delay(100);
    }
  }
};
