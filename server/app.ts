/** Builds the Fastify instance; main.ts listens with it, tests drive it through app.inject. */
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiPath } from '../domain/api/paths.ts';
import { type Config, readConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { registerAppShell } from './plugins/app-shell.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handling.ts';
import { closeConnectionsWhenClosing } from './plugins/graceful-close.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerNotFoundHandler } from './plugins/not-found.ts';
import { decorateRequestContext } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessions } from './plugins/session.ts';
import { rejectControlCharactersInStoredHeaders } from './plugins/stored-headers.ts';
import { apiUrl } from './routes/api-route.ts';
import { apiRoutes } from './routes/api-routes.ts';
import { devClockRoutes, isMovable } from './routes/dev-clock-routes.ts';
import { devMailboxRoutes } from './routes/dev-mailbox-routes.ts';
import { feedCallbackRoutes } from './routes/feed-callback-routes.ts';
import { FILE_URLS, fileRoutes } from './routes/file-routes.ts';
import { createReadiness, healthRoutes, type ReadinessState } from './routes/health-routes.ts';
import { legalPageRoutes } from './routes/legal-page-routes.ts';
import { mediaRoutes } from './routes/media-routes.ts';
import { OPENAPI_URL, openApiRoutes } from './routes/openapi-routes.ts';
import { paymentNotifyRoutes } from './routes/payment-notify-routes.ts';
import { RATE_SHEET_URLS, rateSheetRoutes } from './routes/rate-sheet-routes.ts';
import { sandboxPayRoutes } from './routes/sandbox-pay-routes.ts';
import { keyFileIn, secondFactorKeyIn } from './second-factor-key.ts';
import { type Clock, MINUTE_MS, systemClock } from './services/accounts/clock.ts';
import { createHashGate, type HashGate } from './services/accounts/hash-gate.ts';
import { type ScryptParams, scryptAtCost } from './services/accounts/password-hash.ts';
import type { Sweeper } from './services/booking/sweeper.ts';
import { createFeedSweeper, type FeedSweeper } from './services/feeds/feed-sweeper.ts';
import { createServices, type PortalMailJob } from './services/index.ts';
import type { PersonaService } from './services/persona-service.ts';
import { createPortalMetrics } from './services/portal-metrics.ts';

/** Every API body is small JSON; uploads (a later issue) get their own limit. */
export const BODY_LIMIT = 1024 * 1024;

/** The accounts settings may be left out (then their defaults apply), e.g. by tests of other areas. */
type AccountSettings =
  | 'dataDir'
  | 'publicBaseUrl'
  | 'loginCipherKey'
  | 'smtpUrl'
  | 'mailFrom'
  | 'scryptCost'
  | 'passwordHashConcurrency'
  | 'staffSessionIdleMinutes'
  | 'secondFactorKey';
/**
 * Off unless given: demo mode (the dev mailbox, the demo staff's second-factor skip) and trusting
 * X-Forwarded-For; GET /metrics answers loopback only, and files stay in the local folder, unless
 * given.
 */
type DeploymentSettings = 'demoMode' | 'secondFactorDemoSkip' | 'trustProxy' | 'metricsAllow' | 'fileStore';
/** The sandbox with a per-process secret and no holidays, unless given. */
type BookingSettings = 'payment' | 'refundHolidays';
/** No sealing key (outside demo mode) and an hour's grace, unless given. */
type FeedSettings = 'feedSecretKey' | 'feedSecretGraceMinutes';

