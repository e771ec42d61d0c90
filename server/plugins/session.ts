/**
 * Resolves the Authorization header (the apiKey) into `request.viewer` on every request, so any
 * route can ask who is calling. Which paths need a session, or staff, is the endpoint table's
 * (domain/api/endpoints.ts), applied by postApi (server/routes/api-route.ts).
 */
import type { FastifyInstance } from 'fastify';
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
    const { authToken, statedLanguage } = request.portal;
    // The language a signed-in request names becomes the account's last used one.
    request.viewer = authToken === undefined ? null : await sessions.resolve(authToken, statedLanguage);
  });
};
