/**
 * Declares one API endpoint: POST /api/<path>, its body validated against the domain schema, the
 * handler's envelope sent as is. Keeps every route module down to "call a service, answer". A route
 * whose wrapper (signedIn, staffOnly or none) is not the access domain/api/path-access.ts declares
 * for its path is refused when the app is built, so the published security cannot be wrong.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { Envelope } from '../../domain/api/envelope.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { PathAccess } from '../../domain/api/path-access.ts';
import type { ApiPath } from '../../domain/api/paths.ts';
import { RequestBodies } from '../../domain/api/schemas.ts';
import { failure } from '../envelope.ts';
import { accessOf } from '../plugins/session.ts';
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
    body: v.InferOutput<(typeof RequestBodies)[P]>,
    request: FastifyRequest,
  ) => Promise<Envelope<unknown>>,
): void => {
  const { access } = PathAccess[path];
  if (accessOf(handler) !== access)
    throw new Error(
      `${path} is ${access} in domain/api/path-access.ts but its route is ${accessOf(handler)}`,
    );
  app.post(apiUrl(path), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = validateBody(RequestBodies[path], request.body, request.portal.language);
    if (!body.ok) return reply.code(400).send(failure(ResultCode.invalidInput, body.message));
    const envelope = await handler(body.value, request);
    return reply.code(HTTP_STATUS[envelope.code] ?? 200).send(envelope);
  });
};
