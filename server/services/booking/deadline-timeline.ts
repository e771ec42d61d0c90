/**
 * One deadline clock per booking (beyond the spec): the facts of an order or a space order gathered for
 * domain/booking/deadlines.ts, which decides the timeline. Shared by the order and space-order
 * views so that both show the same deadlines for the same sailing.
 */
import type { Milestone } from '../../../domain/api/freight.ts';
import { type Deadline, deadlinesOf } from '../../../domain/booking/deadlines.ts';
import { CONTAINER_TYPE_INFO, type ContainerType } from '../../../domain/freight/codes.ts';
import { sailingClockOf } from '../../db/repositories/sailing-clock-repository.ts';
import type { Database } from '../../db/schema.ts';

export interface BookingClockFacts {
  /** The sailing route booked. */
  routeId: number;
  /** Cancelled, refused, returned: nothing left to meet. */
  closed: boolean;
  /** A space order's payment window end while it waits for payment; null otherwise. */
  paymentWindowEnd: string | null;
  containerTypes: readonly string[];
  /** The containers' tracking, when the booking has any. */
  milestones: readonly Milestone[];
}

const isReefer = (type: string): boolean =>
  (CONTAINER_TYPE_INFO as Record<string, { reefer: boolean } | undefined>)[type as ContainerType]?.reefer ===
  true;

/**
 * The first actual discharge (DCSA DISC, ACT) at the port of discharge: free time is counted per
 * container, and the first one discharged is the first whose free time ends.
 */
export const firstDischargeAt = (milestones: readonly Milestone[], pod: string): string | null => {
  const discharges = milestones
    .filter(
      (milestone) =>
        milestone.code === 'DISC' && milestone.actual !== null && milestone.location?.code === pod,
    )
    .map((milestone) => Date.parse(milestone.actual!))
    .filter((at) => !Number.isNaN(at));
  return discharges.length === 0 ? null : new Date(Math.min(...discharges)).toISOString();
};

/** The booking's deadlines, earliest first; none when its sailing is unknown. */
export const bookingDeadlines = async (db: Database, facts: BookingClockFacts): Promise<Deadline[]> => {
  const sailing = await sailingClockOf(db, facts.routeId);
  if (sailing === undefined) return [];
  return deadlinesOf({
    closed: facts.closed,
    paymentWindowEnd: facts.paymentWindowEnd,
    cutOffs: JSON.parse(sailing.cutOffs),
    reefer: facts.containerTypes.some(isReefer),
    portOfLoading: { code: sailing.pol, timeZone: sailing.polZone ?? 'UTC' },
    portOfDischarge: { code: sailing.pod, timeZone: sailing.podZone ?? 'UTC' },
    eta: sailing.eta,
    discharged: firstDischargeAt(facts.milestones, sailing.pod),
    freeDays: sailing.freeDaysAtDestination,
  });
};
