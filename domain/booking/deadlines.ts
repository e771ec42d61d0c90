/**
 * One deadline clock per booking (beyond the spec): the payment window, the sailing's
 * DCSA cut-offs that the customer must meet, and the free time at destination, as one timeline.
 * Every deadline is an instant (UTC) with the port whose clock it is kept by: the customer reads it
 * in their own zone and in the port's. The server builds the list from a booking's facts; each
 * screen decides at its own "now" whether a deadline is upcoming, due soon or passed.
 */
import type { Deadline } from '../api/record-answers.ts';
import { addDays, localDateOf, localToInstant } from '../freight/dates.ts';

/**
 * The DCSA CS 1.0.3 cut-offs the shipper must meet, in that order: documentation (DCO), VGM (VCO),
 * the container yard (FCO, FCL delivery) and the port (PCO). The reefer cut-off (RCO) counts only
 * for a booking with reefer containers; the others (ECP, EFC, DGC...) concern the carrier's yard
 * planning or special cargo and stay on the schedules page.
 */
export const TIMELINE_CUT_OFF_CODES = ['DCO', 'VCO', 'FCO', 'PCO'] as const;
export const REEFER_CUT_OFF_CODE = 'RCO';

/** A deadline within this much of "now" is due soon: two days leave time to act on a cut-off. */
export const DUE_SOON_MS = 48 * 3_600_000;

export const DEADLINE_KINDS = ['paymentWindow', 'cutOff', 'freeTime'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Where free time at destination is counted from: the actual discharge when tracking has it. */
export const FREE_TIME_STARTS = ['discharge', 'eta'] as const;
export type FreeTimeStart = (typeof FREE_TIME_STARTS)[number];

/** A deadline as answers carry it; the type is inferred from its runtime schema. */
export type { Deadline } from '../api/record-answers.ts';

export interface PortClock {
  code: string;
  timeZone: string;
}

/** What a booking knows about its deadlines. */
export interface DeadlineFacts {
  /** A closed booking (cancelled, refused...) has no deadlines left to meet. */
  closed: boolean;
  /** The end of the payment window while the booking waits for payment, ISO instant; else null. */
  paymentWindowEnd: string | null;
  /** The sailing's DCSA cut-offs as published (local times with offsets). */
  cutOffs: readonly { cutOffDateTimeCode: string; cutOffDateTime: string }[];
  /** Whether the booking has reefer containers (the reefer cut-off then counts). */
  reefer: boolean;
  portOfLoading: PortClock;
  portOfDischarge: PortClock;
  /** The sailing's ETA at the port of discharge, ISO instant. */
  eta: string;
  /** The actual discharge at the port of discharge (DCSA DISC, ACT) when tracking has it. */
  discharged: string | null;
  /** Free days at destination the rate grants; null when unknown. */
  freeDays: number | null;
}

/**
 * Free time ends at the end of its last free day in the port's own calendar: the day of discharge
 * (or of the ETA) is day 1, so `days` free days end at local midnight `days` days after it. The
 * midnight is the port's, across a change of summer time.
 */
export const freeTimeEnd = (start: string, days: number, timeZone: string): string =>
  new Date(localToInstant(addDays(localDateOf(start, timeZone), days), 0, timeZone)).toISOString();

/** The booking's deadlines, earliest first (ties keep the order above: payment, cut-offs, free time). */
export const deadlinesOf = (facts: DeadlineFacts): Deadline[] => {
  if (facts.closed) return [];
  const found: Deadline[] = [];
  const pol = facts.portOfLoading;
  if (facts.paymentWindowEnd !== null)
    found.push({
      kind: 'paymentWindow',
      code: null,
      at: new Date(facts.paymentWindowEnd).toISOString(),
      port: pol.code,
      timeZone: pol.timeZone,
    });
  const codes: readonly string[] = facts.reefer
    ? [...TIMELINE_CUT_OFF_CODES, REEFER_CUT_OFF_CODE]
    : TIMELINE_CUT_OFF_CODES;
  for (const code of codes) {
    const cutOff = facts.cutOffs.find((candidate) => candidate.cutOffDateTimeCode === code);
    const at = cutOff === undefined ? Number.NaN : Date.parse(cutOff.cutOffDateTime);
    if (!Number.isNaN(at))
      found.push({
        kind: 'cutOff',
        code,
        at: new Date(at).toISOString(),
        port: pol.code,
        timeZone: pol.timeZone,
      });
  }
  if (facts.freeDays !== null) {
    const pod = facts.portOfDischarge;
    const startsFrom: FreeTimeStart = facts.discharged === null ? 'eta' : 'discharge';
    found.push({
      kind: 'freeTime',
      code: startsFrom === 'discharge' ? 'DISC' : 'ARRI',
      at: freeTimeEnd(facts.discharged ?? facts.eta, facts.freeDays, pod.timeZone),
      port: pod.code,
      timeZone: pod.timeZone,
      freeTime: { startsFrom, days: facts.freeDays },
    });
  }
  // A stable sort: deadlines at the same instant keep the order they were found in.
  return found.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
};

export type DeadlineState = 'upcoming' | 'dueSoon' | 'passed';

/** Passed at its instant; due soon within DUE_SOON_MS of it. */
export const deadlineStateAt = (deadline: Pick<Deadline, 'at'>, now: number): DeadlineState => {
  const left = Date.parse(deadline.at) - now;
  if (left <= 0) return 'passed';
  return left <= DUE_SOON_MS ? 'dueSoon' : 'upcoming';
};

/** The whole timeline at one "now": passed when every deadline has, due soon when one is, else upcoming. */
export const timelineStateAt = (deadlines: readonly Pick<Deadline, 'at'>[], now: number): DeadlineState => {
  const states = deadlines.map((deadline) => deadlineStateAt(deadline, now));
  if (states.every((state) => state === 'passed')) return 'passed';
  return states.includes('dueSoon') ? 'dueSoon' : 'upcoming';
};

/**
 * The time left as the countdown shows it: whole days and hours beyond a day, hours and minutes
 * below, minutes rounded up (a deadline 30 s away is "in 1 min", never "in 0 min"); null once passed.
 */
export const countdownOf = (
  deadline: Pick<Deadline, 'at'>,
  now: number,
): { days: number; hours: number; minutes: number } | null => {
  const left = Date.parse(deadline.at) - now;
  if (left <= 0) return null;
  const totalMinutes = Math.ceil(left / 60_000);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  return days > 0 ? { days, hours, minutes: 0 } : { days: 0, hours, minutes: totalMinutes % 60 };
};
