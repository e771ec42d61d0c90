/**
 * Rows of uploaded attorney files (spec §5). Over a `Database` or a transaction of one, so that the
 * booking service attaches the file inside the order's own transaction.
 */
import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import type { UploadedFilesTable } from '../booking-schema.ts';
import type { Database, DatabaseSchema } from '../schema.ts';
import { turnBatch } from '../turn-batch.ts';
import { oneOf, rowsFrom } from './query-helpers.ts';

export type UploadedFileRow = Selectable<UploadedFilesTable>;
export type NewUploadedFile = Insertable<UploadedFilesTable>;

/**
 * The file is no user's head picture. A head picture is never an attorney file (spec §7): no booking
 * takes one, and no sweep deletes one, whatever order once took it.
 */
export const notAHeadPicture = ({
  exists,
  not,
  selectFrom,
}: ExpressionBuilder<DatabaseSchema, 'uploadedFiles'>) =>
  not(
    exists(selectFrom('users').select('users.id').whereRef('users.headPic', '=', 'uploadedFiles.storedName')),
  );

/**
 * The file is no customer's power of attorney on file, and no order names it (an order booked with
 * the file on file names it without taking it): the sweeper never deletes such a file.
 */
export const neitherOnFileNorNamed = ({
  and,
  not,
  exists,
  selectFrom,
}: ExpressionBuilder<DatabaseSchema, 'uploadedFiles'>) =>
  and([
    not(
      exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.attorneyFile', '=', 'uploadedFiles.storedName'),
      ),
    ),
    not(
      exists(
        selectFrom('spaceOrders')
          .select('spaceOrders.id')
          .whereRef('spaceOrders.attorneyFile', '=', 'uploadedFiles.storedName'),
      ),
    ),
  ]);

/** A file to go with an order: the uploader's own, named by its stored name. */
export interface FileToAttach {
  storedName: string;
  userId: number;
  orderId: number;
}

/**
 * One conditional UPDATE for all the files: each only its uploader's own, only while no order has
 * it and it is no head picture. Answers the stored names it attached: the row count decides, so two
 * bookings racing for one file cannot both take it.
 */
export const attachFilesToOrders = async (
  db: Database,
  files: readonly FileToAttach[],
): Promise<Set<string>> => {
  if (files.length === 0) return new Set();
  const rows = await db
    .updateTable('uploadedFiles')
    .from(
      rowsFrom(
        db,
        'given',
        { storedName: 'text', userId: 'integer', orderId: 'integer' },
        files.map(({ storedName, userId, orderId }) => ({ storedName, userId, orderId })),
      ),
    )
    .set((eb) => ({ orderId: eb.ref('given.orderId') }))
    .whereRef('uploadedFiles.storedName', '=', 'given.storedName')
    .whereRef('uploadedFiles.userId', '=', 'given.userId')
    // Unary plus keeps SQLite's planner off the index of unattached files for this term: it would
    // walk them all (a release's crowd leaves thousands) instead of looking the given names up.
    .where(sql<number | null>`+${sql.ref('uploadedFiles.orderId')}`, 'is', null)
    .where(notAHeadPicture)
    .returning('uploadedFiles.storedName')
    .execute();
  return new Set(rows.map((row) => row.storedName));
};

/** Which of these files some user has as head picture: why a booking may not take them. */
export const headPicturesAmong = async (
  db: Database,
  storedNames: readonly string[],
): Promise<Set<string>> =>
  storedNames.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .selectFrom('users')
            .select('headPic')
            .where('headPic', 'in', [...storedNames])
            .execute()
        ).map((row) => row.headPic),
      );

export const createUploadedFileRepository = (db: Database) => ({
  insert: async (file: NewUploadedFile): Promise<void> => {
    await db.insertInto('uploadedFiles').values(file).execute();
  },

  findByStoredName: (storedName: string): Promise<UploadedFileRow | undefined> =>
    db.selectFrom('uploadedFiles').selectAll().where('storedName', '=', storedName).executeTakeFirst(),

  /**
   * A file named in a booking, with whether it is its uploader's power of attorney on file (an
   * order names that one without taking it). Every booking reads its file before deciding: the
   * reads of one turn go in one statement (turn-batch.ts).
   */
  findForBooking: turnBatch(
    async (
      storedNames: readonly string[],
    ): Promise<ReadonlyMap<string, UploadedFileRow & { onFile: boolean }>> =>
      new Map(
        (
          await db
            .selectFrom('uploadedFiles')
            .selectAll('uploadedFiles')
            .select((eb) =>
              eb
                .exists(
                  eb
                    .selectFrom('users')
                    .select('users.id')
                    .whereRef('users.id', '=', 'uploadedFiles.userId')
                    .whereRef('users.attorneyFile', '=', 'uploadedFiles.storedName'),
                )
                .as('onFile'),
            )
            .where(oneOf(db, 'uploadedFiles.storedName', storedNames))
            .execute()
        )
          // SQLite answers the flag as 0 or 1, PostgreSQL as a boolean.
          .map((row) => [row.storedName, { ...row, onFile: Boolean(row.onFile) }]),
      ),
  ),

  /**
   * Files no order took or names, no user has as head picture (spec §3) or power of attorney on
   * file, uploaded before the cutoff,
   * oldest first: the sweeper's. A replaced or removed head picture becomes one of them.
   */
  unattachedBefore: (isoCutoff: string, limit: number): Promise<UploadedFileRow[]> =>
    db
      .selectFrom('uploadedFiles')
      .selectAll()
      .where('orderId', 'is', null)
      .where('createdAt', '<', isoCutoff)
      .where(notAHeadPicture)
      .where(neitherOnFileNorNamed)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Whether some user has the file as head picture: why a booking may not take it. */
  isHeadPicture: async (storedName: string): Promise<boolean> =>
    (await headPicturesAmong(db, [storedName])).size > 0,

  /** The files of these stored names (the orders' attorney files, taken by them or on file). */
  filesNamed: (storedNames: readonly string[]): Promise<UploadedFileRow[]> =>
    storedNames.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('uploadedFiles')
          .selectAll()
          .where('storedName', 'in', [...storedNames])
          .execute(),

  /** The power of attorney the user keeps on file, when they keep one. */
  attorneyFileOnFile: async (userId: number): Promise<UploadedFileRow | undefined> =>
    db
      .selectFrom('uploadedFiles')
      .innerJoin('users', 'users.attorneyFile', 'uploadedFiles.storedName')
      .selectAll('uploadedFiles')
      .where('users.id', '=', userId)
      .where('uploadedFiles.userId', '=', userId)
      .executeTakeFirst(),

  /** Keeps the file on file for its user (the one kept before, if any, is no longer). */
  keepOnFile: async (userId: number, storedName: string): Promise<void> => {
    await db.updateTable('users').set({ attorneyFile: storedName }).where('id', '=', userId).execute();
  },

  filesOfOrders: (orderIds: readonly number[]): Promise<UploadedFileRow[]> =>
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('uploadedFiles')
          .selectAll()
          .where('orderId', 'in', [...orderIds])
          .orderBy('id')
          .execute(),

  deleteByStoredName: async (storedName: string): Promise<void> => {
    await db.deleteFrom('uploadedFiles').where('storedName', '=', storedName).execute();
  },
});

export type UploadedFileRepository = ReturnType<typeof createUploadedFileRepository>;
