/**
 * Rates about to expire, on the staff console's dashboard (spec §6's rates, docs/decisions.md):
 * those whose validity ends within the next week, each with how many of the tenant's saved
 * quotations use it, so pricing renews what customers are about to book first.
 */
import { addDays } from '../freight/dates.ts';

/** A rate is about to expire when its last valid day is today or within this many days after it. */
export const EXPIRING_RATE_DAYS = 7;
/** The dashboard lists this many, those most quoted first; the total says how many there are. */
export const EXPIRING_RATES_SHOWN = 20;

/** The window of last valid days (`yyyy-MM-dd`, both ends included) that counts as about to expire. */
export const expiringWindow = (today: string): { from: string; to: string } => ({
  from: today,
  to: addDays(today, EXPIRING_RATE_DAYS),
});
