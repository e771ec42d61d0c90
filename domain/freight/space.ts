/**
 * Availability of space on a sailing (spec section 3: available, tight, overload, stopping; the
 * kinds guarantee and existing), derived from the remaining inventory rather than stored.
 */
import type { SpaceAvailabilityLevel } from '../constants.ts';

/** At or below this share of the capacity left, space counts as tight. */
export const TIGHT_SHARE = 0.2;

export interface InventoryState {
  capacity: number;
  remaining: number;
}

export interface SailingState {
  /** The carrier or the forwarder has stopped taking bookings on this sailing. */
  stopped: boolean;
  /** The FCL delivery cut-off (DCSA FCO), ms; once passed nothing more can be booked. */
  cutOff: number | null;
}

/**
 * The rule: stopped, or past the cut-off: stopping. Nothing left (or oversold): overload. At most
 * TIGHT_SHARE of the capacity left (and at least one unit): tight. Otherwise available.
 */
export const availabilityLevel = (
  inventory: InventoryState,
  sailing: SailingState,
  now: number,
): SpaceAvailabilityLevel => {
  if (sailing.stopped || (sailing.cutOff !== null && now >= sailing.cutOff)) return 'stopping';
  if (inventory.remaining <= 0 || inventory.capacity <= 0) return 'overload';
  if (inventory.remaining <= inventory.capacity * TIGHT_SHARE) return 'tight';
  return 'available';
};

/** A sailing's level over all its container types: the inventories added up. */
export const sailingLevel = (
  inventories: readonly InventoryState[],
  sailing: SailingState,
  now: number,
): SpaceAvailabilityLevel =>
  availabilityLevel(
    inventories.reduce(
      (total, item) => ({
        capacity: total.capacity + item.capacity,
        remaining: total.remaining + Math.max(0, item.remaining),
      }),
      { capacity: 0, remaining: 0 },
    ),
    sailing,
    now,
  );

/** Whether a quantity can be taken right now: the level must not be stopping or overload. */
export const canTake = (level: SpaceAvailabilityLevel, remaining: number, quantity: number): boolean =>
  (level === 'available' || level === 'tight') && quantity > 0 && quantity <= remaining;
