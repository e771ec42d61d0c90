import { once } from 'node:events';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  startServer,
} from './support/server-process.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const waitFor = (running: ServerProcess, text: string): Promise<void> => running.waitFor(text);

let database: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  env = {
    DATA_DIR: database.dir,
    STATIC_DIR: path.join(database.dir, 'no-build'),
    ...(database.config.kind === 'postgres' ? { DATABASE_URL: database.config.url } : {}),
  };
});
afterAll(() => database.drop());

describe('node server/main.ts', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('migrates, seeds, listens, and on SIGTERM finishes and exits 0', async () => {
    const port = await freePort();
    const running = startServer({ ...env, PORT: String(port) });
    try {
      await waitFor(running, 'portal listening');
      expect(running.output()).toContain('seeded the demo tenant');
      // The log says how long the start took.
      expect(running.output()).toMatch(/"startupMs":\d+,.*portal listening .* after \d+ ms/);
      const response = await fetch(`http://127.0.0.1:${port}/api/webuser/getCompanyInfoById`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ companyId: 1 }),
      });
      expect((await response.json()).code).toBe('1');
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      expect(running.output()).toContain('"msg":"stopped"');
    } finally {
      running.child.kill('SIGKILL');
    }
  });

  it('on SIGTERM, a request already being received still gets its answer before the exit', async () => {
    const port = await freePort();
    const running = startServer({ ...env, PORT: String(port) });
    try {
      await waitFor(running, 'portal listening');
      const body = JSON.stringify({ companyId: 1 });
      const call = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/webuser/getCompanyInfoById',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = once(call, 'response').then(async ([response]) => {
        let text = '';
        for await (const chunk of response) text += chunk;
        return JSON.parse(text).code;
      });
      // Half the body now, the signal once the server has seen the request (its log says so), then
      // the rest: the request is in flight while shutting down.
      call.write(body.slice(0, 5));
      await waitFor(running, 'incoming request');
      running.child.kill('SIGTERM');
      await waitFor(running, 'shutting down');
      call.end(body.slice(5));
      expect(await answered).toBe('1');
      expect(await running.exited).toBe(0);
    } finally {
      running.child.kill('SIGKILL');
    }
  });

  /** Sends the headers and half the body of a request: it stays in flight until `finish()`. */
  const inFlight = (port: number) => {
    const body = JSON.stringify({ companyId: 1 });
    const call = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/webuser/getCompanyInfoById',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    call.on('error', () => undefined);
    const answered = once(call, 'response').then(async ([response]) => {
      let text = '';
      for await (const chunk of response) text += chunk;
      return JSON.parse(text).code;
    });
    // A test that never finishes the request sees it reset by the exit: not an error of its own.
    answered.catch(() => undefined);
    call.write(body.slice(0, 5));
    return { answered, finish: () => call.end(body.slice(5)) };
  };

  /** /readyz's status, or 0 when no connection is accepted. */
  const readyz = async (port: number): Promise<number> => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
    } catch {
      return 0;
    }
  };

  it('on SIGTERM, readiness is lost at once while a request in flight still completes (the drain)', async () => {
    const port = await freePort();
    const running = startServer({ ...env, PORT: String(port) });
    try {
      await waitFor(running, 'portal listening');
      expect(await readyz(port)).toBe(200);
      const call = inFlight(port);
      await waitFor(running, 'incoming request');
      running.child.kill('SIGTERM');
      await waitFor(running, 'shutting down');
      // A balancer's probe no longer gets 200: refused, or 503 "draining" if it slipped in first.
      let status = await readyz(port);
      for (let tries = 0; status === 200 && tries < 50; tries++) status = await readyz(port);
      expect([0, 503]).toContain(status);
      expect(running.child.exitCode).toBe(null);
      call.finish();
      expect(await call.answered).toBe('1');
      expect(await running.exited).toBe(0);
      expect(running.output()).toContain('"msg":"stopped"');
    } finally {
      running.child.kill('SIGKILL');
    }
  });

  it('a stop gives up after SHUTDOWN_GRACE_SECONDS when a request never finishes, and exits 1', async () => {
    const port = await freePort();
    const running = startServer({ ...env, PORT: String(port), SHUTDOWN_GRACE_SECONDS: '1' });
    try {
      await waitFor(running, 'portal listening');
      inFlight(port);
      await waitFor(running, 'incoming request');
      const stoppedAt = performance.now();
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(1);
      expect(performance.now() - stoppedAt).toBeGreaterThanOrEqual(900);
      expect(running.output()).toContain('shutdown took longer than SHUTDOWN_GRACE_SECONDS');
    } finally {
      running.child.kill('SIGKILL');
    }
  });

  it('seeds on the first start only: a restart on the same data keeps it', async () => {
    const port = await freePort();
    const running = startServer({ ...env, PORT: String(port) });
    try {
      await waitFor(running, 'portal listening');
      expect(running.output()).not.toContain('seeded the demo tenant');
      expect(running.output()).not.toContain('database migrated');
      running.child.kill('SIGINT');
      expect(await running.exited).toBe(0);
    } finally {
      running.child.kill('SIGKILL');
    }
  });

  it.each([
    [{ PORT: 'abc' }, 'config: PORT must be an integer from 1 to 65535, got "abc"'],
    [
      { LOG_LEVEL: 'loud' },
      'config: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [
      { DATABASE_URL: 'mysql://db/x' },
      'config: DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://db/x"',
    ],
  ])('stops at start-up on %j with one clear line and exit code 1', async (bad, line) => {
    const running = startServer({ ...env, ...bad });
    expect(await running.exited).toBe(1);
    expect(running.output().trim()).toBe(line);
  });
});
