import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type Deadline, timelineStateAt } from '../../domain/booking/deadlines.ts';

/**
 * The deadline clock of a booking (beyond the spec): the timeline of its payment window,
 * DCSA cut-offs and free time at destination, re-read once a minute so that each countdown moves
 * and each deadline turns due soon, then passed, on its own. Whether the timeline as a whole is
 * upcoming, due soon or passed is domain/booking/deadlines.ts's rule; the machine only decides
 * when to ask. The clock is read through an injected actor: machines never read the system time,
 * and a tab left in the background catches up at the next read instead of counting ticks.
 */
export const DEADLINE_CLOCK_MACHINE_ID = 'deadlineClock';

/** Countdowns show minutes: reading the clock once a minute keeps them right. */
export const DEADLINE_CLOCK_TICK_MS = 60_000;

export interface DeadlineClockInput {
  deadlines: readonly Deadline[];
  /** The time the timeline opens at (the app's clock), shown until the first read answers. */
  now: number;
}

export interface DeadlineClockContext {
  deadlines: readonly Deadline[];
  now: number;
}

const nowOf = (event: unknown): number => (event as { output: number }).output;

export const deadlineClockMachine = setup({
  types: {
    context: {} as DeadlineClockContext,
    input: {} as DeadlineClockInput,
  },
  actors: {
    /** The app's clock (src/app/clock.ts), as epoch ms. */
    readClock: fromPromise<number>(() => Promise.reject(new Error('readClock must be provided by the app'))),
  },
  delays: {
    clockTick: DEADLINE_CLOCK_TICK_MS,
  },
  guards: {
    /** Every deadline has passed at the time just read. */
    allPassed: ({ context, event }) => timelineStateAt(context.deadlines, nowOf(event)) === 'passed',
    /** A deadline is within two days at the time just read. */
    someDueSoon: ({ context, event }) => timelineStateAt(context.deadlines, nowOf(event)) === 'dueSoon',
  },
  actions: {
    keepNow: assign({ now: ({ event }) => nowOf(event) }),
  },
}).createMachine({
  id: DEADLINE_CLOCK_MACHINE_ID,
  meta: {
    spec: ['beyond the spec: one deadline clock per booking'],
  },
  description:
    'One deadline clock per booking. The timeline of the payment window, the DCSA cut-offs and the free time at destination, read against the app’s clock once a minute: upcoming, due soon (a deadline within two days), or passed (every deadline has).',
  context: ({ input }) => ({ deadlines: input.deadlines, now: input.now }),
  initial: 'reading',
  states: {
    reading: {
      description:
        'The app’s clock is read (when the timeline opens, then once a minute) and the timeline placed against it (domain rule timelineStateAt).',
      invoke: {
        id: 'readClock',
        src: 'readClock',
        onDone: [
          { guard: 'allPassed', target: 'passed', actions: 'keepNow' },
          { guard: 'someDueSoon', target: 'dueSoon', actions: 'keepNow' },
          { target: 'upcoming', actions: 'keepNow' },
        ],
      },
    },
    upcoming: {
      description: 'No deadline is within two days; each row counts down.',
      after: { clockTick: 'reading' },
    },
    dueSoon: {
      description: 'At least one deadline is within two days: the timeline says so; each row counts down.',
      tags: ['dueSoon'],
      after: { clockTick: 'reading' },
    },
    passed: {
      description: 'Every deadline has passed (or the booking has none left): nothing to count any more.',
      tags: ['passed'],
      type: 'final',
    },
  },
});

export type DeadlineClockMachine = typeof deadlineClockMachine;
export type DeadlineClockActor = ActorRefFrom<DeadlineClockMachine>;
export type DeadlineClockSnapshot = SnapshotFrom<DeadlineClockMachine>;
