/**
 * How long a returned space order waits for its customer (spec §3 returns an order with a reason;
 * the portal gives the customer a deadline to correct and resubmit it, docs/decisions.md): until the
 * end of the tenant's `returnResubmitWorkingDays`-th working day after the day it was returned,
 * counted as a refund's due date is (domain/booking/refund-due.ts: Monday to Friday less the
 * holidays, in the company's time zone). Past it, the server refuses the order and refunds it.
 */
import { addDays, localToInstant } from '../freight/dates.ts';
import { refundDueDate } from './refund-due.ts';

/**
 * The instant a returned order's resubmission closes, ISO: the last second of its last working day
 * (23:59:59 on the company's clock, so the page shows that day, not the next one's midnight).
 */
export const resubmitDeadline = (
  returnedAt: Date,
  workingDays: number,
  holidays: ReadonlySet<string>,
  timeZone: string,
): string => {
  const lastDay = refundDueDate(returnedAt, holidays, timeZone, workingDays);
  return new Date(localToInstant(addDays(lastDay, 1), 0, timeZone) - 1000).toISOString();
};
