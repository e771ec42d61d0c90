/**
 * The head picture of spec §3 (user info `headPic`): a PNG or a JPEG, decided by its
 * first bytes like the attorney file (domain/booking/file-kind.ts), never by its name, and small,
 * since the header shows it on every page. The browser checks before uploading, the server again.
 */
import { type AttorneyFileKind, FILE_KIND_HEAD_BYTES, fileKindOf } from '../booking/file-kind.ts';

/** 2 MiB: a sharp photo at avatar size is a few hundred KiB; the header fetches it on each visit. */
export const HEAD_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const HEAD_PICTURE_KINDS: readonly AttorneyFileKind[] = ['png', 'jpeg'];

/** What the file input accepts; a hint for the chooser only, the bytes decide. */
export const HEAD_PICTURE_ACCEPT = 'image/png,image/jpeg';

export type HeadPictureProblem = 'headPictureTooLarge' | 'headPictureTypeNotAllowed';

export const isHeadPictureKind = (kind: AttorneyFileKind | null): boolean =>
  kind !== null && HEAD_PICTURE_KINDS.includes(kind);

/** Why a file cannot be a head picture, from its size and first bytes; null when it can. */
export const headPictureProblem = (size: number, head: Uint8Array): HeadPictureProblem | null => {
  if (size === 0 || !isHeadPictureKind(fileKindOf(head.subarray(0, FILE_KIND_HEAD_BYTES))))
    return 'headPictureTypeNotAllowed';
  return size > HEAD_PICTURE_MAX_BYTES ? 'headPictureTooLarge' : null;
};
