/**
 * Imports DCSA documents from JSON files into the configured database (DATA_DIR / DATABASE_URL):
 *   node scripts/freight-import.ts --kind tntEvents events.json [more.json ...]
 *   node scripts/freight-import.ts --kind csPointToPoint routes.json
 * A file holds one document or an array of them (TNT 2.2 events, or CS 1.0.3 PointToPoint routes).
 * Same validation and idempotency as the staff endpoint freightimport/importDcsa.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { IMPORT_KINDS } from '../domain/api/freight-schemas.ts';
import { formatFreightMessage } from '../domain/freight/messages.ts';
import { readConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { type ImportKind, importDcsa } from '../server/services/freight/importer.ts';

const { values, positionals } = parseArgs({ options: { kind: { type: 'string' } }, allowPositionals: true });
const kind = IMPORT_KINDS.find((candidate) => candidate === values.kind) as ImportKind | undefined;
if (kind === undefined || positionals.length === 0) {
  console.error(`usage: node scripts/freight-import.ts --kind ${IMPORT_KINDS.join('|')} file.json [...]`);
  process.exit(2);
}

const documents = positionals.flatMap((file) => {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed : [parsed];
});

const db = createDatabase(readConfig(process.env).database);
try {
  await migrateToLatest(db);
  // A command-line run stands at the machine's real time (the server's services take the injected clock).
  const outcome = await importDcsa(db, kind, documents, Date.now());
  if (!outcome.ok) {
    console.error(formatFreightMessage(outcome.id, 'en', outcome.values));
    process.exitCode = 1;
  } else {
    console.log(JSON.stringify(outcome.data));
  }
} finally {
  await db.destroy();
}
