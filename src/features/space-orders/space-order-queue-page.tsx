import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState } from 'react';
import type { AbnormalRefund, SpaceOrderView } from '../../../domain/api/booking.ts';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import {
  SPACE_ORDER_REASON_MAX,
  type SpaceOrderState,
  spaceOrderKind,
} from '../../../domain/booking/space-order-lifecycle.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import { instantText } from '../../ui/date-time.ts';
import { TextAreaField } from '../../ui/form-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import * as tables from '../../ui/table.css.ts';
import {
  completeSpaceOrder,
  getSpaceOrder,
  getTenantSettings,
  listAbnormalRefunds,
  listSpaceOrders,
  refuseOrReturnSpaceOrder,
} from '../booking/booking-api.ts';
import { ConfirmStep } from '../orders/order-step-actions.tsx';
import { useLifeColumn } from '../record-life/record-life-link.tsx';
import { NoAction, useRecordAction } from '../workspace/record-actions.tsx';
import { CellLines, useRecordColumns } from '../workspace/record-columns.tsx';
import { RecordHistory } from '../workspace/record-history.tsx';
import type { RecordKind } from '../workspace/record-list.tsx';
import * as records from '../workspace/records.css.ts';
import { StaffQueuePage } from '../workspace/staff-queue.tsx';
import * as styles from './space-orders-page.css.ts';
import { AttorneyFile, RefundLine, useSpaceOrderListBase } from './space-orders-page.tsx';
import { spaceOrderStatusWords } from './status-words.ts';

/**
 * /console/spaceOrders (staff console): the company's space orders, first those paid and in hand
 * (spec §3), which staff complete, refuse with a reason (the fee refunded in full) or return with a
 * reason (the customer corrects and resubmits it), where the space order table offers it to the
 * staff member, each confirmed in a dialog; below, the refunds the provider could not make.
 */
export function SpaceOrderQueuePage() {
  const { t } = useLingui();
  const kind = useSpaceOrderQueueKind();
  const life = useLifeColumn('spaceOrder', (order: SpaceOrderView) => order.orderId);
  return (
    <StaffQueuePage
      route="/console/spaceOrders"
      list={listSpaceOrders}
      initialStatus="inHand"
      kind={kind}
      more={(viewer, reload) => [
        {
          header: t`Handle`,
          cell: (order) => <SpaceOrderMoves order={order} viewer={viewer} onMoved={reload} />,
        },
        life,
      ]}
      fileName="space-order-queue.csv"
      words={{
        label: t`Space orders to handle`,
        loading: t`Loading the space orders…`,
        failed: t`The space orders could not be loaded`,
        none: t`No space order is in hand.`,
        noneFiltered: t`No space orders match the filter`,
      }}
      after={<AbnormalRefunds />}
    />
  );
}

/** The queue's columns: who booked, the sailing, the route, what was paid and when, the status. */
export function useSpaceOrderQueueKind(): RecordKind<SpaceOrderView, SpaceOrderState> {
  const { t } = useLingui();
  const shared = useRecordColumns();
  const base = useSpaceOrderListBase();
  const { placeOf } = base;
  const customerOf = (order: SpaceOrderView) =>
    order.customer ? [order.customer.name, order.customer.companyName].filter(Boolean).join(' · ') : '—';
  return {
    ...base.kind,
    csvColumns: base.csvColumns({ header: t`Customer`, value: customerOf }),
    columns: [
      {
        header: t`Order no`,
        cell: (order) => {
          const paidAt = order.paidAt && shared.when(order.paidAt);
          return (
            <CellLines
              head={<strong>{order.orderNo}</strong>}
              lines={[shared.createdLine(order.createdAt), paidAt && t`Paid ${paidAt}`]}
            />
          );
        },
      },
      { header: t`Customer`, cell: customerOf },
      {
        header: t`Vessel / voyage`,
        cell: (order) => (
          <CellLines
            head={<span>{`${order.vesselName} ${order.voyageNumber}`}</span>}
            lines={[order.routeCode]}
          />
        ),
      },
      {
        header: t`Route`,
        cell: (order) => (
          <CellLines head={<span>{`${placeOf(order.pol)} → ${placeOf(order.pod)}`}</span>} lines={[]} />
        ),
      },
      base.etd,
      shared.containers,
      base.amount,
      { header: t`Status`, cell: (order) => <QueueStatus order={order} /> },
      { header: t`Attorney file`, cell: (order) => <AttorneyFile order={order} /> },
    ],
  };
}

