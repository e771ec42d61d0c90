/**
 * Declares one API endpoint: POST /api/<path>, its body validated against the domain schema, the
 * handler's envelope sent as is. Keeps every route module down to "call a service, answer". A route
 * whose wrapper (signedIn, staffOnly or none) is not the access domain/api/path-access.ts declares
 * for its path is refused when the app is built, so the published security cannot be wrong.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { Endpoints } from '../../domain/api/endpoints.ts';
import type { Envelope } from '../../domain/api/envelope.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import type { ApiPath } from '../../domain/api/paths.ts';
import { failure, success } from '../envelope.ts';
import type { Language } from '../messages.ts';
import { accessOf } from '../plugins/session.ts';
import type { MessageValues, Outcome } from '../services/outcome.ts';
import { validateBody } from '../validation.ts';

export const apiUrl = (path: ApiPath): string => `/api/${path}`;

/** Codes whose HTTP status is not 200 (docs/api.md): validation, session, permission, rate limit. */
export const HTTP_STATUS: Partial<Record<ResultCode, number>> = {
  [ResultCode.invalidInput]: 400,
  [ResultCode.unauthorized]: 401,
  [ResultCode.forbidden]: 403,
  [ResultCode.rateLimited]: 429,
};

export const postApi = <P extends ApiPath>(
  app: FastifyInstance,
  path: P,
  handler: (
    body: v.InferOutput<(typeof Endpoints)[P]['request']>,
    request: FastifyRequest,
  ) => Promise<Envelope<unknown>>,
): void => {
  const { access } = Endpoints[path].access;
  if (accessOf(handler) !== access)
    throw new Error(`${path} is ${access} in domain/api/endpoints.ts but its route is ${accessOf(handler)}`);
  app.post(apiUrl(path), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = validateBody(Endpoints[path].request, request.body, request.portal.language);
    if (!body.ok) return reply.code(400).send(failure(ResultCode.invalidInput, body.message));
    const envelope = await handler(body.value, request);
    return reply.code(HTTP_STATUS[envelope.code] ?? 200).send(envelope);
  });
};

/** Words an area's message ids: its table of texts in both languages (domain/<area>/messages.ts). */
export type MessageFormat<M extends string> = (id: M, language: Language, values?: MessageValues) => string;

/**
 * The one way a route answers a service's outcome, given its area's message format: `data` puts the
 * data in the envelope's `data`; `fields` puts it beside code and message (spec §3's top-level
 * fields: orderStatus, code_url, order_form, validateMap, logoQrCode, ...); `word` turns data into
 * what is sent in the request's language. The message is the success's own if it names one, else
 * "Success". A failure is its code, its message worded and the fields it carries.
 */
export const answerWith = <M extends string>(format: MessageFormat<M>) => {
  const worded = (
    request: FastifyRequest,
    outcome: Extract<Outcome<unknown, M>, { ok: false }>,
  ): Envelope<unknown> => ({
    ...failure(outcome.code, format(outcome.id, request.portal.language, outcome.values)),
    ...outcome.fields,
  });
  const succeeded = (request: FastifyRequest, id: M | undefined, data?: unknown): Envelope<unknown> => {
    const { language } = request.portal;
    const envelope = success(language, data);
    return id === undefined ? envelope : { ...envelope, message: format(id, language) };
  };
  return {
    data: async <T, A = T>(
      request: FastifyRequest,
      pending: Outcome<T, M> | Promise<Outcome<T, M>>,
      word?: (data: T, language: Language) => A,
    ): Promise<Envelope<unknown>> => {
      const outcome = await pending;
      if (!outcome.ok) return worded(request, outcome);
      const data = word === undefined ? outcome.data : word(outcome.data, request.portal.language);
      return succeeded(request, outcome.id, data);
    },
    fields: async (
      request: FastifyRequest,
      pending: Outcome<object, M> | Promise<Outcome<object, M>>,
    ): Promise<Envelope<unknown>> => {
      const outcome = await pending;
      if (!outcome.ok) return worded(request, outcome);
      return { ...succeeded(request, outcome.id), ...outcome.data };
    },
  };
};
