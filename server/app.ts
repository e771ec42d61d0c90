/** Builds the Fastify instance; main.ts listens with it, tests drive it through app.inject. */
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiPath } from '../domain/api/paths.ts';
import { type Config, readConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import { createMailer } from './mail/mailer.ts';
import { registerAppShell } from './plugins/app-shell.ts';
import { registerErrorHandler } from './plugins/error-handling.ts';
import { closeConnectionsWhenClosing } from './plugins/graceful-close.ts';
import { registerNotFoundHandler } from './plugins/not-found.ts';
import { decorateRequestContext } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessions } from './plugins/session.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { apiUrl } from './routes/api-route.ts';
import { companyRoutes } from './routes/company-routes.ts';
import { devMailboxRoutes } from './routes/dev-mailbox-routes.ts';
import { freightRoutes } from './routes/freight-routes.ts';
import { mediaRoutes } from './routes/media-routes.ts';
import { OPENAPI_URL, openApiRoutes } from './routes/openapi-routes.ts';
import { personaRoutes } from './routes/persona-routes.ts';
import type { Clock } from './services/accounts/clock.ts';
import type { ScryptParams } from './services/accounts/password-hash.ts';
import { createServices } from './services/index.ts';

/** Every API body is small JSON; uploads (a later issue) get their own limit. */
export const BODY_LIMIT = 1024 * 1024;

/** The accounts settings may be left out (then their defaults apply), e.g. by tests of other areas. */
type AccountSettings = 'dataDir' | 'publicBaseUrl' | 'loginCipherKey' | 'smtpUrl' | 'mailFrom';

export interface AppOptions {
  config: Pick<Config, 'staticDir'> & Partial<Pick<Config, AccountSettings>>;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests move time instead of sleeping. */
  now?: Clock;
  /** Tests hash new passwords more cheaply than OWASP's parameters. */
  scrypt?: ScryptParams;
  /** Tests wrap the secret generator to read the QR scan code. */
  issueSecret?: () => string;
}

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { config, db, logger = false, now, scrypt, issueSecret } = options;
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT });
  // JSON only: a text/plain body is a client mistake worth a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  decorateRequestContext(app);
  closeConnectionsWhenClosing(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);

  const settings = { ...readConfig({}), ...config };
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    outboxDir: path.join(settings.dataDir, 'outbox'),
    now: now ?? (() => new Date()),
  });
  const services = createServices(db, {
    publicBaseUrl: settings.publicBaseUrl,
    loginCipherKey: settings.loginCipherKey,
    mailer,
    now,
    scrypt,
    issueSecret,
  });
  // Early, so that every route (freight's rate gate too) can read request.viewer.
  registerSessions(app, services.accounts.sessions);
  await app.register(companyRoutes, { company: services.company });
  await app.register(personaRoutes, { personas: services.personas });
  await app.register(mediaRoutes, { media: services.media });
  await app.register(openApiRoutes);
  await app.register(accountRoutes, { accounts: services.accounts });
  await app.register(freightRoutes, { freight: services.freight });
  if (mailer.outboxDir !== null) await app.register(devMailboxRoutes, { outboxDir: mailer.outboxDir });

  const shell = await registerAppShell(app, config.staticDir);
  const apiPaths = new Set([...Object.values(ApiPath).map(apiUrl), OPENAPI_URL]);
  registerNotFoundHandler(app, apiPaths, shell);
  return app;
};
