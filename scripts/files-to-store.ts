/**
 * Moves the uploaded files kept in `<DATA_DIR>/files` (attorney files, pictures, rate sheets) into
 * the store FILE_STORE names (`database` or `s3`), for an installation that kept them in the folder
 * before (docs/decisions.md "Uploaded files in a store every instance shares"). Run it once with the
 * portal's own environment, on each host that kept files; running it again moves nothing twice.
 *
 *   FILE_STORE=database DATABASE_URL=postgres://… DATA_DIR=/var/lib/portal npm run files:to-store
 */
import path from 'node:path';
import { readConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createByteStore } from '../server/services/files/byte-stores.ts';
import { moveFolderInto } from '../server/services/files/move-to-store.ts';
import { RATE_SHEET_FOLDER } from '../server/services/rates/sheet-upload.ts';

const config = readConfig(process.env);
if (config.fileStore.kind === 'local') {
  console.error('FILE_STORE is local: the files already are where the portal keeps them.');
  process.exit(1);
}
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  const filesDir = path.join(config.dataDir, 'files');
  for (const folder of ['', RATE_SHEET_FOLDER]) {
    const store = createByteStore(config.fileStore, { db, filesDir, folder });
    try {
      const { moved, alreadyStored } = await moveFolderInto(path.join(filesDir, folder), store);
      console.log(
        `${path.join(filesDir, folder)}: ${moved} moved, ${alreadyStored} already in the store (left)`,
      );
    } finally {
      store.close();
    }
  }
} finally {
  await db.destroy();
}
