/**
 * Rows of uploaded attorney files (issue 10). Over a `Database` or a transaction of one, so that the
 * booking service attaches the file inside the order's own transaction.
 */
import type { Insertable, Selectable } from 'kysely';
import type { UploadedFilesTable } from '../booking-schema.ts';
import type { Database } from '../schema.ts';

export type UploadedFileRow = Selectable<UploadedFilesTable>;
export type NewUploadedFile = Insertable<UploadedFilesTable>;

export const createUploadedFileRepository = (db: Database) => ({
  insert: async (file: NewUploadedFile): Promise<void> => {
    await db.insertInto('uploadedFiles').values(file).execute();
  },

  findByStoredName: (storedName: string): Promise<UploadedFileRow | undefined> =>
    db.selectFrom('uploadedFiles').selectAll().where('storedName', '=', storedName).executeTakeFirst(),

  /**
   * One conditional UPDATE: only the uploader's own file, only while no order has it. The row count
   * decides, so two bookings racing for one file cannot both take it.
   */
  attachToOrder: async (storedName: string, userId: number, orderId: number): Promise<boolean> => {
    const result = await db
      .updateTable('uploadedFiles')
      .set({ orderId })
      .where('storedName', '=', storedName)
      .where('userId', '=', userId)
      .where('orderId', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /**
   * Files no order took and no user has as head picture (issue 11), uploaded before the cutoff,
   * oldest first: the sweeper's. A replaced or removed head picture becomes one of them.
   */
  unattachedBefore: (isoCutoff: string, limit: number): Promise<UploadedFileRow[]> =>
    db
      .selectFrom('uploadedFiles')
      .selectAll()
      .where('orderId', 'is', null)
      .where('createdAt', '<', isoCutoff)
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('users').select('users.id').whereRef('users.headPic', '=', 'uploadedFiles.storedName'),
          ),
        ),
      )
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit)
      .execute(),

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
