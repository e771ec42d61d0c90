/**
 * A customer's power of attorney on file (spec §5 asks one of every space booking): the customer
 * keeps one uploaded file and picks it in the booking dialog or when opening an offer's payment,
 * instead of uploading it again. An order booked with it names it and leaves it on file; the
 * stale-file sweeper never deletes a file on file or named by an order. A head picture is never an
 * attorney file (spec §7), so it cannot be kept on file either.
 */
import type { AttorneyFileOnFile } from '../../../domain/api/booking.ts';
import type {
  UploadedFileRepository,
  UploadedFileRow,
} from '../../db/repositories/uploaded-file-repository.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { invalid, notFound, ok } from '../outcome.ts';
import type { Outcome } from './space-orders.ts';

const answerOf = (file: UploadedFileRow | undefined): AttorneyFileOnFile => ({
  attorneyFile:
    file === undefined
      ? null
      : {
          alifileName: file.storedName,
          fileName: file.fileName,
          size: file.size,
          contentType: file.contentType,
        },
});

export const createAttorneyOnFile = (
  files: Pick<
    UploadedFileRepository,
    'attorneyFileOnFile' | 'findByStoredName' | 'isHeadPicture' | 'keepOnFile'
  >,
) => ({
  get: async (viewer: Viewer): Promise<Outcome<AttorneyFileOnFile>> =>
    ok(answerOf(await files.attorneyFileOnFile(viewer.userId))),

  /** Only the customer's own upload that no order took; anyone else's is "missing" (names cannot be probed). */
  keep: async (viewer: Viewer, storedName: string): Promise<Outcome<AttorneyFileOnFile>> => {
    const file = await files.findByStoredName(storedName);
    if (
      file === undefined ||
      file.userId !== viewer.userId ||
      file.companyId !== viewer.companyId ||
      file.orderId !== null
    )
      return notFound('attorneyFileNotFound');
    if (await files.isHeadPicture(storedName)) return invalid('attorneyFileIsHeadPicture');
    await files.keepOnFile(viewer.userId, storedName);
    return ok(answerOf(file));
  },
});

export type AttorneyOnFile = ReturnType<typeof createAttorneyOnFile>;