/** The status, staff's reason, the refund, a returned order's deadline, and the trail behind "History". */
function QueueStatus({ order }: { order: SpaceOrderView }) {
  const { t, i18n } = useLingui();
  const { orderId, orderNo, reason, refund, resubmitBy } = order;
  const customerWho = order.customer?.name || t`the customer`;
  const deadline = resubmitBy && instantText(resubmitBy.at, i18n.locale, resubmitBy.timeZone);
  return (
    <span className={styles.cellLines}>
      <span className={styles.status[order.status]}>{i18n._(spaceOrderStatusWords[order.status])}</span>
      {reason && <span className={styles.reason}>{t`Reason: ${reason}`}</span>}
      {order.status === 'returned' && deadline && (
        <span className={styles.muted}>{t`Correct and resubmit by ${deadline}`}</span>
      )}
      {refund && <RefundLine refund={refund} />}
      {/* The trail keeps each return's reason and each resubmission's note (spec §3). */}
      <RecordHistory
        label={t`History of space order ${orderNo}`}
        load={() =>
          getSpaceOrder(orderId).then((draft) => ({
            history: draft.order_form.history ?? [],
          }))
        }
        statusWords={spaceOrderStatusWords}
        reasonText={(reason) => t`Reason: ${reason}`}
        ownerWho={customerWho}
        // A resubmission carries the customer's note on what was corrected, not a reason.
        eventLine={(entry, when, who) => {
          if (entry.event !== 'resubmit') return null;
          const note = entry.reason ?? '';
          return t`${when}: corrected and resubmitted by ${who}. Note: ${note}`;
        }}
      />
    </span>
  );
}

type Move = 'complete' | 'refuse' | 'return';

/**
 * Complete, refuse or return an order in hand, each offered where the space order table lets this
 * staff member and confirmed in a dialog: none can be undone, a refusal refunds the fee in full and
 * a return gives the order back to the customer to correct; both need a reason the customer reads.
 */
function SpaceOrderMoves({
  order,
  viewer,
  onMoved,
}: {
  order: SpaceOrderView;
  viewer: RecordViewer;
  onMoved: () => void;
}) {
  const { t, i18n } = useLingui();
  const action = useRecordAction(onMoved);
  const { status, orderId, orderNo } = order;
  const offered = (['complete', 'refuse', 'return'] as const).filter((event) =>
    spaceOrderKind.canOffer(status, event, viewer),
  );
  if (offered.length === 0) return <NoAction />;
  const fee = formatMoney(order.payment.amount, order.payment.currency, i18n.locale);
  const send = (event: Move, reason: string, done: string) =>
    action.run(
      () =>
        event === 'complete'
          ? completeSpaceOrder(orderId)
          : refuseOrReturnSpaceOrder(event, { orderId, reason }),
      done,
    );
  return (
    <span className={records.actions}>
      {offered.map((event) =>
        event === 'complete' ? (
          <ConfirmStep
            key={event}
            label={t`Complete`}
            ariaLabel={t`Complete order ${orderNo}`}
            disabled={false}
            title={t`Complete order ${orderNo}?`}
            yes={t`Yes, complete it`}
            ready
            busy={action.busy}
            onConfirm={() => send(event, '', t`Order ${orderNo} completed`)}
          >
            <Dialog.Description>{t`The space was used: the order is closed and cannot be moved again.`}</Dialog.Description>
          </ConfirmStep>
        ) : (
          <ReasonMove
            key={event}
            event={event}
            order={order}
            viewer={viewer}
            busy={action.busy}
            fee={fee}
            onConfirm={(reason) =>
              send(
                event,
                reason,
                event === 'refuse' ? t`Order ${orderNo} refused` : t`Order ${orderNo} returned`,
              )
            }
          />
        ),
      )}
    </span>
  );
}

