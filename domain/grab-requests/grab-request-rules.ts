/**
 * What a grab request (spot booking, spec §3 and §5) must hold: two different ports, an ETD range
 * that starts today or later, in order (spec §5, `spotBookingRules`) and at most
 * GRAB_ETD_RANGE_MAX_DAYS long, container types with whole quantities above 0 and no type twice, and
 * the cargo. The form checks them before the call and the server on it: each rule once. Problems are
 * the message ids of ./messages.ts.
 */
import { addDays, daysBetween, isIsoDate } from '../freight/dates.ts';
import { placePairProblems } from '../freight/search-rules.ts';
import { validateField } from '../validation/rule.ts';
import {
  type ContainerLinesProblem,
  type ContainerRequest,
  containerLinesProblem,
  spotBookingRules,
} from '../validation/space-booking.ts';
import { isBlank } from '../validation/validators.ts';
import { upcomingWeeks } from '../weeks.ts';

/** The longest ETD range a request may name: staff look for one sailing in it. */
export const GRAB_ETD_RANGE_MAX_DAYS = 31;
/** How far ahead the range may start. */
export const GRAB_ETD_AHEAD_MAX_DAYS = 90;
/** Most containers of one type a request may ask for. */
export const GRAB_MAX_QUANTITY = 999;
export const GRAB_CARGO_MAX = 500;
export const GRAB_REQUIREMENTS_MAX = 500;

export interface GrabRequestForm {
  pol: string;
  pod: string;
  /** `yyyy-MM-dd` */
  etdStart: string;
  etdEnd: string;
  containers: readonly ContainerRequest[];
  cargo: string;
  specialRequirements: string;
}

export type GrabRequestProblem =
  | 'polRequired'
  | 'podRequired'
  | 'samePlaces'
  | 'etdStartRequired'
  | 'etdEndRequired'
  | 'etdStartPast'
  | 'etdStartTooFar'
  | 'etdStartAfterEnd'
  | 'etdRangeTooLong'
  | ContainerLinesProblem
  | 'cargoRequired';

/** Today in the clock's local time, `yyyy-MM-dd` (the search's week entry counts days the same way). */
export const localToday = (now: Date): string => upcomingWeeks(now, 1)[0]!.startDate;

const containersProblem = (containers: readonly ContainerRequest[]): GrabRequestProblem | null =>
  containerLinesProblem(containers, GRAB_MAX_QUANTITY);

const etdProblems = (
  form: GrabRequestForm,
  now: Date,
): Partial<Record<'etdStart' | 'etdEnd', GrabRequestProblem>> => {
  const start = form.etdStart.trim();
  const end = form.etdEnd.trim();
  const problems: Partial<Record<'etdStart' | 'etdEnd', GrabRequestProblem>> = {};
  const today = localToday(now);
  if (!isIsoDate(start)) problems.etdStart = 'etdStartRequired';
  else if (start < today) problems.etdStart = 'etdStartPast';
  else if (start > addDays(today, GRAB_ETD_AHEAD_MAX_DAYS)) problems.etdStart = 'etdStartTooFar';
  if (!isIsoDate(end)) problems.etdEnd = 'etdEndRequired';
  else if (problems.etdStart === undefined) {
    const order = validateField({ etdStart: start, etdEnd: end, containers: [] }, spotBookingRules, 'etdEnd');
    if (order === 'etdStartAfterEnd') problems.etdEnd = 'etdStartAfterEnd';
    else if (daysBetween(start, end) > GRAB_ETD_RANGE_MAX_DAYS) problems.etdEnd = 'etdRangeTooLong';
  }
  return problems;
};

/** The first problem of each field that has one; an empty object means the request is valid. */
export const grabRequestProblems = (
  form: GrabRequestForm,
  now: Date,
): Partial<Record<keyof GrabRequestForm, GrabRequestProblem>> => {
  const problems: Partial<Record<keyof GrabRequestForm, GrabRequestProblem>> = {};
  const places = placePairProblems(form.pol, form.pod, true);
  if (places.origin !== undefined) problems.pol = 'polRequired';
  if (places.destination !== undefined)
    problems.pod = places.destination === 'required' ? 'podRequired' : 'samePlaces';
  Object.assign(problems, etdProblems(form, now));
  const containers = containersProblem(form.containers);
  if (containers !== null) problems.containers = containers;
  if (isBlank(form.cargo)) problems.cargo = 'cargoRequired';
  return problems;
};

/** A sailing fits a request when it serves its two ports and leaves within its ETD range. */
export const sailingFitsRequest = (
  sailing: { pol: string; pod: string; etdDate: string },
  request: { pol: string; pod: string; etdStart: string; etdEnd: string },
): boolean =>
  sailing.pol === request.pol &&
  sailing.pod === request.pod &&
  sailing.etdDate >= request.etdStart &&
  sailing.etdDate <= request.etdEnd;
