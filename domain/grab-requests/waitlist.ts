/**
 * The grab-space waitlist (beyond the spec): when a space order gives its units back (its
 * payment window passed unpaid, or staff refused it), the units go first to the open grab requests
 * they can serve, oldest application first, and only what is left returns to the list.
 *
 * A request is served whole or not at all: it has no "partly granted" status, and an order for
 * fewer containers than asked, with a payment window running, would commit the customer to a
 * shipment they did not ask for. A request the units cannot serve whole is skipped (it keeps
 * waiting for staff or a later release) and does not hold back a younger one the units do serve.
 * The allowance of domain/booking/allowance.ts still applies to the requesting customer (their own
 * when customer service set one).
 *
 * Pure: the server reads the candidates and the allowances in the release's transaction, plans
 * with this, then takes each planned request's space by conditional updates (a take that fails
 * there skips that request too).
 */
import { SPACE_ALLOWANCE_PER_SAILING } from '../booking/allowance.ts';
import type { SpaceOrderEvent } from '../booking/space-order-lifecycle.ts';
import { sailingFitsRequest } from './grab-request-rules.ts';

/**
 * The releases that feed the waitlist: a payment window that passed (`expire`), staff refusing an
 * order (`refuse`), and a returned order refused because its resubmit deadline passed (`lapse`). The owner's own `cancel` does not: the server also
 * cancels as the owner to undo a hold it should not keep (a grant that lost a race, a payment order
 * the provider never opened), and turning that undo into a grant of some other request would
 * surprise the staff member whose grant just failed. A `return` keeps the space (holdsSpace).
 */
export const releaseFeedsWaitlist = (event: SpaceOrderEvent): boolean =>
  event === 'expire' || event === 'refuse' || event === 'expireReturn';

export interface ContainerLine {
  containerType: string;
  quantity: number;
}

export interface WaitingRequest {
  id: number;
  companyId: number;
  /** The requesting customer, whose allowance the grant counts against. */
  userId: number;
  pol: string;
  pod: string;
  /** `yyyy-MM-dd` */
  etdStart: string;
  etdEnd: string;
  containers: readonly ContainerLine[];
  /** ISO instant: the order of the waitlist. */
  appliedAt: string;
}

export interface Release {
  sailing: { pol: string; pod: string; etdDate: string };
  /** The units the order gave back, by container type. */
  units: readonly ContainerLine[];
  /** What each customer already holds on the sailing, by container type (their allowance used). */
  held: ReadonlyMap<number, Readonly<Record<string, number>>>;
  /** The customers with an allowance of their own; everyone else has SPACE_ALLOWANCE_PER_SAILING. */
  caps?: ReadonlyMap<number, number>;
}

export interface WaitlistPlan<R extends WaitingRequest = WaitingRequest> {
  /** The requests to grant, oldest first. */
  served: R[];
  /** The units no request took, by container type: they return to the list. */
  left: Record<string, number>;
}

/** Oldest application first; the id decides between two applied in the same millisecond. */
export const waitlistOrder = (a: WaitingRequest, b: WaitingRequest): number =>
  a.appliedAt < b.appliedAt ? -1 : a.appliedAt > b.appliedAt ? 1 : a.id - b.id;

const poolOf = (lines: readonly ContainerLine[]): Record<string, number> => {
  const pool: Record<string, number> = {};
  for (const line of lines) pool[line.containerType] = (pool[line.containerType] ?? 0) + line.quantity;
  return pool;
};

/** Which waiting requests the released units serve, and what is left of them. */
export const planWaitlist = <R extends WaitingRequest>(
  release: Release,
  waiting: readonly R[],
): WaitlistPlan<R> => {
  const left = poolOf(release.units);
  const held = new Map([...release.held].map(([userId, types]) => [userId, { ...types }]));
  const served: R[] = [];
  for (const request of [...waiting].sort(waitlistOrder)) {
    if (!sailingFitsRequest(release.sailing, request) || request.containers.length === 0) continue;
    const customerHeld = held.get(request.userId) ?? {};
    const cap = release.caps?.get(request.userId) ?? SPACE_ALLOWANCE_PER_SAILING;
    const fits = request.containers.every(
      (line) =>
        line.quantity > 0 &&
        (left[line.containerType] ?? 0) >= line.quantity &&
        (customerHeld[line.containerType] ?? 0) + line.quantity <= cap,
    );
    if (!fits) continue;
    for (const line of request.containers) {
      left[line.containerType] = (left[line.containerType] ?? 0) - line.quantity;
      customerHeld[line.containerType] = (customerHeld[line.containerType] ?? 0) + line.quantity;
    }
    held.set(request.userId, customerHeld);
    served.push(request);
  }
  return { served, left };
};
