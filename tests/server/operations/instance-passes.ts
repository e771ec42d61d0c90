/**
 * One instance of the portal as its own process, for the several-instances test: built from the
 * environment as server/main.ts builds it (DATA_DIR, DATABASE_URL, …) with the clock pinned at
 * argv[2] (ms), it prints `ready`, waits for a line on stdin so that every process starts at once,
 * starts and runs its background passes twice more, and prints its payment provider calls as one JSON line.
 */
import { once } from 'node:events';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { createDatabase } from '../../../server/db/connection.ts';
import { METRICS_URL } from '../../../server/plugins/metrics.ts';

const config = readConfig(process.env);
const db = createDatabase(config.database);
const at = new Date(Number(process.argv[2]));
const app = await buildApp({ config, db, now: () => at });
process.stdout.write('ready\n');
await once(process.stdin, 'data');
process.stdin.destroy();
// Started as main.ts starts it (its start-up passes), and its passes run beside them.
await app.ready();
for (let round = 0; round < 2; round++)
  await Promise.all([app.bookingSweeper.run(), app.feedSweeper.run(), app.mailQueue.drain()]);
await app.mailQueue.drain();
const metrics = (await app.inject({ method: 'GET', url: METRICS_URL })).body;
const calls = Object.fromEntries(
  [...metrics.matchAll(/^portal_payment_provider_requests_total\{operation="(\w+)"\} (\d+)$/gm)].map(
    ([, operation, count]) => [operation, Number(count)],
  ),
);
process.stdout.write(`${JSON.stringify(calls)}\n`);
await app.close();
await db.destroy();
