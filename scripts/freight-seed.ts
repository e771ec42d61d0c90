/**
 * Seeds the freight demo data at a chosen scale into the configured database (DATA_DIR / DATABASE_URL,
 * as the server reads them), after migrating and seeding the demo tenant.
 *   node scripts/freight-seed.ts --scale large      # >= 1 000 000 rates, >= 100 000 shipments
 * Scales: test, default (what the server seeds on first start in demo mode), large. Data already there is kept:
 * seed a fresh DATA_DIR or database to change the scale.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import { FREIGHT_SCALES } from '../server/db/freight/generator.ts';
import { seedFreight } from '../server/db/freight/seed.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoTenant } from '../server/db/seed/seed.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: 'default' } } });
const scale = FREIGHT_SCALES[values.scale as keyof typeof FREIGHT_SCALES];
if (scale === undefined) {
  console.error(`--scale must be one of ${Object.keys(FREIGHT_SCALES).join(', ')}`);
  process.exit(2);
}

const config = readConfig(process.env);
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  await seedDemoTenant(db, config.publicBaseUrl);
  const started = performance.now();
  // Around PORTAL_CLOCK's instant when a demo runs on a chosen date, as the server would seed.
  const now = (config.clockStart ?? new Date()).getTime();
  const counts = await seedFreight(db, { scale, now, log: (line) => console.log(line) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    counts === null
      ? 'freight data already present; nothing seeded'
      : `seeded scale ${scale.name} in ${seconds} s: ${JSON.stringify(counts)}`,
  );
} finally {
  await db.destroy();
}
