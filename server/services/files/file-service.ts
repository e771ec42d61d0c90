/**
 * Who may upload and download attorney files: uploads are a signed-in user's, counted
 * per user; a download is for the uploader or staff of the same company only, and anyone else is
 * told the file does not exist, so stored names cannot be probed.
 */
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { MINUTE_MS } from '../accounts/clock.ts';
import type { RateLimit, RateLimiter } from '../accounts/rate-limiter.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { FileStore } from './file-store.ts';

/** A booking needs one file, a few tries at most; a stream of uploads is filling the disk. */
export const UPLOADS_PER_USER: RateLimit = { bucket: 'upload-user', limit: 20, windowMs: 10 * MINUTE_MS };

export const createFileService = (store: FileStore, limiter: RateLimiter) => ({
  store,

  /** Counts an upload; false when the user is over the limit. */
  admitUpload: (viewer: Viewer): Promise<boolean> => limiter.hit(UPLOADS_PER_USER, String(viewer.userId)),

  /** The file with its bytes, for its uploader or staff of its company; otherwise undefined. */
  openForDownload: async (viewer: Viewer, storedName: string) => {
    const row = await store.findByStoredName(storedName);
    const allowed =
      row !== undefined &&
      row.companyId === viewer.companyId &&
      (row.userId === viewer.userId || viewer.userType === STAFF_USER_TYPE);
    if (!allowed) return undefined;
    const bytes = await store.openBytes(storedName);
    return bytes === undefined ? undefined : { row, bytes };
  },
});

export type FileService = ReturnType<typeof createFileService>;
