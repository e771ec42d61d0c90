/**
 * Start-up errors are one clear line: the real process (node server/main.ts) on a data
 * folder it cannot use, an unreachable DATABASE_URL, and a SQLite file deleted while it runs.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import { freePort, PROCESS_TEST_TIMEOUT_MS, postJson, startServer } from './support/server-process.ts';
import { TEST_DB } from './support/test-database.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-start-up-'));
  // Other users (the read-only case runs as nobody when the tests run as root) may look inside.
  chmodSync(dir, 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const baseEnv = (dataDir: string, port: number) => ({
  DATA_DIR: dataDir,
  STATIC_DIR: path.join(dir, 'no-build'),
  PORT: String(port),
});

describe('start-up errors are one clear line', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('a DATA_DIR that cannot be created stops start-up with one line and exit code 1', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const server = startServer(baseEnv(dataDir, await freePort()));
    expect(await server.exited).toBe(1);
    expect(server.lines()).toEqual([
      `start-up: cannot create DATA_DIR ${dataDir} (ENOTDIR: not a directory, mkdir '${dataDir}'); create it or set DATA_DIR to a writable folder`,
    ]);
  });

  it('a read-only DATA_DIR stops start-up with one line and exit code 1', async () => {
    const dataDir = path.join(dir, 'read-only');
    mkdirSync(dataDir, { mode: 0o555 });
    chmodSync(dataDir, 0o555);
    // root writes anywhere: run the server as nobody then, as a service account would run.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const server = startServer(baseEnv(dataDir, await freePort()), asNobody);
    expect(await server.exited).toBe(1);
    expect(server.lines()).toHaveLength(1);
    expect(server.lines()[0]).toMatch(
      new RegExp(
        `^start-up: DATA_DIR ${dataDir} is not writable \\(EACCES: permission denied, open '${dataDir}/\\.write-check-[^']+'\\); make it writable or set DATA_DIR to a writable folder$`,
      ),
    );
  });

  it('an unreachable DATABASE_URL stops start-up with one line, without the password, and exit code 1', async () => {
    const dbPort = await freePort();
    const server = startServer({
      ...baseEnv(path.join(dir, 'unreachable'), await freePort()),
      DATABASE_URL: `postgres://portal:hunter2@127.0.0.1:${dbPort}/portal`,
    });
    expect(await server.exited).toBe(1);
    expect(server.lines()).toEqual([
      `start-up: cannot reach the database at DATABASE_URL postgres://***@127.0.0.1:${dbPort}/portal (connect ECONNREFUSED 127.0.0.1:${dbPort})`,
    ]);
  });
});

// The file check is SQLite's own; PostgreSQL keeps its files to itself.
describe.skipIf(TEST_DB !== 'sqlite')(
  'a SQLite database file deleted while running (SQLite project only)',
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    const FILE_LOST =
      /^database: the SQLite file .+portal\.db was deleted or replaced while the portal was running; stopping so that no write goes into a file nobody reads \(restore it from a backup and start again\)$/;

    it('a write after the deletion is not acknowledged: the process stops with one clear line', async () => {
      const dataDir = path.join(dir, 'deleted-on-write');
      const port = await freePort();
      const server = startServer(baseEnv(dataDir, port));
      await server.waitFor('portal listening');
      await unlink(path.join(dataDir, 'portal.db'));
      const answer = await postJson(port, AccountPath.webregister, {
        email: 'after-deletion@example.com',
        password: 'abc12345',
        nameEn: 'After Deletion',
        companyId: 1,
        sendMailFlag: 2,
        webFlag: 2,
      }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      // The connection drops (the process is gone) or the answer is a failure: never a success.
      expect(answer instanceof Error ? 'no answer' : answer.body.code).not.toBe('1');
      expect(await server.exited).toBe(1);
      // The request's own log line (JSON, on stdout) may reach the pipe after the stop's line (stderr).
      expect(
        server
          .lines()
          .filter((line) => !line.startsWith('{'))
          .at(-1),
      ).toMatch(FILE_LOST);
    });

    it('an idle portal notices the deletion by itself and stops with the same line', async () => {
      const dataDir = path.join(dir, 'deleted-idle');
      const server = startServer(baseEnv(dataDir, await freePort()));
      await server.waitFor('portal listening');
      await unlink(path.join(dataDir, 'portal.db'));
      expect(await server.exited).toBe(1);
      expect(server.lines().at(-1)).toMatch(FILE_LOST);
    });
  },
);
