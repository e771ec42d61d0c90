/**
 * What an attorney file (power of attorney) may be, decided by its first bytes, never by its name
 * or the browser's content type (a renamed .exe is refused).
 */
/** The stored name of an uploaded file (`alifileName`, spec §7): random, URL-safe. */
export const STORED_FILE_NAME = /^[A-Za-z0-9_-]{16,64}$/;

export const ATTORNEY_FILE_KINDS = ['pdf', 'jpeg', 'png'] as const;
export type AttorneyFileKind = (typeof ATTORNEY_FILE_KINDS)[number];

export const CONTENT_TYPE_OF: Record<AttorneyFileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const SIGNATURES: readonly { kind: AttorneyFileKind; bytes: readonly number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes `fileKindOf` needs. */
export const FILE_KIND_HEAD_BYTES = 8;

/** The kind the first bytes show, or null for anything else (executables, archives, text, too short). */
export const fileKindOf = (head: Uint8Array): AttorneyFileKind | null =>
  SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind ?? null;

/** A file's original name as kept for the download: its last path segment, at most this long. */
export const FILE_NAME_MAX = 120;
