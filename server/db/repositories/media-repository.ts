import { createHash } from 'node:crypto';
import type { Database, MediaTable, NewMedia } from '../schema.ts';

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A media row whose id carries a hash of the bytes, so a changed picture gets a new URL. */
export const mediaOf = (name: string, contentType: string, bytes: Uint8Array): NewMedia => {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { id: `${name}-${hash}.${EXTENSIONS[contentType] ?? 'bin'}`, contentType, bytes };
};

export const createMediaRepository = (db: Database) => ({
  findById: (id: string): Promise<MediaTable | undefined> =>
    db.selectFrom('media').select(['id', 'contentType', 'bytes']).where('id', '=', id).executeTakeFirst(),

  /** Ids are content hashes: a row that exists already holds the same bytes. */
  insertIfAbsent: async (media: NewMedia): Promise<void> => {
    await db
      .insertInto('media')
      .values(media)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
});

export type MediaRepository = ReturnType<typeof createMediaRepository>;
