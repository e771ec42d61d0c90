/** What a freight service answers: data, or a failure the route turns into the envelope. */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { FreightMessageId } from '../../../domain/freight/messages.ts';

export type Outcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: 200 | 400 | 401 | 403;
      code: ResultCode;
      id: FreightMessageId;
      values?: Record<string, string | number>;
    };

export const ok = <T>(data: T): Outcome<T> => ({ ok: true, data });

export const invalid = (id: FreightMessageId, values?: Record<string, string | number>): Outcome<never> => ({
  ok: false,
  status: 400,
  code: ResultCode.invalidInput,
  id,
  ...(values === undefined ? {} : { values }),
});

export const notFound = (id: FreightMessageId, values?: Record<string, string | number>): Outcome<never> => ({
  ok: false,
  status: 200,
  code: ResultCode.notFound,
  id,
  ...(values === undefined ? {} : { values }),
});

export const unauthorized = (id: FreightMessageId): Outcome<never> => ({
  ok: false,
  status: 401,
  code: ResultCode.unauthorized,
  id,
});
export const forbidden = (id: FreightMessageId): Outcome<never> => ({
  ok: false,
  status: 403,
  code: ResultCode.forbidden,
  id,
});