/** Refuse or return: the reason the customer reads, asked for in the dialog. */
function ReasonMove({
  event,
  order,
  viewer,
  busy,
  fee,
  onConfirm,
}: {
  event: 'refuse' | 'return';
  order: SpaceOrderView;
  viewer: RecordViewer;
  busy: boolean;
  fee: string;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const days = useResubmitDays();
  const { orderNo, status } = order;
  const refuse = event === 'refuse';
  return (
    <ConfirmStep
      label={refuse ? t`Refuse` : t`Return`}
      ariaLabel={refuse ? t`Refuse order ${orderNo}` : t`Return order ${orderNo}`}
      disabled={false}
      title={refuse ? t`Refuse order ${orderNo}?` : t`Return order ${orderNo}?`}
      yes={refuse ? t`Yes, refuse and refund` : t`Yes, return it`}
      ready={spaceOrderKind.canMove(status, event, viewer, { reason: reason.trim() })}
      busy={busy}
      onConfirm={() => onConfirm(reason.trim())}
    >
      <Dialog.Description>
        {refuse
          ? t`The space goes back and the fee of ${fee} is refunded to the customer in full. The customer reads the reason.`
          : days === null
            ? t`The order goes back to the customer, who reads the reason and corrects and resubmits it within the working days your company allows; not resubmitted in time, it is refused and refunded in full.`
            : t`The order goes back to the customer, who reads the reason and corrects and resubmits it within ${plural(days, { one: '# working day', other: '# working days' })}; not resubmitted in time, it is refused and refunded in full.`}
      </Dialog.Description>
      <TextAreaField
        label={t`Reason`}
        maxLength={SPACE_ORDER_REASON_MAX}
        value={reason}
        onChange={(change) => setReason(change.target.value)}
      />
    </ConfirmStep>
  );
}

/** Asked once per page load: the tenant's settings change rarely, and every row's dialog names them. */
let resubmitDays: Promise<number> | undefined;

/** The tenant's working days to resubmit a returned order; null until known (or when unreadable). */
function useResubmitDays(): number | null {
  const [days, setDays] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    resubmitDays ??= getTenantSettings().then((settings) => settings.returnResubmitWorkingDays);
    resubmitDays.then(
      (known) => current && setDays(known),
      () => {
        // Unreadable now: the dialog says it in words, and the next page load asks again.
        resubmitDays = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return days;
}

type Refunds = { list: AbnormalRefund[] } | { failure: string } | null;

/** The refunds the payment provider could not make, with its reason: staff settle them with the customer. */
function AbnormalRefunds() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [refunds, setRefunds] = useState<Refunds>(null);
  useEffect(() => {
    const controller = new AbortController();
    listAbnormalRefunds(controller.signal).then(
      (list) => setRefunds({ list }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setRefunds({ failure: serverMessageOf(error) ?? t`The refunds could not be loaded` });
      },
    );
    return () => controller.abort();
  }, [t]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Refunds that failed`}</h2>
      {refunds === null && <p className={records.muted}>{t`Loading…`}</p>}
      {refunds !== null && 'failure' in refunds && <p role="alert">{refunds.failure}</p>}
      {refunds !== null && 'list' in refunds && refunds.list.length === 0 && (
        <p className={records.muted}>{t`No refund has failed.`}</p>
      )}
      {refunds !== null && 'list' in refunds && refunds.list.length > 0 && (
        <div className={tables.scroll}>
          <table className={tables.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th className={tables.th}>{t`Order no`}</th>
                <th className={tables.th}>{t`Amount`}</th>
                <th className={tables.th}>{t`Due by`}</th>
                <th className={tables.th}>{t`The provider’s reason`}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.list.map((refund) => (
                <tr key={refund.refundNo}>
                  <td className={tables.td}>
                    <CellLines
                      head={<strong>{refund.orderNo}</strong>}
                      lines={[refund.refundNo, instantText(refund.createdAt, i18n.locale)]}
                    />
                  </td>
                  <td className={`${tables.td} ${tables.numeric}`}>
                    {formatMoney(refund.amount, refund.currency, i18n.locale)}
                  </td>
                  <td className={tables.td}>{refund.dueDate}</td>
                  <td className={tables.td}>{refund.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
