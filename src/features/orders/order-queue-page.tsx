import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderView } from '../../../domain/api/order.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { numberNeededBy, orderKind } from '../../../domain/orders/order-progress.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { PageFrame } from '../freight/kit.ts';
import { NoAction, useRecordAction } from '../workspace/record-actions.tsx';
import { RecordList, useRecordList } from '../workspace/record-list.tsx';
import { useStaffViewer } from '../workspace/record-viewer.ts';
import { listQueue, useOrderKind } from './my-orders-page.tsx';
import { orderStepWords } from './order-words.ts';
import * as styles from './orders.css.ts';
import { advanceOrder } from './orders-api.ts';

/**
 * /workspace/orders (staff console): the company's orders, filtered by step and day of creation;
 * each moved to its next step where the order table offers it to the staff member, with the booking
 * or B/L number the step needs.
 */
export function OrderQueuePage() {
  const { t } = useLingui();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const viewer = useStaffViewer();
  const kind = useOrderKind();
  const state = useRecordList({ list: listQueue, allowed: isStaff });
  return (
    <PageFrame route="/workspace/orders">
      <RecordList
        state={state}
        kind={kind}
        more={[
          {
            header: t`Customer`,
            cell: (row) => (row.customer ? `${row.customer.name || row.customer.email}` : '—'),
          },
          {
            header: t`Next step`,
            cell: (row) => <AdvanceAction row={row} viewer={viewer} onAdvanced={state.reload} />,
          },
        ]}
        fileName="orders-queue.csv"
        denied="staff"
        words={{
          label: t`Orders to move`,
          loading: t`Loading the orders…`,
          failed: t`The orders could not be loaded`,
          none: t`No orders match the filter`,
          noneFiltered: t`No orders match the filter`,
        }}
      />
    </PageFrame>
  );
}

/** "Advance to <next step>", with the number that step needs: shown only where the table offers it. */
function AdvanceAction({
  row,
  viewer,
  onAdvanced,
}: {
  row: OrderView;
  viewer: RecordViewer;
  onAdvanced: () => void;
}) {
  const { t, i18n } = useLingui();
  const [number, setNumber] = useState('');
  const { busy, run } = useRecordAction(onAdvanced);
  const next = row.nextStep;
  if (next === null || !orderKind.canOffer(row.step, next, viewer)) return <NoAction />;
  const needed = numberNeededBy(next);
  const numbers = needed === null ? {} : { [needed]: number.trim() };
  // The step is offered; the number it needs is what the button waits for.
  const movable = orderKind.canMove(row.step, next, viewer, numbers);
  const id = row.orderId;
  const stepName = i18n._(orderStepWords[next]);
  const advance = () =>
    run(() => advanceOrder({ orderId: id, step: next, ...numbers }), t`Order #${id} moved to ${stepName}`);
  return (
    <span className={styles.actions}>
      {needed !== null && (
        <input
          className={styles.numberInput}
          aria-label={
            needed === 'bookingNumber' ? t`Booking number of order #${id}` : t`B/L number of order #${id}`
          }
          placeholder={needed === 'bookingNumber' ? t`Booking number` : t`B/L number`}
          maxLength={30}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      )}
      <button
        type="button"
        className={buttons.secondary}
        disabled={busy || !movable}
        aria-label={t`Advance order #${id} to ${stepName}`}
        onClick={() => void advance()}
      >
        {t`Advance to ${stepName}`}
      </button>
    </span>
  );
}
