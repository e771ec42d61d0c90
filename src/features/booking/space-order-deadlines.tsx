import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { Deadline } from '../../../domain/booking/deadlines.ts';
import { getSpaceOrder } from './booking-api.ts';
import * as styles from './deadline-timeline.css.ts';
import { DeadlineTimeline } from './deadline-timeline.tsx';

type Answer = { deadlines: Deadline[] } | { failure: string };

/**
 * My Space (spec §2): a space order's deadline clock, read from getSpaceOrder when opened so that
 * the list's page stays one light call. Needs the booking catalog.
 */
export function SpaceOrderDeadlines({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<Answer | null>(null);
  return (
    <details
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        getSpaceOrder(orderId).then(
          (draft) => setAnswer({ deadlines: draft.order_form.deadlines ?? [] }),
          (error: unknown) =>
            setAnswer({
              failure: serverMessageOf(error) ?? t`The deadlines could not be loaded`,
            }),
        );
      }}
    >
      <summary>{t`Deadlines`}</summary>
      {answer === null && <p className={styles.muted}>{t`Loading…`}</p>}
      {answer !== null && 'failure' in answer && <p className={styles.muted}>{answer.failure}</p>}
      {answer !== null &&
        'deadlines' in answer &&
        (answer.deadlines.length === 0 ? (
          <p className={styles.muted}>{t`No deadline is left for this order.`}</p>
        ) : (
          <DeadlineTimeline deadlines={answer.deadlines} />
        ))}
    </details>
  );
}
