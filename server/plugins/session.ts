/**
 * Resolves the Authorization header (the apiKey) into `request.viewer` on every request, so any
 * route can ask who is calling; `signedIn` wraps a handler that needs a session and answers code
 * '401' (HTTP 401) without one; `staffOnly` also answers '403' (HTTP 403) to a customer. Each
 * wrapper marks its handler with its access level, which postApi checks against the declaration
 * the OpenAPI document publishes (domain/api/path-access.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Envelope, ResultCode } from '../../domain/api/envelope.ts';
import { Access } from '../../domain/api/path-access.ts';
import { STAFF_USER_TYPE } from '../../domain/constants.ts';
import { failureOf } from '../envelope.ts';
import type { SessionService } from '../services/accounts/session-service.ts';
import type { Viewer } from '../services/accounts/viewer.ts';

export type { Viewer } from '../services/accounts/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous, expired or revoked sessions. */
    viewer: Viewer | null;
  }
}

export const registerSessions = (app: FastifyInstance, sessions: SessionService): void => {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const { authToken } = request.portal;
    request.viewer = authToken === undefined ? null : await sessions.resolve(authToken);
  });
};

type ApiHandler<B> = (body: B, request: FastifyRequest) => Promise<Envelope<unknown>>;

const accessOfHandler = new WeakMap<object, Access>();
const marked = <B>(handler: ApiHandler<B>, access: Access): ApiHandler<B> => {
  accessOfHandler.set(handler, access);
  return handler;
};

/** The access level a handler was wrapped for: public unless signedIn or staffOnly made it. */
export const accessOf = (handler: object): Access => accessOfHandler.get(handler) ?? Access.public;

export const signedIn = <B>(
  handler: (viewer: Viewer, body: B, request: FastifyRequest) => Promise<Envelope<unknown>>,
): ApiHandler<B> =>
  marked(
    (body, request) =>
      request.viewer === null
        ? Promise.resolve(failureOf(request.portal.language, ResultCode.unauthorized, 'notLoggedIn'))
        : handler(request.viewer, body, request),
    Access.signedIn,
  );

/** A staff endpoint: anonymous callers get signedIn's '401', customers '403' with `staffOnly`. */
export const staffOnly = <B>(
  handler: (viewer: Viewer, body: B, request: FastifyRequest) => Promise<Envelope<unknown>>,
): ApiHandler<B> =>
  marked(
    signedIn<B>((viewer, body, request) =>
      viewer.userType === STAFF_USER_TYPE
        ? handler(viewer, body, request)
        : Promise.resolve(failureOf(request.portal.language, ResultCode.forbidden, 'staffOnly')),
    ),
    Access.staff,
  );
