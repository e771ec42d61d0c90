/**
 * Shared tracking links (beyond the spec: "an order's tracking can be shared by a link that
 * shows the milestones and nothing else (no prices, no parties), revocable by the owner").
 *
 * What the link shows, and why:
 * - each milestone's DCSA event code, its name and explanation, place (name and UN/LOCODE), local
 *   times with the place's zone, vessel and voyage, and a shipment event's document type (booking,
 *   transport document) without the document's number: the milestones themselves;
 * - the container numbers (and types): they are painted on the boxes, every carrier tracks them in
 *   public, and the person the owner shares with (a consignee, a trucker) needs them to tell the
 *   containers apart and to pick them up. They name no price and no party;
 * - never prices, parties (shipper, consignee, notify), cargo, remarks, the booking or the B/L
 *   number: the B/L number is a title document's reference (whoever holds it can ask the carrier
 *   about the cargo), so it stays with the owner, who can send it on when a consignee needs it.
 *
 * One live link per order: sharing again makes a new link and ends the old one (its token is kept
 * hashed, so the old link could not be shown again anyway).
 */
import { bookingMessages } from '../booking/messages.ts';

/** The longest a link may be given to work; without a number of days it works until revoked. */
export const TRACKING_SHARE_MAX_DAYS = 365;

/** The page a shared link opens (src/routes/track.tsx), without origin. */
export const SHARED_TRACKING_ROUTE = '/track';
export const sharedTrackingPath = (token: string): string =>
  `${SHARED_TRACKING_ROUTE}?token=${encodeURIComponent(token)}`;

export const trackingShareMessages = {
  orderNotFound: bookingMessages.orderNotFound,
  /** One answer for unknown, revoked, expired and other-tenant links: a guesser learns nothing. */
  shareNotFound: {
    cn: '该跟踪链接已撤销、已过期或不存在',
    en: 'This tracking link was revoked, has expired or does not exist',
  },
  staffCannotShare: {
    cn: '员工账号不能分享客户订单的跟踪',
    en: 'Staff accounts cannot share a customer’s order tracking',
  },
  shareChanged: {
    cn: '该订单的跟踪链接刚刚被更改，请重试',
    en: 'The order’s tracking link was just changed; please try again',
  },
  tooManySharedReads: {
    cn: '查询过于频繁，请一分钟后再试',
    en: 'Too many requests; please try again in a minute',
  },
} as const satisfies Record<string, { cn: string; en: string }>;

export type TrackingShareMessageId = keyof typeof trackingShareMessages;

export const formatTrackingShareMessage = (id: TrackingShareMessageId, language: 'cn' | 'en'): string =>
  trackingShareMessages[id][language];
