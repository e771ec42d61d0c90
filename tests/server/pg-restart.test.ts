/**
 * The pg pool had no `error` listener, so a PostgreSQL restart while it held idle
 * connections ended the process. This starts its OWN throwaway cluster (the shared one of
 * TEST_DATABASE_URL is left alone), runs the real process on it, and stops and starts the cluster
 * under traffic: the process lives on, answers the envelope's 503 with Retry-After while the
 * database is away, and serves again once it is back.
 */
import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../domain/api/paths.ts';
import { DATABASE_RETRY_AFTER_S } from '../../server/plugins/error-handling.ts';
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  postJson,
  type ServerProcess,
  startServer,
} from './support/server-process.ts';
import { TEST_DB } from './support/test-database.ts';

const execute = promisify(execFile);

/** initdb and pg_ctl: on PATH, or in Debian's /usr/lib/postgresql/<version>/bin (the newest). */
const findPgBin = (): string | undefined => {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  if (onPath !== undefined) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')));
};

const pgBin = findPgBin();
/** initdb and the server refuse to run as root: as root, the cluster belongs to the postgres user. */
const asRoot = process.getuid?.() === 0;

const skipReason =
  TEST_DB !== 'postgres'
    ? 'runs in the server-postgres project'
    : pgBin === undefined
      ? 'no PostgreSQL binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql: apt-get install postgresql'
      : undefined;
if (TEST_DB === 'postgres' && skipReason !== undefined)
  console.warn(`pg-restart.test.ts skipped: ${skipReason}`);

/** Runs a PostgreSQL tool as the cluster's owner. */
const pg = (tool: string, args: string[]) =>
  asRoot
    ? execute('runuser', ['-u', 'postgres', '--', path.join(pgBin ?? '', tool), ...args])
    : execute(path.join(pgBin ?? '', tool), args);

let dir: string;
let dataDir: string;
let clusterPort: number;
let server: ServerProcess | undefined;

const startCluster = () =>
  pg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${clusterPort} -k ${dir} -c listen_addresses=localhost -c fsync=off`,
    'start',
  ]);

/** Fast shutdown: PostgreSQL ends every connection, the pool's idle ones included. */
const stopCluster = () => pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);

describe.skipIf(skipReason !== undefined)(
  `a PostgreSQL restart under traffic does not end the process${skipReason === undefined ? '' : ` (skipped: ${skipReason})`}`,
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-restart-'));
      if (asRoot) await execute('chown', ['postgres:postgres', dir]);
      dataDir = path.join(dir, 'data');
      await pg('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ]);
      clusterPort = await freePort();
      await startCluster();
    }, 60_000);
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('answers 503 with Retry-After while the database is away, then serves again, and never exits', async () => {
      const port = await freePort();
      server = startServer({
        PORT: String(port),
        DATA_DIR: path.join(dir, 'portal-data'),
        STATIC_DIR: path.join(dir, 'no-build'),
        DATABASE_URL: `postgres://postgres@localhost:${clusterPort}/postgres`,
      });
      await server.waitFor('portal listening');

      // Traffic: two clients asking back to back; every outcome is recorded as status:code:retry-after.
      const outcomes: string[] = [];
      const recorded = new EventEmitter();
      let sending = true;
      const client = async () => {
        while (sending) {
          const outcome = await postJson(port, ApiPath.getCompanyInfoById, { companyId: 1 }).then(
            ({ status, body, headers }) => `${status}:${body.code}:${headers.get('retry-after') ?? ''}`,
            (error: unknown) => `no answer: ${error instanceof Error ? error.message : String(error)}`,
          );
          outcomes.push(outcome);
          recorded.emit('outcome', outcome);
        }
      };
      const running = server;
      /** Resolves once `count` more outcomes equal to `wanted` arrived; rejects if the server exits. */
      const seen = (wanted: string, count: number) =>
        new Promise<void>((resolve, reject) => {
          let left = count;
          const listener = (outcome: string) => {
            if (outcome === wanted && --left === 0) {
              recorded.off('outcome', listener);
              resolve();
            }
          };
          recorded.on('outcome', listener);
          void running.exited.then((code) =>
            reject(new Error(`the server exited (${code}):\n${running.output()}`)),
          );
        });
      const ok = '200:1:';
      const unavailable = `503:503:${DATABASE_RETRY_AFTER_S}`;
      const clients = [client(), client()];
      try {
        await seen(ok, 20);
        // The pool now holds idle connections that the shutdown breaks.
        await stopCluster();
        await seen(unavailable, 20);
        await startCluster();
        await seen(ok, 20);
      } finally {
        sending = false;
        await Promise.all(clients);
      }

      expect(server.child.exitCode).toBeNull();
      const kinds = [...new Set(outcomes)];
      expect(kinds.filter((kind) => kind !== ok && kind !== unavailable)).toEqual([]);
      expect(server.output()).toContain('database connection lost; the next query reconnects');
      expect(await server.stop()).toBe(0);
    });
  },
);
