/**
 * The composition root of the services: every repository made once over the database, the mail
 * composers by job kind, then each area's services in an order where nothing is used before it
 * exists.
 */
import type { OrderDetail } from '../../domain/api/order.ts';
import { type MailKind, mailPreferencesOf } from '../../domain/profile/mail-preferences.ts';
import type { FileStoreConfig, PaymentSettings } from '../config.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import type { Database } from '../db/schema.ts';
import { createDigestComposer, createDigestGatherer, type DigestMailJob } from '../mail/mail-digest.ts';
import { composeByKind, createMailQueue, type MailComposers } from '../mail/mail-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createRecordMailComposer } from '../mail/record-mail.ts';
import { type AccountMailJob, createAccountMailComposer } from './accounts/account-mail-jobs.ts';
import type { Clock } from './accounts/clock.ts';
import { type AccountOptions, createAccountServices } from './accounts/index.ts';
import { createMailPreferenceService } from './accounts/mail-preference-service.ts';
import { createRateLimiter } from './accounts/rate-limiter.ts';
import { newSecret } from './accounts/secrets.ts';
import { loadSpaceOrderMail, type SpaceOrderMailJob } from './booking/booking-mails.ts';
import { createBookingServices } from './booking/index.ts';
import { createStaleFileRemover } from './booking/stale-files.ts';
import { createCompanyService } from './company-service.ts';
import { createDashboardService } from './console/dashboard.ts';
import { createRecordLifeService } from './console/record-life.ts';
import { createFeedService } from './feeds/feed-service.ts';
import { createByteStore } from './files/byte-stores.ts';
import { createFileService } from './files/file-service.ts';
import { createFileStore } from './files/file-store.ts';
import { createFreightServices } from './freight/index.ts';
import { createRateCardService } from './freight/rate-cards.ts';
import { createSpaceReleaseService } from './freight/space-releases.ts';
import { type GrabRequestMailJob, loadGrabRequestMail } from './grab-requests/grab-request-mails.ts';
import { createGrabRequestServices } from './grab-requests/index.ts';
import { loadOrderMail, type OrderMailJob } from './orders/order-mails.ts';
import { createOrderService } from './orders/order-service.ts';
import { createTrackingShareService } from './orders/tracking-share-service.ts';
import { createPaymentProvider } from './payment/index.ts';
import { createNotificationRelay } from './payment/sandbox.ts';
import { createPersonaService } from './persona-service.ts';
import type { PortalMetrics } from './portal-metrics.ts';
import { createRateImportService } from './rates/rate-import-service.ts';
import { createSheetFiles, RATE_SHEET_FOLDER } from './rates/sheet-upload.ts';
import { loadReservationMail, type ReservationMailJob } from './reservations/reservation-mails.ts';
import { createReservationService } from './reservations/reservations.ts';
import { createCompanySettingsService } from './tenant/company-settings.ts';
import { createMarkupService } from './tenant/markups.ts';
import { createSiteContentService } from './tenant/site-content.ts';
import { createWorkingSettingsService } from './tenant/working-settings.ts';

/** Every mail the portal sends goes through one queue (one table, one worker). */
export type PortalMailJob =
  | AccountMailJob
  | SpaceOrderMailJob
  | ReservationMailJob
  | OrderMailJob
  | GrabRequestMailJob
  | DigestMailJob;

export interface ServiceOptions extends Omit<AccountOptions, 'queueMail' | 'limiter' | 'now'> {
  now: Clock;
  mailer: Mailer;
  /** `<DATA_DIR>/files`, where uploads are received (and kept, with FILE_STORE=local). */
  filesDir: string;
  /** FILE_STORE: where uploaded files are kept. */
  fileStore: FileStoreConfig;
  payment: PaymentSettings;
  /** REFUND_HOLIDAYS: dates that are not working days for the refund's due date. */
  refundHolidays: ReadonlySet<string>;
  report: (error: unknown, context: string) => void;
  /** The carrier feeds' sealing key (FEED_SECRET_KEY or demo mode's kept one) and the secret grace (docs/feeds.md). */
  feeds: { sealingKey: string | undefined; graceMs: number };
  /** The app's Prometheus metrics (GET /metrics). */
  metrics: PortalMetrics;
}

/** Each kind of mail job and its composer: the account mails, and the record mails of each kind. */
const createMailComposers = (
  repositories: Repositories,
  { publicBaseUrl, now, issue }: { publicBaseUrl: string; now: Clock; issue: () => string },
): MailComposers<PortalMailJob> => {
  const { users, mailTokens, mailPreferences } = repositories;
  const composeAccountMail = createAccountMailComposer({
    users,
    companies: repositories.companies,
    mailTokens,
    publicBaseUrl,
    now,
    issue,
  });
  // Record mails go as their owner chose (server/mail/record-mail.ts decides).
  const recipients = {
    users,
    publicBaseUrl,
    deliveryOf: async (userId: number, kind: MailKind) =>
      mailPreferencesOf(await mailPreferences.chosenOf(userId))[kind],
    hold: mailPreferences.hold,
    now,
  };
  return {
    activation: composeAccountMail,
    registration: composeAccountMail,
    reset: composeAccountMail,
    signIn: composeAccountMail,
    passwordChanged: composeAccountMail,
    certificationReviewed: composeAccountMail,
    staffInvitation: composeAccountMail,
    spaceOrder: createRecordMailComposer(recipients, loadSpaceOrderMail(repositories.spaceOrders)),
    reservation: createRecordMailComposer(recipients, loadReservationMail(repositories.reservations)),
    grabRequest: createRecordMailComposer(recipients, loadGrabRequestMail(repositories)),
    order: createRecordMailComposer(recipients, loadOrderMail(repositories.orders)),
    digest: createDigestComposer({ users, preferences: mailPreferences }),
  };
};

