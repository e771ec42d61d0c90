/** Wires the grab-request area (issue 11): its service over the booking area's space orders. */
import { createCompanyRepository } from '../../db/repositories/company-repository.ts';
import { createGrabRequestRepository } from '../../db/repositories/grab-request-repository.ts';
import { createRecordEventRepository } from '../../db/repositories/record-event-repository.ts';
import { createSpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import type { BookingServices } from '../booking/index.ts';
import type { GrabRequestMailJob } from './grab-request-mails.ts';
import { createGrabRequestService } from './grab-request-service.ts';

export interface GrabRequestOptions {
  db: Database;
  booking: BookingServices;
  limiter: RateLimiter;
  queueMail: (job: GrabRequestMailJob) => Promise<void>;
  now: Clock;
}

export const createGrabRequestServices = ({ db, booking, limiter, queueMail, now }: GrabRequestOptions) =>
  createGrabRequestService({
    db,
    requests: createGrabRequestRepository(db),
    history: createRecordEventRepository(db),
    companies: createCompanyRepository(db),
    sailingById: createSpaceOrderRepository(db).sailingById,
    openGranted: booking.orders.openGranted,
    // The owner's own cancel (the provider's order is closed first); only a customer owns orders.
    cancelOrder: (owner, orderId) =>
      booking.orders.cancel({ ...owner, userType: 1, certificationStatus: 0, customerType: null }, orderId),
    limiter,
    queueMail,
    now,
  });
