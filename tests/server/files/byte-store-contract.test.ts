/**
 * One contract for every place stored files' bytes may live (FILE_STORE, docs/decisions.md): the
 * local folder, PostgreSQL's `stored_files` table, and an S3-compatible object store (an
 * S3-protocol server on loopback, spoken to with signed requests). A file shows under its name
 * whole or not at all; deletes repeat safely (the sweepers); only random names are names.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { access, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { type ByteStore, createLocalByteStore } from '../../../server/services/files/byte-store.ts';
import { createDatabaseByteStore } from '../../../server/services/files/database-byte-store.ts';
import { newStoredName } from '../../../server/services/files/file-names.ts';
import { createS3ByteStore } from '../../../server/services/files/s3-byte-store.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../support/test-database.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

interface Backend {
  /** A store in the given folder ('' or `rate-sheets/`). */
  store(folder?: string): ByteStore;
  /** Where received files wait before their commit (the instance's own folder). */
  receivedDir: string;
  close(): Promise<void>;
}

const local = async (): Promise<Backend> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bytes-'));
  return {
    store: (folder = '') => createLocalByteStore(path.join(dir, folder)),
    receivedDir: dir,
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

const database = async (): Promise<Backend> => {
  const test: TestDatabase = await createTestDatabase();
  const db = test.open();
  await migrateToLatest(db);
  return {
    store: (folder = '') => createDatabaseByteStore(db, folder),
    receivedDir: test.dir,
    close: test.drop,
  };
};

let s3Server: TestS3Server;
const s3 = async (): Promise<Backend> => {
  s3Server = await startS3Server();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bytes-'));
  const stores: ByteStore[] = [];
  return {
    store: (folder = '') => {
      const store = createS3ByteStore(s3Server.settings, folder);
      stores.push(store);
      return store;
    },
    receivedDir: dir,
    close: async () => {
      for (const store of stores) store.close();
      await s3Server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const BACKENDS: [string, () => Promise<Backend>, boolean][] = [
  ['local folder', local, true],
  // The database store is PostgreSQL's: SQLite keeps files in the local folder.
  ['PostgreSQL table', database, TEST_DB === 'postgres'],
  ['S3-compatible object store', s3, true],
];

describe.each(BACKENDS)('the byte store contract: %s', (_, start, runs) => {
  let backend: Backend;
  let store: ByteStore;
  beforeAll(async () => {
    if (!runs) return;
    backend = await start();
    store = backend.store();
  }, 60_000);
  afterAll(async () => {
    if (runs) await backend.close();
  });

  /** A complete received file, as an upload leaves it before its commit. */
  const received = async (bytes: Buffer): Promise<string> => {
    const file = path.join(backend.receivedDir, `${newStoredName()}.partial`);
    await writeFile(file, bytes);
    return file;
  };
  const readBack = async (name: string, from = store) => {
    const stored = await from.open(name);
    return stored === undefined ? undefined : { size: stored.size, bytes: await buffer(stored.body) };
  };

  it.runIf(runs)(
    'a committed file reads back byte for byte, with its size; the received file is gone',
    async () => {
      const bytes = randomBytes(70_000);
      const name = newStoredName();
      const file = await received(bytes);
      await store.commit(name, file);
      expect(await readBack(name)).toEqual({ size: bytes.length, bytes });
      expect(await exists(file)).toBe(false);
    },
  );

  it.runIf(runs)('a file as large as an attorney file may be streams back whole', async () => {
    const bytes = randomBytes(UPLOAD_MAX_BYTES);
    const name = newStoredName();
    await store.commit(name, await received(bytes));
    const back = await readBack(name);
    expect(back?.size).toBe(UPLOAD_MAX_BYTES);
    expect(back?.bytes.equals(bytes)).toBe(true);
  });

  it.runIf(runs)('nothing shows under a name before its commit, nor after a commit that failed', async () => {
    const name = newStoredName();
    const file = await received(randomBytes(100));
    expect(await store.open(name)).toBeUndefined();
    // The received file is gone (a crash took it): the commit fails and the name stays empty.
    rmSync(file);
    await expect(store.commit(name, file)).rejects.toThrow();
    expect(await store.open(name)).toBeUndefined();
  });

  it.runIf(runs)('remove is idempotent: a second remove, or a name never stored, is fine', async () => {
    const name = newStoredName();
    await store.commit(name, await received(randomBytes(10)));
    await store.remove(name);
    await store.remove(name);
    await store.remove(newStoredName());
    expect(await store.open(name)).toBeUndefined();
  });

  it.runIf(runs)(
    'folders keep kinds of files apart: the same name in another folder is another file',
    async () => {
      const sheets = backend.store('rate-sheets/');
      const name = newStoredName();
      await store.commit(name, await received(Buffer.from('attorney file')));
      expect(await sheets.open(name)).toBeUndefined();
      await sheets.commit(name, await received(Buffer.from('rate sheet')));
      expect((await readBack(name))?.bytes.toString()).toBe('attorney file');
      expect((await readBack(name, sheets))?.bytes.toString()).toBe('rate sheet');
      await sheets.remove(name);
      expect((await readBack(name))?.bytes.toString()).toBe('attorney file');
    },
  );

  it.runIf(runs)('only names of the random form are names', async () => {
    for (const name of ['../portal.db', 'a/b', '', 'short']) {
      await expect(store.open(name)).rejects.toThrow('not a stored file name');
      await expect(store.remove(name)).rejects.toThrow('not a stored file name');
      await expect(store.commit(name, await received(Buffer.from('x')))).rejects.toThrow(
        'not a stored file name',
      );
    }
  });
});

describe('the S3-compatible object store is spoken to with signed requests', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  }, 60_000);
  afterAll(() => server.close());

  it('a request signed with a wrong secret is refused, and stores nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-bytes-'));
    const name = newStoredName();
    const file = path.join(dir, 'received');
    await writeFile(file, 'bytes');
    const forged = createS3ByteStore({
      ...server.settings,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
    });
    const genuine = createS3ByteStore(server.settings);
    try {
      await expect(forged.commit(name, file)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      expect(await genuine.open(name)).toBeUndefined();
      await genuine.commit(name, file);
      expect((await genuine.open(name))?.size).toBe(5);
    } finally {
      forged.close();
      genuine.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