/** One clock for every area: the app's (buildApp), so that tests pin "now" everywhere at once. */
export const createServices = (db: Database, options: ServiceOptions) => {
  const { now, publicBaseUrl, report } = options;
  const issue = options.issueSecret ?? newSecret;
  const repositories = createRepositories(db);
  const limiter = createRateLimiter(repositories.rateLimits, now);
  const mailQueue = createMailQueue<PortalMailJob>({
    queue: repositories.mailQueue,
    mailer: options.mailer,
    compose: composeByKind(createMailComposers(repositories, { publicBaseUrl, now, issue })),
    now,
    observe: (run) => options.metrics.job('mail', run),
  });
  const queueMail = mailQueue.enqueue;
  options.metrics.countMailWith(repositories.mailQueue.depth);
  const accounts = createAccountServices(db, repositories, {
    ...options,
    issueSecret: issue,
    queueMail,
    limiter,
  });
  const freight = createFreightServices(db, repositories, now, limiter);
  // An order's containers, once the tracking tables know its booking number (order detail, shared link).
  const trackBooking = async (bookingNumber: string): Promise<OrderDetail['tracking']> => {
    const tracked = await freight.tracking.track([bookingNumber]);
    const result = tracked.ok ? tracked.data.results[0] : undefined;
    return result?.status === 'found' ? { shipment: result.shipment, milestones: result.milestones } : null;
  };
  const { filesDir } = options;
  const fileBytes = createByteStore(options.fileStore, { db, filesDir });
  const sheetBytes = createByteStore(options.fileStore, { db, filesDir, folder: RATE_SHEET_FOLDER });
  const files = createFileService(
    createFileStore(repositories.uploadedFiles, { filesDir, bytes: fileBytes, now }),
    limiter,
  );
  const sheetFiles = createSheetFiles(filesDir, sheetBytes);
  const notifications = createNotificationRelay();
  const provider = createPaymentProvider(options.payment, {
    payments: repositories.sandboxPayments,
    now,
    publicBaseUrl,
    deliver: notifications.deliver,
    onDeliveryError: (error) => report(error, 'sandbox notification delivery failed'),
  });
  const booking = createBookingServices({
    db,
    repositories,
    reference: freight.reference,
    provider: options.metrics.observeProvider(provider),
    metrics: options.metrics,
    limiter,
    queueMail,
    now,
    holidays: options.refundHolidays,
    removeStaleFiles: createStaleFileRemover(files.store, repositories.spaceOrders, now),
    sendDigests: createDigestGatherer(repositories.mailPreferences, now),
    report,
  });
  notifications.connect(booking.payments.handleNotification);
  const { orders, reservations, companies } = repositories;
  return {
    company: createCompanyService(repositories),
    mailPreferences: createMailPreferenceService({ preferences: repositories.mailPreferences, now }),
    personas: createPersonaService({ repositories, limiter, now }),
    media: { find: repositories.media.findById },
    accounts,
    freight,
    files,
    booking,
    grabRequests: createGrabRequestServices({
      db,
      repositories,
      booking,
      limiter,
      queueMail,
      reference: freight.reference,
      now,
    }),
    reservations: createReservationService({
      db,
      reservations,
      companies,
      limiter,
      queueMail,
      reference: freight.reference,
      now,
    }),
    orders: createOrderService({
      db,
      orders,
      reservations,
      companies,
      limiter,
      trackBooking,
      reference: freight.reference,
      queueMail,
      pricingFor: freight.pricingFor,
      now,
    }),
    workingSettings: createWorkingSettingsService({ db, now }),
    markups: createMarkupService({ db, now }),
    feeds: createFeedService({
      db,
      now,
      importDcsa: freight.importDcsa,
      sealingKey: options.feeds.sealingKey,
      graceMs: options.feeds.graceMs,
      publicBaseUrl,
    }),
    spaceReleases: createSpaceReleaseService({ db, now }),
    rateCards: createRateCardService({ db, now }),
    siteContent: createSiteContentService({ db, repositories, now }),
    companySettings: createCompanySettingsService({ db, store: files.store, now }),
    consoleDashboard: createDashboardService({ console: repositories.console, now }),
    recordLife: createRecordLifeService({ db }),
    /** Rate sheets: the uploaded files and their imports. */
    sheetFiles,
    /** Lets go of the file stores' connections (an S3 client's sockets), at the close. */
    closeFileStores: () => {
      fileBytes.close();
      sheetBytes.close();
    },
    rateImports: createRateImportService({ db, files: sheetFiles, now, report }),
    trackingShares: createTrackingShareService({
      shares: repositories.trackingShares,
      orders,
      trackBooking,
      limiter,
      now,
    }),
    /** The abuse limits every area counts in the same table. */
    limiter,
    /** The sandbox's pay page calls, when the sandbox is the provider. */
    sandbox: provider.name === 'sandbox' ? provider : null,
    /** Started and stopped with the app (server/app.ts). */
    mailQueue,
  };
};

export type Services = ReturnType<typeof createServices>;
