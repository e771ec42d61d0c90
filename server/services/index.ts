import type { OrderDetail } from '../../domain/api/order.ts';
import type { PaymentConfig } from '../config.ts';
import { createCompanyRepository } from '../db/repositories/company-repository.ts';
import { createGrabRequestRepository } from '../db/repositories/grab-request-repository.ts';
import { createRepositories } from '../db/repositories/index.ts';
import { createMailQueueRepository } from '../db/repositories/mail-queue-repository.ts';
import { createOrderRepository } from '../db/repositories/order-repository.ts';
import { createRateLimitRepository } from '../db/repositories/rate-limit-repository.ts';
import { createRecordEventRepository } from '../db/repositories/record-event-repository.ts';
import { createReservationRepository } from '../db/repositories/reservation-repository.ts';
import { createSpaceOrderRepository } from '../db/repositories/space-order-repository.ts';
import { createTrackingShareRepository } from '../db/repositories/tracking-share-repository.ts';
import { createUserRepository } from '../db/repositories/user-repository.ts';
import type { Database } from '../db/schema.ts';
import { createMailQueue } from '../mail/mail-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccountMailJob } from './accounts/account-mail-jobs.ts';
import type { Clock } from './accounts/clock.ts';
import { type AccountOptions, createAccountServices } from './accounts/index.ts';
import { createRateLimiter } from './accounts/rate-limiter.ts';
import { createSpaceOrderMailComposer, type SpaceOrderMailJob } from './booking/booking-mails.ts';
import { createBookingServices } from './booking/index.ts';
import { createCompanyService } from './company-service.ts';
import { createFreightServices } from './freight/index.ts';
import {
  createGrabRequestMailComposer,
  type GrabRequestMailJob,
} from './grab-requests/grab-request-mails.ts';
import { createGrabRequestServices } from './grab-requests/index.ts';
import { createOrderMailComposer, type OrderMailJob } from './orders/order-mails.ts';
import { createOrderService } from './orders/order-service.ts';
import { createTrackingShareService } from './orders/tracking-share-service.ts';
import { createPaymentProvider } from './payment/index.ts';
import { createPersonaService } from './persona-service.ts';
import { createReservationMailComposer, type ReservationMailJob } from './reservations/reservation-mails.ts';
import { createReservationService } from './reservations/reservations.ts';

/** Every mail the portal sends goes through one queue (one table, one worker). */
export type PortalMailJob =
  | AccountMailJob
  | SpaceOrderMailJob
  | ReservationMailJob
  | OrderMailJob
  | GrabRequestMailJob;

export interface ServiceOptions extends Omit<AccountOptions, 'queueMail'> {
  now: Clock;
  mailer: Mailer;
  payment: PaymentConfig;
  /** REFUND_HOLIDAYS: dates that are not working days for the refund's due date. */
  refundHolidays: ReadonlySet<string>;
  /** Deletes attorney files no order took, or whose order was cancelled (the booking sweeper's). */
  removeStaleFiles: () => Promise<number>;
  report: (error: unknown, context: string) => void;
}

/** One clock for every area: the app's (buildApp), so that tests pin "now" everywhere at once. */
export const createServices = (db: Database, options: ServiceOptions) => {
  const { now } = options;
  const repositories = createRepositories(db);
  const limiter = createRateLimiter(createRateLimitRepository(db), now);
  // The queue, the booking services and the sandbox refer to each other: bound once all exist.
  const queueMail = (job: PortalMailJob) => mailQueue.enqueue(job);
  const accounts = createAccountServices(db, { ...options, queueMail });
  const freight = createFreightServices(db, now);
  const provider = createPaymentProvider(options.payment, {
    db,
    now,
    publicBaseUrl: options.publicBaseUrl,
    deliver: async (headers, rawBody) => {
      await booking.payments.handleNotification(headers, rawBody);
    },
    onDeliveryError: (error) => options.report(error, 'sandbox notification delivery failed'),
  });
  const booking = createBookingServices({
    db,
    reference: freight.reference,
    provider,
    limiter,
    queueMail,
    now,
    holidays: options.refundHolidays,
    removeStaleFiles: options.removeStaleFiles,
    report: options.report,
  });
  const composeSpaceOrderMail = createSpaceOrderMailComposer({
    orders: createSpaceOrderRepository(db),
    users: createUserRepository(db),
    publicBaseUrl: options.publicBaseUrl,
  });
  const reservationRepository = createReservationRepository(db);
  const composeReservationMail = createReservationMailComposer({
    reservations: reservationRepository,
    users: createUserRepository(db),
    publicBaseUrl: options.publicBaseUrl,
  });
  const grabRequests = createGrabRequestServices({ db, booking, limiter, queueMail, now });
  const composeGrabRequestMail = createGrabRequestMailComposer({
    requests: createGrabRequestRepository(db),
    orders: createSpaceOrderRepository(db),
    users: createUserRepository(db),
    publicBaseUrl: options.publicBaseUrl,
  });
  const orderRepository = createOrderRepository(db);
  const composeOrderMail = createOrderMailComposer({
    orders: orderRepository,
    users: createUserRepository(db),
    publicBaseUrl: options.publicBaseUrl,
  });
  // An order's containers, once the tracking tables know its booking number (order detail, shared link).
  const trackBooking = async (bookingNumber: string): Promise<OrderDetail['tracking']> => {
    const tracked = await freight.tracking.track([bookingNumber]);
    const result = tracked.ok ? tracked.data.results[0] : undefined;
    return result?.status === 'found' ? { shipment: result.shipment, milestones: result.milestones } : null;
  };
  const mailQueue = createMailQueue<PortalMailJob>({
    queue: createMailQueueRepository(db),
    mailer: options.mailer,
    compose: (job) => {
      if (job.kind === 'spaceOrder') return composeSpaceOrderMail(job);
      if (job.kind === 'reservation') return composeReservationMail(job);
      if (job.kind === 'order') return composeOrderMail(job);
      if (job.kind === 'grabRequest') return composeGrabRequestMail(job);
      return accounts.composeMail(job);
    },
    now,
  });
  return {
    company: createCompanyService(repositories),
    personas: createPersonaService({ repositories, limiter, now }),
    media: { find: repositories.media.findById },
    accounts,
    freight,
    booking,
    grabRequests,
    reservations: createReservationService({
      db,
      reservations: reservationRepository,
      history: createRecordEventRepository(db),
      companies: createCompanyRepository(db),
      limiter,
      queueMail,
      now,
    }),
    orders: createOrderService({
      db,
      orders: orderRepository,
      reservations: reservationRepository,
      history: createRecordEventRepository(db),
      companies: createCompanyRepository(db),
      limiter,
      trackBooking,
      queueMail,
      now,
    }),
    trackingShares: createTrackingShareService({
      shares: createTrackingShareRepository(db),
      orders: orderRepository,
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
