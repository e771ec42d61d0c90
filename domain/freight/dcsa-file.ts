/**
 * What a staff member's DCSA file holds, read by its content and not its name (a file called
 * `events.json` may hold schedules): a Commercial Schedules 1.0.3 point-to-point answer (routes
 * with `legs`) or a Track & Trace 2.2 answer (events with an `eventType`), as an array or one
 * document. The import then checks every document against its schema on the server, all or
 * nothing per file (server/services/freight/importer.ts).
 */
import { type IMPORT_KINDS, IMPORT_MAX_DOCUMENTS } from '../api/freight-schemas.ts';

/**
 * One file is one request, under the server's body limit of 1 MiB (server/app.ts) with room for
 * the request's own fields: a larger export is split into several files.
 */
export const DCSA_FILE_MAX_BYTES = 1_000_000;

export type DcsaFileProblem =
  /** Larger than DCSA_FILE_MAX_BYTES. */
  | { problem: 'tooLarge' }
  /** Not JSON at all. */
  | { problem: 'notJson' }
  /** JSON without any document, or more than one import takes. */
  | { problem: 'empty' }
  | { problem: 'tooMany'; max: number }
  /** `documents[index]` is neither a point-to-point route nor an event, or not of the first one's kind. */
  | { problem: 'notDcsa'; index: number };

export type DcsaFile =
  | { ok: true; kind: (typeof IMPORT_KINDS)[number]; documents: unknown[] }
  | ({ ok: false } & DcsaFileProblem);

const kindOf = (document: unknown) => {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return null;
  if ('eventType' in document) return 'tntEvents';
  if ('legs' in document) return 'csPointToPoint';
  return null;
};

export const readDcsaFile = (text: string, bytes: number): DcsaFile => {
  if (bytes > DCSA_FILE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const documents = Array.isArray(parsed) ? parsed : [parsed];
  if (documents.length === 0) return { ok: false, problem: 'empty' };
  if (documents.length > IMPORT_MAX_DOCUMENTS)
    return { ok: false, problem: 'tooMany', max: IMPORT_MAX_DOCUMENTS };
  const kind = kindOf(documents[0]);
  const stray = documents.findIndex((document) => kindOf(document) !== kind);
  if (kind === null || stray !== -1) return { ok: false, problem: 'notDcsa', index: Math.max(stray, 0) };
  return { ok: true, kind, documents };
};
