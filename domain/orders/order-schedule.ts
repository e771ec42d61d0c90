/**
 * Spec §4's steps that follow the sailing: the B/L is confirmed once the vessel has sailed, and an
 * order is done once it has arrived. A precondition on the order table's events
 * (./order-progress.ts): the table says which step may follow which, this rule says from when, by
 * the sailing's schedule and the caller's clock. The server refuses a step before its time; the
 * staff page disables it with the same rule and says from when it is possible.
 */
import type { OrderAdvanceEvent } from './order-progress.ts';

/** The schedule's times a step waits for: the departure (ETD) or the arrival (ETA). */
export type ScheduleMark = 'etd' | 'eta';

/** The sailing's schedule, as instants with their port's offset (or UTC). */
export interface SailingSchedule {
  etd: string;
  eta: string;
}

/** The steps held back by the schedule, and the time each waits for. */
export const ORDER_STEP_NOT_BEFORE: Partial<Record<OrderAdvanceEvent, ScheduleMark>> = {
  billOfLadingConfirm: 'etd',
  done: 'eta',
};

/** The mark the step waits for, or null when the schedule does not hold it back. */
export const scheduleMarkOf = (event: OrderAdvanceEvent): ScheduleMark | null =>
  ORDER_STEP_NOT_BEFORE[event] ?? null;

/** The instant from which the step is possible by the schedule; null when any time will do. */
export const stepNotBefore = (event: OrderAdvanceEvent, schedule: SailingSchedule): string | null => {
  const mark = scheduleMarkOf(event);
  return mark === null ? null : schedule[mark];
};

/** Whether a step waiting for `notBefore` is still too early at `now`. */
export const isBeforeSchedule = (notBefore: string | null, now: Date): boolean =>
  notBefore !== null && now.getTime() < Date.parse(notBefore);
