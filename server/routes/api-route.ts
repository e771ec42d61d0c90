/**
 * Declares one API endpoint: POST /api/<path>, as the endpoint table (domain/api/endpoints.ts) says:
 * its access applied (a signed-in path answers '401' without a session, a staff path '403' to a
 * customer or to staff whose roles lack its permission), then its body validated against the path's schema, then the handler's envelope sent as
 * is. The table is also what the OpenAPI document publishes, so the published security is what the
 * server does. Keeps every route down to "call a service, answer".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { Endpoints } from '../../domain/api/endpoints.ts';
import type { Envelope } from '../../domain/api/envelope.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { Access, type PathAccessRule } from '../../domain/api/path-access.ts';
import type { ApiPath } from '../../domain/api/paths.ts';
import { STAFF_USER_TYPE } from '../../domain/constants.ts';
import { hasPermission } from '../../domain/permissions.ts';
import { failure, failureOf, success } from '../envelope.ts';
import type { Language } from '../messages.ts';
import type { Viewer } from '../services/accounts/viewer.ts';
import type { MessageValues, Outcome } from '../services/outcome.ts';
import { validateBody } from '../validation.ts';

export const apiUrl = (path: ApiPath): string => `/api/${path}`;

/**
 * Codes whose HTTP status is not 200 (docs/api.md): validation, session, permission, rate limit,
 * payment provider unavailable.
 */
export const HTTP_STATUS: Partial<Record<ResultCode, number>> = {
  [ResultCode.invalidInput]: 400,
  [ResultCode.unauthorized]: 401,
  [ResultCode.forbidden]: 403,
  [ResultCode.rateLimited]: 429,
  [ResultCode.providerUnavailable]: 502,
};

type EndpointOf<P extends ApiPath> = (typeof Endpoints)[P];

/** The body a path's handler gets: its schema's output, validated. */
export type BodyOf<P extends ApiPath> = v.InferOutput<EndpointOf<P>['request']>;

/** Who calls a path: anyone on a public one (the session read if sent), a signed-in user elsewhere. */
export type CallerOf<P extends ApiPath> = EndpointOf<P>['access']['access'] extends typeof Access.public
  ? Viewer | null
  : Viewer;

export type ApiHandler<P extends ApiPath> = (
  body: BodyOf<P>,
  caller: CallerOf<P>,
  request: FastifyRequest,
) => Promise<Envelope<unknown>>;

/** The path's access, applied: the refusal to send, or null when the caller may go on. */
const refusalOf = ({ access, permission }: PathAccessRule, request: FastifyRequest): Envelope | null => {
  const { viewer } = request;
  const { language } = request.portal;
  if (access === Access.public) return null;
  if (viewer === null) return failureOf(language, ResultCode.unauthorized, 'notLoggedIn');
  if (access !== Access.staff) return null;
  if (viewer.userType !== STAFF_USER_TYPE) return failureOf(language, ResultCode.forbidden, 'staffOnly');
  if (permission !== undefined && !hasPermission(viewer, permission))
    return failureOf(language, ResultCode.forbidden, 'permissionMissing');
  return null;
};

export const postApi = <P extends ApiPath>(app: FastifyInstance, path: P, handler: ApiHandler<P>): void => {
  const endpoint: EndpointOf<P> = Endpoints[path];
  app.post(apiUrl(path), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Access first: a caller who may not use the path learns nothing of its fields.
    const refusal = refusalOf(endpoint.access, request);
    if (refusal !== null) return reply.code(HTTP_STATUS[refusal.code] ?? 200).send(refusal);
    const body = validateBody(endpoint.request, request.body, request.portal.language);
    if (!body.ok) return reply.code(400).send(failure(ResultCode.invalidInput, body.message));
    const envelope = await handler(body.value as BodyOf<P>, request.viewer as CallerOf<P>, request);
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
