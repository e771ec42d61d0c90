/** Wires the grab-request area: its service over the booking area's space orders. */
import type { Repositories } from '../../db/repositories/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import type { BookingServices } from '../booking/index.ts';
import type { Reference } from '../freight/reference.ts';
import type { GrabRequestMailJob } from './grab-request-mails.ts';
import { createGrabRequestService } from './grab-request-service.ts';

export interface GrabRequestOptions {
  /** For the transactions; everything else goes through `repositories`. */
  db: Database;
  repositories: Pick<Repositories, 'grabRequests' | 'companies' | 'spaceOrders' | 'tenantSettings'>;
  booking: BookingServices;
  limiter: RateLimiter;
  queueMail: (job: GrabRequestMailJob) => Promise<void>;
  /** The ports by name (the freight area's reference data). */
  reference: Pick<Reference, 'placeOf'>;
  now: Clock;
}

export const createGrabRequestServices = ({
  db,
  repositories,
  booking,
  limiter,
  queueMail,
  reference,
  now,
}: GrabRequestOptions) =>
  createGrabRequestService({
    db,
    requests: repositories.grabRequests,
    companies: repositories.companies,
    sailingById: repositories.spaceOrders.sailingById,
    openGranted: booking.orders.openGranted,
    // The owner's own cancel (the provider's order is closed first); only a customer owns orders.
    cancelOrder: (owner, orderId) =>
      booking.orders.cancel(
        { ...owner, userType: 1, staffRoles: [], certificationStatus: 0, customerType: null },
        orderId,
      ),
    limiter,
    queueMail,
    settingsOf: repositories.tenantSettings.settingsOf,
    reference,
    now,
  });
