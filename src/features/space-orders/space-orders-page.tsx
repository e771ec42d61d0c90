import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { RefundView, SpaceOrderPage, SpaceOrderView } from '../../../domain/api/booking.ts';
import { SPACE_ORDER_STATES, type SpaceOrderState } from '../../../domain/booking/space-order-lifecycle.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { downloadFile } from '../../api/files.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { formatMoney } from '../../ui/money.ts';
import { Pager, type PagerWords } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import { listMySpaceOrders } from '../booking/booking-api.ts';
import { PaymentDialog } from '../booking/payment-dialog.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { portLocalDateTime } from '../freight/format.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import { MyGrabRequests } from '../grab-requests/my-grab-requests.tsx';
import { formatSecondsLeft, useSecondsLeft } from '../pay/time-left.ts';
import * as styles from './space-orders-page.css.ts';
import { refundStateWords, spaceOrderStatusWords } from './status-words.ts';

export const SPACE_ORDERS_PAGE_SIZE = 10;

/** The status filter: null for all of them. */
export interface SpaceOrderFilter {
  status: SpaceOrderState | null;
}

const ALL: SpaceOrderFilter = { status: null };

const listMine = ({ query, page, pageSize }: PageRequest<SpaceOrderFilter>, signal: AbortSignal) =>
  listMySpaceOrders(
    query.status === null ? { pageNo: page, pageSize } : { pageNo: page, pageSize, status: query.status },
    signal,
  );

/** The order in which the filter offers the statuses: where an order starts, then where it ends. */
const FILTER_ORDER: readonly SpaceOrderState[] = [
  'awaitingPayment',
  'inHand',
  'completed',
  'refused',
  'returned',
  'cancelled',
];

const isStatus = (value: string): value is SpaceOrderState =>
  (SPACE_ORDER_STATES as readonly string[]).includes(value);

/**
 * /workspace/reserveCabin (spec §2 "My Space"): the signed-in customer's space orders on the
 * dataPage machine, filtered by status, with the payment dialog for an order still awaiting payment
 * and the attorney file's download.
 */
