/**
 * Shared tracking links (beyond the spec; domain/orders/tracking-share.ts): an order's
 * owner makes a link, sees whether it is live and revokes it; whoever holds a live link reads the
 * order's milestones, built field by field so that nothing else (prices, parties, cargo, booking
 * or B/L numbers) can slip into the answer. The token is a bearer secret kept as its SHA-256,
 * like a session's apiKey.
 */
import type { Milestone } from '../../../domain/api/freight.ts';
import type { OrderDetail } from '../../../domain/api/order.ts';
import type {
  SharedMilestone,
  SharedTracking,
  TrackingShareView,
} from '../../../domain/api/tracking-share.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { glossaryEntry } from '../../../domain/freight/event-glossary.ts';
import type { OrderRepository, OrderRow } from '../../db/repositories/order-repository.ts';
import type {
  TrackingShareRepository,
  TrackingShareRow,
} from '../../db/repositories/tracking-share-repository.ts';
import { type Clock, DAY_MS, isoAfter, MINUTE_MS } from '../accounts/clock.ts';
import type { RateLimit, RateLimiter } from '../accounts/rate-limiter.ts';
import { hashSecret, newSecret } from '../accounts/secrets.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { declined, forbidden, notFound, ok, rateLimited, type TrackingShareOutcome } from '../outcome.ts';

export const TrackingShareLimits = {
  /**
   * Reads of shared links per IP, good and bad alike: a person reloading a page stays far below,
   * a script trying tokens (hopeless at 256 bits anyway) or hammering the tracking queries does not.
   */
  readPerIp: { bucket: 'shared-tracking-ip', limit: 30, windowMs: MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

export interface TrackingShareServiceDeps {
  shares: TrackingShareRepository;
  orders: Pick<OrderRepository, 'findById'>;
  /** The containers' tracking when the tracking tables know the booking number (the order detail's). */
  trackBooking: (bookingNumber: string) => Promise<OrderDetail['tracking']>;
  limiter: RateLimiter;
  now: Clock;
  /** Tests read the token through it; a fresh 256-bit secret by default. */
  issue?: () => string;
}

const NO_SHARE: TrackingShareView = { active: false, createdAt: null, expiresAt: null };

const sharedMilestone = (milestone: Milestone, language: 'cn' | 'en'): SharedMilestone => {
  const entry = glossaryEntry(milestone.eventType, milestone.code);
  const name = entry?.name[language] ?? (language === 'en' ? milestone.nameEn : milestone.nameCn);
  const { location } = milestone;
  const known = location !== null && 'timeZone' in location ? location : null;
  return {
    eventType: milestone.eventType,
    code: milestone.code,
    name,
    explanation: entry?.explanation[language] ?? name,
    status: milestone.status,
    containerNumber: milestone.equipmentReference,
    emptyIndicator: milestone.emptyIndicator,
    documentType:
      milestone.documentType === null
        ? null
        : language === 'en'
          ? milestone.documentType.nameEn
          : milestone.documentType.nameCn,
    place:
      location === null
        ? null
        : {
            code: location.code,
            name: known === null ? location.code : language === 'en' ? known.nameEn : known.nameCn,
          },
    timeZone: known?.timeZone ?? null,
    vesselName: milestone.vesselName,
    voyageNumber: milestone.voyageNumber,
    planned: milestone.planned,
    estimated: milestone.estimated,
    actual: milestone.actual,
  };
};

export const createTrackingShareService = (deps: TrackingShareServiceDeps) => {
  const { shares, orders, now, issue = newSecret } = deps;

  const isLive = (share: TrackingShareRow): boolean =>
    share.revokedAt === null && (share.expiresAt === null || now().getTime() < Date.parse(share.expiresAt));

  const viewOf = (share: TrackingShareRow | undefined): TrackingShareView =>
    share === undefined || !isLive(share)
      ? NO_SHARE
      : { active: true, createdAt: share.createdAt, expiresAt: share.expiresAt };

  /** The viewer's own order. Staff are refused outright: they never share a customer's tracking. */
  const owned = async (viewer: Viewer, orderId: number): Promise<TrackingShareOutcome<OrderRow>> => {
    if (viewer.userType === STAFF_USER_TYPE) return forbidden('staffCannotShare');
    const row = await orders.findById(orderId);
    // Someone else's order answers as missing: ids cannot be probed.
    return row === undefined || row.userId !== viewer.userId || row.companyId !== viewer.companyId
      ? notFound('orderNotFound')
      : ok(row);
  };

  return {
    /** A new link for the owner's order (the live one, if any, stops working); its token this once. */
    share: async (
      viewer: Viewer,
      orderId: number,
      validDays?: number,
    ): Promise<TrackingShareOutcome<TrackingShareView>> => {
      const order = await owned(viewer, orderId);
      if (!order.ok) return order;
      const token = issue();
      const at = now();
      const share = {
        tokenHash: hashSecret(token),
        orderId,
        companyId: order.data.companyId,
        createdBy: viewer.userId,
        createdAt: at.toISOString(),
        revokedAt: null,
        expiresAt: validDays === undefined ? null : isoAfter(at, validDays * DAY_MS),
      };
      if (!(await shares.replace(share, share.createdAt))) return declined('shareChanged');
      return ok({ active: true, createdAt: share.createdAt, expiresAt: share.expiresAt, token });
    },

    /** Whether the owner's order has a live link; never the link (only its hash is kept). */
    get: async (viewer: Viewer, orderId: number): Promise<TrackingShareOutcome<TrackingShareView>> => {
      const order = await owned(viewer, orderId);
      return order.ok ? ok(viewOf(await shares.liveOf(orderId))) : order;
    },

    revoke: async (viewer: Viewer, orderId: number): Promise<TrackingShareOutcome<TrackingShareView>> => {
      const order = await owned(viewer, orderId);
      if (!order.ok) return order;
      await shares.revoke(orderId, now().toISOString());
      return ok(NO_SHARE);
    },

    /**
     * The milestones behind a live link of the tenant `companyId`, words in `language`. Unknown,
     * revoked, expired and other tenants' links get one answer.
     */
    read: async (
      token: string,
      companyId: number,
      language: 'cn' | 'en',
      ip: string,
    ): Promise<TrackingShareOutcome<SharedTracking>> => {
      if (!(await deps.limiter.hit(TrackingShareLimits.readPerIp, ip)))
        return rateLimited('tooManySharedReads');
      const share = await shares.byTokenHash(hashSecret(token));
      if (share === undefined || !isLive(share) || share.companyId !== companyId)
        return notFound('shareNotFound');
      const order = await orders.findById(share.orderId);
      if (order === undefined) return notFound('shareNotFound');
      const tracking = order.bookingNumber === null ? null : await deps.trackBooking(order.bookingNumber);
      return ok({
        containers: (tracking?.shipment?.containers ?? []).map((container) => ({
          containerNumber: container.containerNumber,
          containerType: container.containerType,
        })),
        milestones: (tracking?.milestones ?? []).map((milestone) => sharedMilestone(milestone, language)),
      });
    },
  };
};

export type TrackingShareService = ReturnType<typeof createTrackingShareService>;