export interface AppOptions {
  config: Pick<Config, 'staticDir'> &
    Partial<Pick<Config, AccountSettings | DeploymentSettings | BookingSettings | FeedSettings>>;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Every service's "now" (the system clock by default); tests pin or move it instead of sleeping. */
  now?: Clock;
  /** All of scrypt's parameters for new password hashes, when N from config.scryptCost is not enough. */
  scrypt?: ScryptParams;
  /** Tests wrap the secret generator to read the QR scan code. */
  issueSecret?: () => string;
  /** Tests hold or count its slots; by default one of config.passwordHashConcurrency slots. */
  hashGate?: HashGate;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails waiting for delivery; tests `drain()` it instead of waiting. */
    mailQueue: MailQueue<PortalMailJob>;
    /** The booking sweeper (expired holds, refunds, stale files); tests `run()` it instead of waiting. */
    bookingSweeper: Pick<Sweeper, 'run'>;
    /** The carrier feeds' sweeper; tests `run()` it instead of waiting. */
    feedSweeper: Pick<FeedSweeper, 'run'>;
    /** /readyz's state: close() drains it first (routes/health-routes.ts); tests drain it directly. */
    readiness: Pick<ReadinessState, 'drain'>;
    /** Persona events are written after the answers; tests await `settled()` instead of waiting. */
    personaWrites: Pick<PersonaService, 'settled'>;
  }
}

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { config, db, logger = false, now = systemClock, scrypt, issueSecret, hashGate } = options;
  const settings = { ...readConfig({}), ...config };
  // trustProxy decides request.ip, which the per-IP limits count (README: TRUST_PROXY).
  // While closing, a request arriving on an open keep-alive connection is still served (with
  // `Connection: close`, plugins/graceful-close.ts) rather than answered Fastify's bare 503: a
  // balancer does not retry a POST that got a 503, and /readyz must say "draining" (docs/deploy.md).
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: settings.trustProxy,
    return503OnClosing: false,
  });
  // JSON only: a text/plain body is a client mistake worth a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  decorateRequestContext(app);
  closeConnectionsWhenClosing(app);
  registerErrorHandler(app);
  rejectControlCharactersInStoredHeaders(app);
  registerSecurityHeaders(app, settings.publicBaseUrl);
  // Before every route and the static files: the hook applies to what is registered after it.
  await registerCompression(app);
  const metrics = createPortalMetrics();
  registerMetrics(app, metrics, settings.metricsAllow);

  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    outboxDir: path.join(settings.dataDir, 'outbox'),
    now,
  });
  const report = (error: unknown, context: string) => app.log.error({ err: error }, context);
  const services = createServices(db, {
    publicBaseUrl: settings.publicBaseUrl,
    loginCipherKey: settings.loginCipherKey,
    secondFactorKey: settings.secondFactorKey ?? (await secondFactorKeyIn(settings.dataDir)),
    secondFactorDemoSkip: settings.secondFactorDemoSkip,
    mailer,
    filesDir: path.join(settings.dataDir, 'files'),
    fileStore: settings.fileStore,
    now,
    scrypt: scrypt ?? scryptAtCost(settings.scryptCost),
    issueSecret,
    hashGate: hashGate ?? createHashGate({ capacity: settings.passwordHashConcurrency }),
    payment:
      settings.payment.provider === 'sandbox'
        ? {
            provider: 'sandbox',
            sandboxSecret:
              settings.payment.sandboxSecret ?? (await keyFileIn(settings.dataDir, 'sandbox-payment.key')),
          }
        : settings.payment,
    refundHolidays: settings.refundHolidays,
    staffSessionIdleMs: settings.staffSessionIdleMinutes * MINUTE_MS,
    report,
    feeds: {
      // Demo mode keeps a random key beside the data; production without FEED_SECRET_KEY seals nothing.
      sealingKey:
        settings.feedSecretKey ??
        (settings.demoMode ? await keyFileIn(settings.dataDir, 'feed-secret.key') : undefined),
      graceMs: settings.feedSecretGraceMinutes * MINUTE_MS,
    },
    metrics,
  });
  // Mails go out after the answers, from the start (what a crash left queued) to the close.
  const { mailQueue } = services;
  app.decorate('mailQueue', mailQueue);
  app.addHook('onReady', async () => mailQueue.start(report));
  app.addHook('onClose', () => mailQueue.stop());
  // Payment windows end on the server, browser or not: from the start (what a crash left due) to the close.
  const { sweeper } = services.booking;
  app.decorate('bookingSweeper', { run: sweeper.run });
  app.addHook('onReady', async () => sweeper.start(report));
  app.addHook('onClose', () => sweeper.stop());
  // Carrier feeds are pulled on their schedules from the start to the close (docs/feeds.md).
  const feedSweeper = createFeedSweeper(metrics.job('feeds', services.feeds.runDue));
  app.decorate('feedSweeper', { run: feedSweeper.run });
  app.addHook('onReady', async () => feedSweeper.start(report));
  app.addHook('onClose', () => feedSweeper.stop());
  app.decorate('personaWrites', { settled: services.personas.settled });
  app.addHook('onClose', () => services.personas.settled());
  app.addHook('onClose', () => services.rateImports.close());
  app.addHook('onClose', async () => services.closeFileStores());
  // Early, so that every route (freight's rate gate too) can read request.viewer.
  registerSessions(app, services.accounts.sessions);
  // Readiness turns 503 the moment a close (SIGTERM) begins, before the server stops accepting.
  const readiness = createReadiness();
  app.decorate('readiness', { drain: readiness.drain });
  app.addHook('preClose', async () => readiness.drain());
  await app.register(healthRoutes, { db, readiness });
  await app.register(apiRoutes, { services });
  await app.register(mediaRoutes, { media: services.media });
  await app.register(openApiRoutes);
  await app.register(fileRoutes, { files: services.files, sessions: services.accounts.sessions });
  await app.register(rateSheetRoutes, { files: services.sheetFiles, imports: services.rateImports });
  await app.register(paymentNotifyRoutes, { booking: services.booking });
  await app.register(feedCallbackRoutes, { feeds: services.feeds });
  // The sandbox's phone page calls; a real provider's payer pays in the provider's own app.
  if (services.sandbox !== null) {
    await app.register(sandboxPayRoutes, { sandbox: services.sandbox, limiter: services.limiter });
  }
  // The mailbox shows every reset link to whoever asks: demo mode only. The outbox is written anyway.
  if (settings.demoMode && mailer.outboxDir !== null) {
    await app.register(devMailboxRoutes, { outboxDir: mailer.outboxDir });
  }
  // Only a demo's PORTAL_CLOCK is movable (server/main.ts); production's system clock never is.
  if (settings.demoMode && isMovable(now)) await app.register(devClockRoutes, { clock: now, sweeper });

  await app.register(legalPageRoutes, { company: services.company, companyId: settings.appCompanyId });

  const shell = await registerAppShell(app, config.staticDir, () =>
    services.company.getTenant(settings.appCompanyId),
  );
  const apiPaths = new Set([
    ...Object.values(ApiPath).map(apiUrl),
    ...FILE_URLS,
    ...RATE_SHEET_URLS,
    OPENAPI_URL,
  ]);
  registerNotFoundHandler(app, apiPaths, shell);
  return app;
};
