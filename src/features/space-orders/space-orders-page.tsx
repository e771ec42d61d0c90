import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { RefundView, SpaceOrderView } from '../../../domain/api/booking.ts';
import type { SpaceOrderState } from '../../../domain/booking/space-order-lifecycle.ts';
import type { SpaceChanged } from '../../../machines/booking/book-space.machine.ts';
import { downloadFile } from '../../api/files.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { dayText } from '../../ui/date-time.ts';
import { formatMoney } from '../../ui/money.ts';
import { orderPollLogic } from '../booking/booking-actors.ts';
import { listMySpaceOrders } from '../booking/booking-api.ts';
import { PaymentAmount } from '../booking/payment-amount.tsx';
import { PaymentDialog } from '../booking/payment-dialog.tsx';
import { SpaceOrderDeadlines } from '../booking/space-order-deadlines.tsx';
import type { CsvColumn } from '../data-page/csv-export.ts';
import { LocalTime } from '../freight/facts.tsx';
import { PageFrame } from '../freight/page-frame.tsx';
import { MyGrabRequests } from '../grab-requests/my-grab-requests.tsx';
import { formatSecondsLeft, useSecondsLeft } from '../pay/time-left.ts';
import { CellLines, useRecordColumns } from '../workspace/record-columns.tsx';
import { type RecordKind, RecordList, useRecordList } from '../workspace/record-list.tsx';
import { OfferActions } from './offer-payment.tsx';
import { ReturnedOrder } from './resubmit-form.tsx';
import * as styles from './space-orders-page.css.ts';
import { refundStateWords, spaceOrderStatusWords } from './status-words.ts';

/** The order in which the filter offers the statuses: where an order starts, then where it ends. */
export const FILTER_ORDER: readonly SpaceOrderState[] = [
  'offered',
  'awaitingPayment',
  'inHand',
  'completed',
  'refused',
  'returned',
  'cancelled',
];

/** An order's status once its payment window ended in the dialog (spec §4: unpaid, it is cancelled). */
const statusAfterWindow: Partial<Record<SpaceChanged['outcome'], SpaceOrderState>> = {
  paid: 'inHand',
  expired: 'cancelled',
  cancelled: 'cancelled',
};

/**
 * /workspace/reserveCabin (spec §2 "My Space"): the signed-in customer's space orders, filtered by
 * status, with the payment dialog for an order still awaiting payment and the attorney file's
 * download; then the customer's grab requests.
 */
export function SpaceOrdersPage() {
  const { t } = useLingui();
  const loggedIn = useSessionView((view) => view.loggedIn);
  // The order whose payment dialog is open; closing it shows the orders as they are now.
  const [payingOrderId, setPayingOrderId] = useState<number | null>(null);
  // How the payment windows that ended in the dialog left their orders: the badge says so at once,
  // before the server's sweep shows it in the list.
  const [ended, setEnded] = useState<ReadonlyMap<number, SpaceOrderState>>(new Map());
  const state = useRecordList({ list: listMySpaceOrders, allowed: loggedIn });
  const kind = useSpaceOrderKind(setPayingOrderId, state.reload, ended);
  return (
    <PageFrame route="/workspace/reserveCabin">
      <RecordList
        state={state}
        kind={kind}
        fileName="space-orders.csv"
        denied="login"
        words={{
          label: t`Space orders`,
          loading: t`Loading your space orders…`,
          failed: t`Your space orders could not be loaded`,
          none: t`No space orders yet`,
          noneFiltered: t`No space orders match the filter`,
          noneDetail: t`Book available space and your orders appear here.`,
        }}
        emptyAction={
          <Link to="/lookPresentCabin" className={`${buttons.outline} ${styles.emptyLink}`}>
            {t`See available space`}
          </Link>
        }
      />
      {/* My Space holds the grab requests too; a granted one opens its order here. */}
      {loggedIn && <MyGrabRequests onOpenOrder={setPayingOrderId} />}
      {payingOrderId !== null && (
        <PaymentDialog
          orderId={payingOrderId}
          open
          onOpenChange={(open) => {
            if (open) return;
            setPayingOrderId(null);
            // The rows stay while the page reloads: the order may be paid, or its window over.
            state.reload();
          }}
          onSpaceChanged={({ orderId, outcome }) => {
            const status = statusAfterWindow[outcome];
            if (status) setEnded((current) => new Map(current).set(orderId, status));
            state.reload();
          }}
        />
      )}
    </PageFrame>
  );
}

