/**
 * Files an installation kept in its folder move into the shared store (scripts/files-to-store.ts):
 * stored names only, each leaving the folder once the store has all of it; a name the store has
 * already stays; a second run moves nothing twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStoredName } from '../../../server/services/files/file-names.ts';
import { moveFolderInto } from '../../../server/services/files/move-to-store.ts';
import { createS3ByteStore } from '../../../server/services/files/s3-byte-store.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

let server: TestS3Server;
beforeAll(async () => {
  server = await startS3Server();
}, 60_000);
afterAll(() => server.close());

describe('moving the local folder into a shared store', () => {
  it('moves stored names only, keeps what the store has already, and a second run moves nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
    const store = createS3ByteStore(server.settings);
    try {
      const [first, second, kept] = [newStoredName(), newStoredName(), newStoredName()];
      const partial = `${newStoredName()}.1764201600000.partial`;
      await writeFile(path.join(dir, first), 'first');
      await writeFile(path.join(dir, second), 'second');
      await writeFile(path.join(dir, partial), 'half');
      await writeFile(path.join(dir, kept), 'local copy');
      const elsewhere = path.join(dir, 'elsewhere');
      await writeFile(elsewhere, 'stored copy');
      await store.commit(kept, elsewhere);

      expect(await moveFolderInto(dir, store)).toEqual({ moved: 2, alreadyStored: 1 });
      for (const [name, text] of [
        [first, 'first'],
        [second, 'second'],
        [kept, 'stored copy'],
      ] as const) {
        const stored = await store.open(name);
        expect(stored === undefined ? undefined : (await buffer(stored.body)).toString()).toBe(text);
      }
      expect((await readdir(dir)).sort()).toEqual([kept, partial].sort());
      expect(await moveFolderInto(dir, store)).toEqual({ moved: 0, alreadyStored: 1 });
      expect(await moveFolderInto(path.join(dir, 'rate-sheets'), store)).toEqual({
        moved: 0,
        alreadyStored: 0,
      });
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
