import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  countdownOf,
  type Deadline,
  type DeadlineState,
  deadlineStateAt,
} from '../../../domain/booking/deadlines.ts';
import { CUT_OFF_CODES, type CutOffCode } from '../../../domain/freight/codes.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { deadlineClockMachine } from '../../../machines/booking/deadline-clock.machine.ts';
import { appNow } from '../../app/clock.ts';
import { instantText, viewerZone } from '../../ui/date-time.ts';
import * as styles from './deadline-timeline.css.ts';

/** The clock is the app's (src/app/clock.ts): component tests move it with the test clock. */
const deadlineClockLogic = deadlineClockMachine.provide({
  actors: { readClock: fromPromise(async () => appNow().getTime()) },
});

/**
 * One deadline clock per booking (beyond the spec): the payment window, the sailing's
 * DCSA cut-offs and the free time at destination on one timeline, each in the customer's zone and
 * in the port's, with its countdown. The deadlineClock machine re-reads the clock once a minute;
 * whether a deadline is due soon or passed is the domain rule's. Needs the booking catalog.
 */
export function DeadlineTimeline({ deadlines }: { deadlines: readonly Deadline[] }) {
  if (deadlines.length === 0) return null;
  // Another list of deadlines (the record reloaded) is another clock.
  return (
    <Timeline
      key={deadlines.map((deadline) => `${deadline.kind}${deadline.at}`).join()}
      deadlines={deadlines}
    />
  );
}

function Timeline({ deadlines }: { deadlines: readonly Deadline[] }) {
  const { t } = useLingui();
  const clock = useActorRef(deadlineClockLogic, { input: { deadlines, now: appNow().getTime() } });
  const now = useSelector(clock, (snapshot) => snapshot.context.now);
  const dueSoon = useSelector(clock, (snapshot) => snapshot.hasTag('dueSoon'));
  const zone = viewerZone();
  return (
    <section className={styles.timeline} aria-label={t`Deadlines`}>
      <strong>{t`Deadlines`}</strong>
      {dueSoon && (
        <p className={styles.alert} role="status">
          {t`A deadline is due within two days.`}
        </p>
      )}
      <ol className={styles.rows}>
        {deadlines.map((deadline) => (
          <DeadlineRow
            key={`${deadline.kind}-${deadline.code}-${deadline.at}`}
            deadline={deadline}
            state={deadlineStateAt(deadline, now)}
            now={now}
            customerZone={zone}
          />
        ))}
      </ol>
    </section>
  );
}

function DeadlineRow({
  deadline,
  state,
  now,
  customerZone: zone,
}: {
  deadline: Deadline;
  state: DeadlineState;
  now: number;
  customerZone: string;
}) {
  const { t, i18n } = useLingui();
  // Each time in the one format, then whose time it is by name (src/ui/date-time.ts).
  const when = (timeZone: string) => instantText(deadline.at, i18n.locale, timeZone);
  const { port, timeZone } = deadline;
  return (
    <li className={styles.row[state]}>
      <span className={styles.name}>
        <strong>
          <DeadlineName deadline={deadline} />
        </strong>
        <DeadlineCode deadline={deadline} />
      </span>
      <span className={styles.times}>
        <span>
          {t`Your time (${zone})`}: <time dateTime={deadline.at}>{when(zone)}</time>
        </span>
        <span>
          {t`Port time, ${port} (${timeZone})`}:{' '}
          <time dateTime={toLocalIso(deadline.at, timeZone)}>{when(timeZone)}</time>
        </span>
      </span>
      <span className={styles.countdown}>
        <Countdown deadline={deadline} state={state} now={now} />
      </span>
    </li>
  );
}

function DeadlineName({ deadline }: { deadline: Deadline }) {
  const { t, i18n } = useLingui();
  if (deadline.kind === 'paymentWindow') return t`Payment window`;
  if (deadline.kind === 'freeTime') {
    const days = deadline.freeTime?.days ?? 0;
    return t`Free time at destination (${plural(days, { one: '# day', other: '# days' })})`;
  }
  const known = CUT_OFF_CODES[deadline.code as CutOffCode] as { cn: string; en: string } | undefined;
  if (known === undefined) return deadline.code ?? '';
  return i18n.locale === 'en' ? known.en : known.cn;
}

/**
 * The DCSA code; for free time the DCSA event it counts from, in words (the view says
 * whether it counts from the actual discharge or from the ETA).
 */
function DeadlineCode({ deadline }: { deadline: Deadline }) {
  const { t } = useLingui();
  const { code, freeTime } = deadline;
  let text = code === null ? t`no DCSA code` : `DCSA ${code}`;
  if (freeTime !== undefined)
    text =
      freeTime.startsFrom === 'discharge'
        ? t`Counted from the actual discharge (DCSA ${code})`
        : t`Counted from the ETA (DCSA ${code}) until the discharge is tracked`;
  return <span className={styles.muted}>{text}</span>;
}

function Countdown({ deadline, state, now }: { deadline: Deadline; state: DeadlineState; now: number }) {
  const { t } = useLingui();
  const left = countdownOf(deadline, now);
  if (left === null) return t`passed`;
  const { days, hours, minutes } = left;
  const text =
    days > 0
      ? t`in ${days} d ${hours} h`
      : hours > 0
        ? t`in ${hours} h ${minutes} min`
        : t`in ${minutes} min`;
  return state === 'dueSoon' ? t`${text}, due soon` : text;
}
