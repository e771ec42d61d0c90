import type { Database, MediaTable, NewMedia } from '../schema.ts';

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
