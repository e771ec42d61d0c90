/** Advance bookings look like every workspace record list; their statuses by tone. */
import { tone } from '../workspace/records.css.ts';

export * from '../workspace/records.css.ts';

export const status = {
  toBeAudited: tone.waiting,
  approved: tone.ok,
  auditFailed: tone.refused,
  cancelled: tone.ended,
};
