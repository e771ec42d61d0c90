/**
 * What an advance booking must hold (spec §3 and §5): two different ports, a week still
 * ahead (space is not released for it yet), container types with whole quantities above 0 and no
 * type twice (the spot booking's rules of domain/validation/space-booking.ts), and a cargo
 * description. The form checks them before the call and the server on it: each rule once. Problems
 * are the message ids of ./messages.ts.
 */
import { placePairProblems } from '../freight/search-rules.ts';
import {
  type ContainerLinesProblem,
  type ContainerRequest,
  containerLinesProblem,
} from '../validation/space-booking.ts';
import { isBlank } from '../validation/validators.ts';
import { upcomingWeeks, type Week } from '../weeks.ts';

/** How many weeks after the current one a reservation may ask for. */
export const RESERVATION_WEEKS_AHEAD = 12;
/** Most containers of one type a reservation may ask for. */
export const RESERVATION_MAX_QUANTITY = 999;
export const RESERVATION_CARGO_MAX = 500;
export const RESERVATION_REMARKS_MAX = 500;

export interface ReservationForm {
  pol: string;
  pod: string;
  /** The chosen week's first day, `yyyy-MM-dd` (a Monday). */
  etdWeek: string;
  containers: readonly ContainerRequest[];
  cargo: string;
  remarks: string;
}

export type ReservationProblem =
  | 'polRequired'
  | 'podRequired'
  | 'samePlaces'
  | 'etdWeekRequired'
  | 'etdWeekNotAhead'
  | ContainerLinesProblem
  | 'cargoRequired';

/**
 * The weeks a reservation may name: from next week on (the current week's space is out already),
 * RESERVATION_WEEKS_AHEAD of them, in the clock's local time like the search's week entry.
 */
export const reservationWeeks = (now: Date): Week[] =>
  upcomingWeeks(now, RESERVATION_WEEKS_AHEAD + 1).slice(1);

const containersProblem = (containers: readonly ContainerRequest[]): ReservationProblem | null =>
  containerLinesProblem(containers, RESERVATION_MAX_QUANTITY);

/** The first problem of each field that has one; an empty object means the reservation is valid. */
export const reservationProblems = (
  form: ReservationForm,
  now: Date,
): Partial<Record<keyof ReservationForm, ReservationProblem>> => {
  const problems: Partial<Record<keyof ReservationForm, ReservationProblem>> = {};
  const places = placePairProblems(form.pol, form.pod, true);
  if (places.origin !== undefined) problems.pol = 'polRequired';
  if (places.destination !== undefined)
    problems.pod = places.destination === 'required' ? 'podRequired' : 'samePlaces';
  if (isBlank(form.etdWeek)) problems.etdWeek = 'etdWeekRequired';
  else if (!reservationWeeks(now).some((week) => week.startDate === form.etdWeek))
    problems.etdWeek = 'etdWeekNotAhead';
  const containers = containersProblem(form.containers);
  if (containers !== null) problems.containers = containers;
  if (isBlank(form.cargo)) problems.cargo = 'cargoRequired';
  return problems;
};

/** The last day of the week a reservation names (its first day plus six). */
export const etdWeekEnd = (startDate: string): string => {
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return end.toISOString().slice(0, 10);
};