export function SpaceOrdersPage() {
  const { t } = useLingui();
  const pagerWords = usePagerWords();
  const loggedIn = useSessionView((view) => view.loggedIn);
  const state = useDataPage({
    fetcher: listMine,
    rowsOf: (page: SpaceOrderPage) => page.list.length,
    totalOf: (page) => page.total,
    pageSize: SPACE_ORDERS_PAGE_SIZE,
  });
  const { snapshot, result: page, query, load, deny } = state;
  // The order whose payment dialog is open; closing it shows the orders as they are now.
  const [payingOrderId, setPayingOrderId] = useState<number | null>(null);

  useEffect(() => (loggedIn ? load(ALL) : deny()), [loggedIn, load, deny]);

  const filter = query ?? ALL;
  const showRows = page && (snapshot.matches('content') || snapshot.matches('tableLoading'));
  return (
    <PageFrame route="/workspace/reserveCabin">
      {loggedIn && (
        <div className={styles.filters}>
          <SelectField
            label={t`Status`}
            value={filter.status ?? ''}
            onChange={(value) => state.search({ status: isStatus(value) ? value : null })}
          >
            <option value="">{t`All`}</option>
            {FILTER_ORDER.map((status) => (
              <StatusOption key={status} status={status} />
            ))}
          </SelectField>
        </div>
      )}
      {(snapshot.matches('pageLoading') || snapshot.matches('inquiry')) && (
        <StatusPanel tone="busy" title={t`Loading your space orders…`} />
      )}
      {snapshot.matches('noAuthorization') && (
        <StatusPanel
          tone="info"
          title={t`Please log in to see your space orders.`}
          action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
        />
      )}
      {(snapshot.matches('default') || snapshot.matches('content')) && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={state.failure ?? t`Your space orders could not be loaded`}
          detail={state.failure ? undefined : t`Please check your connection and try again.`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && (
        <>
          <StatusPanel
            tone="empty"
            title={filter.status === null ? t`No space orders yet` : t`No space orders with this status`}
            detail={t`Book available space and your orders appear here.`}
          />
          <Link to="/lookPresentCabin" className={`${buttons.outline} ${styles.emptyLink}`}>
            {t`See available space`}
          </Link>
        </>
      )}
      {showRows && (
        <>
          <div className={tables.scroll}>
            <table
              className={`${tables.table} ${styles.table}`}
              aria-label={t`Space orders`}
              aria-busy={snapshot.matches('tableLoading')}
            >
              <thead>
                <tr>
                  <th className={tables.th}>{t`Order no`}</th>
                  <th className={tables.th}>{t`Vessel / voyage`}</th>
                  <th className={tables.th}>{t`Route`}</th>
                  <th className={tables.th}>{t`ETD`}</th>
                  <th className={tables.th}>{t`Containers`}</th>
                  <th className={`${tables.th} ${tables.numeric}`}>{t`Amount`}</th>
                  <th className={tables.th}>{t`Status`}</th>
                  <th className={tables.th}>{t`Attorney file`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((order) => (
                  <OrderRow key={order.orderId} order={order} onPay={setPayingOrderId} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={page.pageNo}
            pageSize={snapshot.context.pageSize}
            total={page.total}
            busy={snapshot.hasTag('loading')}
            onPage={state.goToPage}
            words={pagerWords}
          />
        </>
      )}
      {/* Issue 11: My Space holds the grab requests too; a granted one opens its order here. */}
      {loggedIn && <MyGrabRequests onOpenOrder={setPayingOrderId} />}
      {payingOrderId !== null && (
        <PaymentDialog
          orderId={payingOrderId}
          open
          onOpenChange={(open) => {
            if (open) return;
            setPayingOrderId(null);
            // The rows stay while the page reloads: the order may be paid, or its window over.
            state.goToPage(snapshot.context.page);
          }}
        />
      )}
    </PageFrame>
  );
}

function StatusOption({ status }: { status: SpaceOrderState }) {
  const { i18n } = useLingui();
  return <option value={status}>{i18n._(spaceOrderStatusWords[status])}</option>;
}

function usePagerWords(): PagerWords {
  const { t } = useLingui();
  return {
    label: t`Pages`,
    previous: t`Previous page`,
    next: t`Next page`,
    position: (pageNo, pages, total) => t`Page ${pageNo} of ${pages} · ${total} orders`,
  };
}

function OrderRow({ order, onPay }: { order: SpaceOrderView; onPay: (orderId: number) => void }) {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en';
  const created = i18n.date(new Date(order.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
  const pol = en ? order.pol.nameEn : order.pol.nameCn;
  const pod = en ? order.pod.nameEn : order.pod.nameCn;
  const fileName = order.attorneyFile?.fileName ?? '';
  return (
    <tr>
      <td className={tables.td} data-label={t`Order no`}>
        <span className={styles.cellLines}>
          <strong>{order.orderNo}</strong>
          <span className={styles.muted}>{t`Created ${created}`}</span>
        </span>
      </td>
      <td className={tables.td} data-label={t`Vessel / voyage`}>
        {order.vesselName} {order.voyageNumber}
      </td>
      <td className={tables.td} data-label={t`Route`}>
        <span className={styles.cellLines}>
          <span>
            {pol} → {pod}
          </span>
          <span className={styles.muted}>{order.routeCode}</span>
        </span>
      </td>
      <td className={tables.td} data-label={t`ETD`}>
        {portLocalDateTime(order.etd)}
      </td>
      <td className={tables.td} data-label={t`Containers`}>
        {order.containers.map((line) => `${line.containerType} × ${line.quantity}`).join(', ')}
      </td>
      <td className={`${tables.td} ${tables.numeric}`} data-label={t`Amount`}>
        {formatMoney(order.amount, order.currency, i18n.locale)}
      </td>
      <td className={tables.td} data-label={t`Status`}>
        <OrderStatus order={order} onPay={onPay} />
      </td>
      <td className={tables.td} data-label={t`Attorney file`}>
        {order.attorneyFile ? (
          <button
            type="button"
            className={styles.fileButton}
            aria-label={t`Download the attorney file ${fileName}`}
            onClick={() => order.attorneyFile && downloadFile(order.attorneyFile)}
          >
            {order.attorneyFile.fileName}
          </button>
        ) : (
          <span className={styles.muted}>—</span>
        )}
      </td>
    </tr>
  );
}

function OrderStatus({ order, onPay }: { order: SpaceOrderView; onPay: (orderId: number) => void }) {
  const { t, i18n } = useLingui();
  const { refund, reason } = order;
  return (
    <span className={styles.cellLines}>
      <span className={styles.status[order.status]}>{i18n._(spaceOrderStatusWords[order.status])}</span>
      {order.status === 'awaitingPayment' && <PaymentLeft order={order} onPay={onPay} />}
      {reason && (order.status === 'refused' || order.status === 'returned') && (
        <span className={styles.reason}>{t`Reason: ${reason}`}</span>
      )}
      {refund && <RefundLine refund={refund} />}
    </span>
  );
}

/** Spec §3: a refused order's fee is refunded in full within 3 working days; the customer sees where it is. */
function RefundLine({ refund }: { refund: RefundView }) {
  const { t, i18n } = useLingui();
  const amount = formatMoney(refund.amount, refund.currency, i18n.locale);
  const state = i18n._(refundStateWords[refund.state]);
  const dueDate = refund.dueDate;
  const refundedOn = refund.refundedAt && i18n.date(new Date(refund.refundedAt), { dateStyle: 'medium' });
  return (
    <span className={styles.reason}>
      {refundedOn ? t`${state} · ${amount} · on ${refundedOn}` : t`${state} · ${amount} · due by ${dueDate}`}
    </span>
  );
}

/** The rest of the payment window, from the server's expiresAt (never restarted), and the way to pay. */
function PaymentLeft({ order, onPay }: { order: SpaceOrderView; onPay: (orderId: number) => void }) {
  const { t } = useLingui();
  const seconds = useSecondsLeft(order.expiresAt);
  if (seconds === 0) return <span className={styles.muted}>{t`The payment window has ended`}</span>;
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