/** A space order's columns (the pay action in its status), its export and count. */
function useSpaceOrderKind(
  onPay: (orderId: number) => void,
  onChanged: () => void,
  ended: ReadonlyMap<number, SpaceOrderState>,
): RecordKind<SpaceOrderView, SpaceOrderState> {
  const { t } = useLingui();
  const shared = useRecordColumns();
  const base = useSpaceOrderListBase();
  const { placeOf } = base;
  return {
    ...base.kind,
    csvColumns: base.csvColumns(),
    columns: [
      {
        header: t`Order no`,
        cell: (order) => (
          <span className={styles.cellLines}>
            <strong>{order.orderNo}</strong>
            <span className={styles.muted}>{shared.createdLine(order.createdAt)}</span>
            {/* The order's deadline clock, read when opened. */}
            <SpaceOrderDeadlines orderId={order.orderId} />
          </span>
        ),
      },
      { header: t`Vessel / voyage`, cell: (order) => `${order.vesselName} ${order.voyageNumber}` },
      {
        header: t`Route`,
        cell: (order) => (
          <CellLines
            head={<span>{`${placeOf(order.pol)} → ${placeOf(order.pod)}`}</span>}
            lines={[order.routeCode]}
          />
        ),
      },
      base.etd,
      shared.containers,
      base.amount,
      {
        header: t`Status`,
        cell: (order) => (
          <OrderStatus order={withEndedWindow(order, ended)} onPay={onPay} onChanged={onChanged} />
        ),
      },
      { header: t`Attorney file`, cell: (order) => <AttorneyFile order={order} /> },
    ],
  };
}

/**
 * What the customer's list of space orders and the staff queue share: the status filter and dates,
 * the ETD and amount columns, the export (the queue adds who booked) and the count.
 */
export function useSpaceOrderListBase() {
  const { t, i18n } = useLingui();
  const shared = useRecordColumns();
  const en = i18n.locale === 'en';
  return {
    placeOf: (place: SpaceOrderView['pol']) => (en ? place.nameEn : place.nameCn),
    kind: {
      status: { label: t`Status`, statuses: FILTER_ORDER, words: spaceOrderStatusWords },
      dates: { from: t`Created from`, to: t`Created to` },
      rowKey: (order: SpaceOrderView) => order.orderId,
      position: (pageNo: number, pages: number, total: number) =>
        t`Page ${pageNo} of ${pages} · ${plural(total, { one: '# order', other: '# orders' })}`,
    },
    etd: {
      header: t`ETD`,
      cell: (order: SpaceOrderView) => <LocalTime value={order.etd} place={order.pol} />,
    },
    amount: {
      header: t`Amount`,
      numeric: true,
      cell: (order: SpaceOrderView) => <PaymentAmount order={order} />,
    },
    csvColumns: (...afterOrderNo: CsvColumn<SpaceOrderView>[]): CsvColumn<SpaceOrderView>[] => [
      { header: t`Order no`, value: (order) => order.orderNo },
      ...afterOrderNo,
      { header: t`Vessel / voyage`, value: (order) => `${order.vesselName} ${order.voyageNumber}` },
      { header: 'POL', value: (order) => order.pol.code },
      { header: 'POD', value: (order) => order.pod.code },
      { header: 'ETD', value: (order) => order.etd },
      shared.csv.containers,
      { header: t`Amount`, value: (order) => order.amount },
      { header: t`Currency`, value: (order) => order.currency },
      { header: t`Status`, value: (order) => i18n._(spaceOrderStatusWords[order.status]) },
      { header: t`Created`, value: (order) => order.createdAt },
    ],
  };
}

