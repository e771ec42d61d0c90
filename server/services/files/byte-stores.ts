/** The byte store the configuration names (FILE_STORE), for one kind of file. */
import path from 'node:path';
import type { FileStoreConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { type ByteStore, createLocalByteStore } from './byte-store.ts';
import { createDatabaseByteStore } from './database-byte-store.ts';
import { createS3ByteStore } from './s3-byte-store.ts';

/**
 * `folder`: '' for attorney files and pictures, `rate-sheets` for rate sheets: a subfolder of
 * `<DATA_DIR>/files`, a name prefix in the table, a key prefix in the bucket.
 */
export const createByteStore = (
  config: FileStoreConfig,
  { db, filesDir, folder = '' }: { db: Database; filesDir: string; folder?: string },
): ByteStore => {
  const prefix = folder === '' ? '' : `${folder}/`;
  switch (config.kind) {
    case 'local':
      return createLocalByteStore(path.join(filesDir, folder));
    case 'database':
      return createDatabaseByteStore(db, prefix);
    case 's3':
      return createS3ByteStore(config.s3, prefix);
  }
};
