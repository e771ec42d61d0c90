/**
 * What the booking service and the sweeper use of the attorney files. A file is attached
 * to an order by one conditional UPDATE (the uploader's own file, once, inside the order's
 * transaction); files no order took are listed for the sweeper, which removes file and row
 * idempotently; an upload under way never appears under a real name.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachFilesToOrders,
  createUploadedFileRepository,
} from '../../../server/db/repositories/uploaded-file-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import { createLocalByteStore } from '../../../server/services/files/byte-store.ts';
import { createFileStore, type FileStore } from '../../../server/services/files/file-store.ts';
import { testNow } from '../../support/test-clock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { filesDirOf, filesOnDisk, samples } from './support.ts';

let t: TestApp;
let store: FileStore;
let clock = testNow();
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  store = createFileStore(createUploadedFileRepository(t.db), {
    filesDir: filesDirOf(t),
    bytes: createLocalByteStore(filesDirOf(t)),
    now: () => clock,
  });
}, 60_000);
afterAll(() => t.close());

const owner = { companyId: 1, userId: 7 };

/** Stores a file through the same steps as an upload, at the given time. */
const keepAt = async (at: string, user = owner, data = samples.pdf) => {
  clock = new Date(at);
  const received = await store.receive(PassThrough.from([data]));
  if (!received.ok) throw new Error(received.problem);
  return store.keep(received, user, 'attorney.pdf');
};

/** Lets the store's file calls run until `count` .partial files are there (no timer: the event loop turns). */
const untilPartial = async (count = 1): Promise<string[]> => {
  for (let turn = 0; turn < 10_000; turn += 1) {
    const partial = (await filesOnDisk(t)).filter((name) => name.endsWith('.partial'));
    if (partial.length >= count) return partial;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`fewer than ${count} .partial files appeared`);
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Whether the file went with the order (attachFilesToOrders with one file). */
const attach = async (db: Database, storedName: string, userId: number, orderId: number): Promise<boolean> =>
  (await attachFilesToOrders(db, [{ storedName, userId, orderId }])).has(storedName);

describe('the attorney file store', () => {
  it('attachFilesToOrders: only the uploader, only once, and inside a transaction', async () => {
    const file = await keepAt('2026-03-02T08:00:00.000Z');
    expect(await attach(t.db, file.alifileName, 999, 1)).toBe(false);
    // A rolled-back order leaves the file free.
    await t.db
      .transaction()
      .execute(async (trx) => {
        expect(await attach(trx, file.alifileName, owner.userId, 1)).toBe(true);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await store.findByStoredName(file.alifileName))?.orderId).toBeNull();
    const [first, second] = await Promise.all([
      attach(t.db, file.alifileName, owner.userId, 2),
      attach(t.db, file.alifileName, owner.userId, 3),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await attach(t.db, file.alifileName, owner.userId, 4)).toBe(false);
    expect([2, 3]).toContain((await store.findByStoredName(file.alifileName))?.orderId);
    expect((await store.filesOfOrders([2, 3])).map((row) => row.storedName)).toEqual([file.alifileName]);
    expect(await store.filesOfOrders([])).toEqual([]);
  });

  it('unattachedBefore lists files no order took, older than the cutoff, oldest first, up to the limit', async () => {
    const old1 = await keepAt('2026-01-01T00:00:00.000Z');
    const old2 = await keepAt('2026-01-01T00:00:01.000Z');
    await keepAt('2026-01-01T00:00:02.000Z').then((file) => attach(t.db, file.alifileName, owner.userId, 10));
    await keepAt('2026-02-01T00:00:00.000Z');
    const due = await store.unattachedBefore('2026-01-02T00:00:00.000Z', 10);
    expect(due.map((row) => row.storedName)).toEqual([old1.alifileName, old2.alifileName]);
    expect(await store.unattachedBefore('2026-01-02T00:00:00.000Z', 1)).toHaveLength(1);
  });

  it('remove deletes the file and its row, and a second remove (or a file already gone) is fine', async () => {
    const file = await keepAt('2026-03-02T08:00:00.000Z');
    const onDisk = store.pathOf(file.alifileName);
    expect(await exists(onDisk)).toBe(true);
    await store.remove(file.alifileName);
    await store.remove(file.alifileName);
    expect(await exists(onDisk)).toBe(false);
    expect(await store.findByStoredName(file.alifileName)).toBeUndefined();
  });

  it('an upload under way is only a .partial file; the real name appears complete, with its row', async () => {
    const stream = new PassThrough();
    const receiving = store.receive(stream);
    stream.write(samples.pdf.subarray(0, 10));
    // Half-way: only the temporary name.
    expect(await untilPartial()).toHaveLength(1);
    stream.end(samples.pdf.subarray(10));
    const received = await receiving;
    if (!received.ok) throw new Error(received.problem);
    expect(path.basename(received.partialPath)).toBe(`${received.storedName}.${clock.getTime()}.partial`);
    expect(await exists(store.pathOf(received.storedName))).toBe(false);
    await store.keep(received, owner, 'a.pdf');
    expect(await exists(store.pathOf(received.storedName))).toBe(true);
    expect(await exists(received.partialPath)).toBe(false);
  });

  it('a stream that fails half-way leaves nothing behind', async () => {
    const before = await filesOnDisk(t);
    const stream = new PassThrough();
    // As @fastify/multipart does with every file stream, so that the error is never unhandled.
    stream.on('error', () => undefined);
    const receiving = store.receive(stream);
    stream.write(samples.pdf);
    await untilPartial();
    stream.destroy(new Error('Part terminated early'));
    await expect(receiving).rejects.toThrow('Part terminated early');
    expect(await filesOnDisk(t)).toEqual(before);
  });

  it('removePartialsBefore deletes what uploads cut short by a crash left, not an upload under way', async () => {
    clock = new Date('2026-03-02T08:00:00.000Z');
    const crashed = new PassThrough();
    crashed.on('error', () => undefined);
    const cutShort = store.receive(crashed);
    await untilPartial();
    clock = new Date('2026-03-02T09:00:00.000Z');
    const live = new PassThrough();
    const receiving = store.receive(live);
    await untilPartial(2);
    expect(await store.removePartialsBefore('2026-03-02T08:30:00.000Z')).toBe(1);
    live.end(samples.png);
    const received = await receiving;
    expect(received.ok).toBe(true);
    await store.discard(received);
    crashed.destroy(new Error('gone'));
    await expect(cutShort).rejects.toThrow('gone');
    expect((await filesOnDisk(t)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('only names of the random form become paths', () => {
    for (const name of ['../portal.db', 'a/b', '', 'short']) expect(() => store.pathOf(name)).toThrow();
  });
});