export function AttorneyFile({ order }: { order: SpaceOrderView }) {
  const { t } = useLingui();
  const file = order.attorneyFile;
  if (!file) return <span className={styles.muted}>—</span>;
  const fileName = file.fileName;
  return (
    <button
      type="button"
      className={styles.fileButton}
      aria-label={t`Download the attorney file ${fileName}`}
      onClick={() => downloadFile(file)}
    >
      {fileName}
    </button>
  );
}

/** A row still awaiting payment whose window ended in the dialog shows how it ended. */
const withEndedWindow = (
  order: SpaceOrderView,
  ended: ReadonlyMap<number, SpaceOrderState>,
): SpaceOrderView => {
  const status = order.status === 'awaitingPayment' ? ended.get(order.orderId) : undefined;
  return status ? { ...order, status } : order;
};

function OrderStatus({
  order,
  onPay,
  onChanged,
}: {
  order: SpaceOrderView;
  onPay: (orderId: number) => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { refund, reason } = order;
  return (
    <span className={styles.cellLines}>
      <span className={styles.status[order.status]}>{i18n._(spaceOrderStatusWords[order.status])}</span>
      {order.status === 'awaitingPayment' && (
        <PaymentLeft order={order} onPay={onPay} onSettled={onChanged} />
      )}
      {order.status === 'offered' && <OfferActions order={order} onOpened={onPay} />}
      {reason && (order.status === 'refused' || order.status === 'returned') && (
        <span className={styles.reason}>{t`Reason: ${reason}`}</span>
      )}
      {order.status === 'returned' && <ReturnedOrder order={order} onResubmitted={onChanged} />}
      {refund && <RefundLine refund={refund} />}
    </span>
  );
}

/** Spec §3: a refused order's fee is refunded in full within 3 working days; the customer sees where it is. */
export function RefundLine({ refund }: { refund: RefundView }) {
  const { t, i18n } = useLingui();
  const amount = formatMoney(refund.amount, refund.currency, i18n.locale);
  const state = i18n._(refundStateWords[refund.state]);
  const dueDate = refund.dueDate;
  const refundedOn = refund.refundedAt && dayText(refund.refundedAt);
  return (
    <span className={styles.reason}>
      {refundedOn ? t`${state} · ${amount} · on ${refundedOn}` : t`${state} · ${amount} · due by ${dueDate}`}
    </span>
  );
}

/** The rest of the payment window, from the server's expiresAt (never restarted), and the way to pay. */
function PaymentLeft({
  order,
  onPay,
  onSettled,
}: {
  order: SpaceOrderView;
  onPay: (orderId: number) => void;
  onSettled: () => void;
}) {
  const { t } = useLingui();
  const seconds = useSecondsLeft(order.expiresAt);
  if (seconds === 0) return <WindowEnded orderId={order.orderId} onSettled={onSettled} />;
  const left = formatSecondsLeft(seconds);
  const { orderNo } = order;
  return (
    <span className={styles.actions}>
      <span className={styles.timeLeft} role="timer">
        {t`${left} left to pay`}
      </span>
      <button
        type="button"
        className={styles.pay}
        aria-label={t`Pay order ${orderNo}`}
        onClick={() => onPay(order.orderId)}
      >
        {t`Pay`}
      </button>
    </span>
  );
}

/**
 * Spec §4: a window that ends while the list is open is settled by the server (its sweep cancels
 * the order, a last-second payment keeps it, an offer takes it back): the row asks for the order
 * until then and the list reloads, so the badge never says "awaiting payment" for an ended window.
 */
function WindowEnded({ orderId, onSettled }: { orderId: number; onSettled: () => void }) {
  const { t } = useLingui();
  const poll = useActorRef(orderPollLogic, { input: { orderId } });
  const settled = useSelector(poll, (snapshot) => snapshot.status === 'done');
  // Once: the list's reload is a new function on each render of the list.
  const report = useRef(onSettled);
  report.current = onSettled;
  useEffect(() => {
    if (settled) report.current();
  }, [settled]);
  return <span className={styles.muted}>{t`The payment window has ended`}</span>;
}
