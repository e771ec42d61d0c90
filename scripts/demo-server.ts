/**
 * The benchmarks' server: `node server/main.ts` in demo mode (SQLite) on a fresh data folder and a
 * free port, serving the built app, as a person would start it; ready once `/index` answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The demo tenant's first start seeds its freight data, which takes a while on a slow machine. */
const START_TIMEOUT_MS = 180_000;

const root = path.resolve(import.meta.dirname, '..');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

export interface DemoServer {
  port: number;
  baseUrl: string;
  process: ChildProcess;
  /** Stops the server, waits for it to exit and deletes its data folder. */
  stop(): Promise<void>;
}

export const startDemoServer = async (): Promise<DemoServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: '1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(root, 'dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/index`).catch(() => null);
    if (up?.status === 200) return { port, baseUrl, process: child, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
