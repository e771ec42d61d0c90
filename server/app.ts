/** Builds the Fastify instance; main.ts listens with it, tests drive it through app.inject. */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiPath } from '../domain/api/paths.ts';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { registerAppShell } from './plugins/app-shell.ts';
import { registerErrorHandler } from './plugins/error-handling.ts';
import { closeConnectionsWhenClosing } from './plugins/graceful-close.ts';
import { registerNotFoundHandler } from './plugins/not-found.ts';
import { decorateRequestContext } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { apiUrl } from './routes/api-route.ts';
import { companyRoutes } from './routes/company-routes.ts';
import { mediaRoutes } from './routes/media-routes.ts';
import { OPENAPI_URL, openApiRoutes } from './routes/openapi-routes.ts';
import { personaRoutes } from './routes/persona-routes.ts';
import { createServices } from './services/index.ts';

/** Every API body is small JSON; uploads (a later issue) get their own limit. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  config: Pick<Config, 'staticDir'>;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

export const buildApp = async ({ config, db, logger = false }: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT });
  // JSON only: a text/plain body is a client mistake worth a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  decorateRequestContext(app);
  closeConnectionsWhenClosing(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);

  const services = createServices(db);
  await app.register(companyRoutes, { company: services.company });
  await app.register(personaRoutes, { personas: services.personas });
  await app.register(mediaRoutes, { media: services.media });
  await app.register(openApiRoutes);

  const shell = await registerAppShell(app, config.staticDir);
  const apiPaths = new Set([...Object.values(ApiPath).map(apiUrl), OPENAPI_URL]);
  registerNotFoundHandler(app, apiPaths, shell);
  return app;
};
