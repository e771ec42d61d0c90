/**
 * The names around an attorney file: the random name it is stored under (spec §7's `alifileName`),
 * the customer's own name kept for the download, and the name a download is saved as.
 */
import { randomBytes } from 'node:crypto';
import { STORED_FILE_NAME } from '../../../domain/api/booking-schemas.ts';
import { hasControlCharacters } from '../../../domain/api/plain-text.ts';
import { type AttorneyFileKind, CONTENT_TYPE_OF, FILE_NAME_MAX } from '../../../domain/booking/file-kind.ts';

/** 24 random bytes, 32 URL-safe characters: unguessable, so a name alone reveals nothing. */
export const newStoredName = (): string => randomBytes(24).toString('base64url');

export const isStoredName = (name: string): boolean => STORED_FILE_NAME.test(name);

const EXTENSIONS: Record<AttorneyFileKind, readonly string[]> = {
  pdf: ['.pdf'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
};

export const kindOfContentType = (contentType: string): AttorneyFileKind | undefined =>
  (Object.keys(CONTENT_TYPE_OF) as AttorneyFileKind[]).find((kind) => CONTENT_TYPE_OF[kind] === contentType);

/** The last path segment, whichever separator the sender's system uses. */
const lastSegment = (name: string): string => name.split(/[/\\]/).at(-1)?.trim() ?? '';

/** At most FILE_NAME_MAX characters (code points, not halves of one), the extension kept. */
const cut = (name: string): string => {
  const characters = Array.from(name);
  if (characters.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length === 0 || extension.length > 10) return characters.slice(0, FILE_NAME_MAX).join('');
  return [...characters.slice(0, FILE_NAME_MAX - extension.length), ...extension].join('');
};

/** Saved files always end in their kind's extension: a PDF named `x.exe` downloads as `x.exe.pdf`. */
const withExtension = (name: string, kind: AttorneyFileKind): string => {
  const lower = name.toLowerCase();
  if (EXTENSIONS[kind].some((extension) => lower.endsWith(extension))) return name;
  return cut(`${name}${EXTENSIONS[kind][0]}`);
};

/**
 * The customer's name for an uploaded file, as kept: its last segment, cut to FILE_NAME_MAX. null
 * when it holds control characters (refused: no form types them). An empty name becomes
 * `attorney` with the kind's extension once the kind is known (`keptFileName`).
 */
export const uploadedFileName = (raw: string): string | null =>
  hasControlCharacters(raw) ? null : cut(lastSegment(raw));

export const keptFileName = (name: string, kind: AttorneyFileKind): string =>
  withExtension(name === '' ? 'attorney' : name, kind);

/**
 * The name a download is saved as: the form's `fileName` may choose it (spec §7), cleaned of path
 * separators, quotes, control characters and characters no file system takes, and it keeps the
 * stored kind's extension; otherwise the name kept at upload.
 */
export const downloadNameOf = (
  kept: string,
  requested: string | undefined,
  kind: AttorneyFileKind,
): string => {
  const cleaned = lastSegment(requested ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return withExtension(cleaned === '' ? kept : cut(cleaned), kind);
};

/** RFC 6266 / 5987: an ASCII fallback for old clients and the exact name in UTF-8. */
export const contentDispositionOf = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
