/**
 * Schema pieces every answer shares: the envelope (domain/api/envelope.ts, docs/api.md) and the
 * record page. The answer schemas describe what the server sends; nothing parses answers with them
 * at run time, the OpenAPI document publishes them and the server suite checks real answers
 * against it. They live apart from the answer types' modules so that the client, which imports the
 * types only, never carries them.
 */
import * as v from 'valibot';
import { ResultCode } from './envelope.ts';

const Code = v.picklist(Object.values(ResultCode));

/** An answer with its named fields beside code and message (spec §3 validateMap, logoQrCode...). */
export const replyOf = <TFields extends v.ObjectEntries>(fields: TFields) =>
  v.strictObject({ code: Code, message: v.string(), ...fields });

/** The envelope whose payload is `data` (absent on a failure and on a success that carries none). */
export const envelopeOf = <TData extends v.GenericSchema>(data: TData) =>
  v.strictObject({ code: Code, message: v.string(), data: v.optional(data) });

/** An answer with its own HTTP status (400, 401, 403, 413, 429, 500, 503): that code, and why. */
export const failureSchemaOf = <TCode extends ResultCode>(code: TCode) =>
  v.strictObject({ code: v.literal(code), message: v.string() });

/** Workspace record lists (orders, advance bookings, grab requests, space orders). */
export const recordPageOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.strictObject({ list: v.array(item), total: v.number(), pageNo: v.number(), pageSize: v.number() });
