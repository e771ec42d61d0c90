import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { OrderPage, OrderView } from '../../../domain/api/order.ts';
import { ORDER_STATES, type OrderState } from '../../../domain/orders/order-progress.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { orderProgressAt } from '../../../machines/orders/order-progress.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { Pager, type PagerWords } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { ExportCsvButton } from '../data-page/export-csv-button.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { portLocalDateTime } from '../freight/format.ts';
import { PageFrame } from '../freight/kit.ts';
import { OrderDetails } from './order-detail.tsx';
import { OrderForm } from './order-form.tsx';
import { orderStepWords } from './order-words.ts';
import * as styles from './orders.css.ts';
import { cancelOrder, listMyOrders, listOrders } from './orders-api.ts';

export const ORDERS_PAGE_SIZE = 10;

/** The list's filter: a step (null for all of them) and the days of creation (`yyyy-MM-dd`, '' for open). */
export interface OrderFilter {
  step: OrderState | null;
  createdFrom: string;
  createdTo: string;
}

export const ALL_ORDERS: OrderFilter = { step: null, createdFrom: '', createdTo: '' };

const isUnfiltered = (filter: OrderFilter): boolean =>
  filter.step === null && filter.createdFrom === '' && filter.createdTo === '';

/** Midnight starting a day in the browser's time zone: the user's days, sent as instants. */
const startOfDay = (date: string, daysLater = 0): string => {
  const start = new Date(`${date}T00:00:00`);
  start.setDate(start.getDate() + daysLater);
  return start.toISOString();
};

/** The filter as the list call's fields: the last day is included whole. */
const queryOf = (filter: OrderFilter) => ({
  ...(filter.step === null ? {} : { step: filter.step }),
  ...(filter.createdFrom === '' ? {} : { createdFrom: startOfDay(filter.createdFrom) }),
  ...(filter.createdTo === '' ? {} : { createdBefore: startOfDay(filter.createdTo, 1) }),
});

const isState = (value: string): value is OrderState => (ORDER_STATES as readonly string[]).includes(value);

const fetcherOf =
  (list: typeof listMyOrders) =>
  ({ query, page, pageSize }: PageRequest<OrderFilter>, signal: AbortSignal) =>
    list({ ...queryOf(query), pageNo: page, pageSize }, signal);
export const fetchMine = fetcherOf(listMyOrders);
export const fetchQueue = fetcherOf(listOrders);

/** The list of an orders page on the dataPage machine: mine, or the staff queue. */
export function useOrdersPage(fetcher: typeof fetchMine) {
  return useDataPage({
    fetcher,
    rowsOf: (page: OrderPage) => page.list.length,
    totalOf: (page) => page.total,
    pageSize: ORDERS_PAGE_SIZE,
  });
}

export function usePagerWords(): PagerWords {
  const { t } = useLingui();
  return {
    label: t`Pages`,
    previous: t`Previous page`,
    next: t`Next page`,
    position: (pageNo, pages, total) => t`Page ${pageNo} of ${pages} · ${total} orders`,
  };
}

/** The step and the days of creation; each change asks again from page 1. */
export function OrderFilters({
  value,
  onChange,
}: {
  value: OrderFilter;
  onChange: (filter: OrderFilter) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div className={styles.filter}>
        <SelectField
          label={t`Step`}
          value={value.step ?? ''}
          onChange={(next) => onChange({ ...value, step: isState(next) ? next : null })}
        >
          <option value="">{t`All`}</option>
          {ORDER_STATES.map((step) => (
            <option key={step} value={step}>
              {i18n._(orderStepWords[step])}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.dateFilter}>
        <TextField
          type="date"
          label={t`Created from`}
          value={value.createdFrom}
          max={value.createdTo || undefined}
          onChange={(event) => onChange({ ...value, createdFrom: event.target.value })}
        />
      </div>
      <div className={styles.dateFilter}>
        <TextField
          type="date"
          label={t`Created to`}
          value={value.createdTo}
          min={value.createdFrom || undefined}
          onChange={(event) => onChange({ ...value, createdTo: event.target.value })}
        />
      </div>
    </>
  );
}

/** "Export to CSV" of the list's current filter, through the list's own call. */
export function OrdersCsvButton({
  list,
  filter,
  fileName,
}: {
  list: typeof listMyOrders;
  filter: OrderFilter;
  fileName: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <ExportCsvButton<OrderView>
      label={t`Export to CSV`}
      busyLabel={t`Exporting…`}
      fileName={fileName}
      columns={[
        { header: t`No.`, value: (row) => row.orderId },
        { header: t`Step`, value: (row) => i18n._(orderStepWords[row.step]) },
        { header: 'POL', value: (row) => row.pol },
        { header: 'POD', value: (row) => row.pod },
        { header: t`Sailing`, value: (row) => `${row.carrier} ${row.vesselName} ${row.voyageNumber}` },
        { header: 'ETD', value: (row) => row.etd },
        {
          header: t`Containers`,
          value: (row) => row.containers.map((line) => `${line.containerType} x ${line.quantity}`).join(' '),
        },
        { header: t`Cargo`, value: (row) => row.cargoDescription },
        { header: t`HS code`, value: (row) => row.hsCode },
        { header: t`Gross weight (kg)`, value: (row) => row.grossWeightKg },
        { header: t`Packages`, value: (row) => row.packages },
        { header: t`Booking number`, value: (row) => row.bookingNumber },
        { header: t`B/L number`, value: (row) => row.blNumber },
        { header: t`Customer`, value: (row) => row.customer?.name || row.customer?.email },
        { header: t`Created`, value: (row) => row.createdAt },
      ]}
      readPage={(pageNo, pageSize) => list({ ...queryOf(filter), pageNo, pageSize })}
      onError={(error) =>
        notify(
          'error',
          error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`,
        )
      }
    />
  );
}

export function OrderCells({ row }: { row: OrderView }) {
  const { t, i18n } = useLingui();
  const created = i18n.date(new Date(row.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
  const tone = row.step === 'cancelled' ? 'cancelled' : row.step === 'done' ? 'done' : 'active';
  return (
    <>
      <td className={tables.td} data-label={t`No.`}>
        <span className={styles.cellLines}>
          <strong>#{row.orderId}</strong>
          <span className={styles.muted}>{t`Created ${created}`}</span>
        </span>
      </td>
      <td className={tables.td} data-label={t`Sailing`}>
        <span className={styles.cellLines}>
          <span>
            {row.pol} → {row.pod}
          </span>
          <span className={styles.muted}>
            {row.carrier} · {row.vesselName} {row.voyageNumber} · {portLocalDateTime(row.etd)}
          </span>
        </span>
      </td>
      <td className={tables.td} data-label={t`Containers`}>
        {row.containers.map((line) => `${line.containerType} × ${line.quantity}`).join(', ')}
      </td>
      <td className={tables.td} data-label={t`Cargo`}>
        <span className={styles.cellLines}>
          <span>{row.cargoDescription}</span>
          <span className={styles.muted}>
            HS {row.hsCode} · {row.grossWeightKg} kg · {row.packages}
          </span>
        </span>
      </td>
      <td className={tables.td} data-label={t`Step`}>
        <span className={styles.cellLines}>
          <span className={styles.status[tone]}>{i18n._(orderStepWords[row.step])}</span>
          <OrderDetails orderId={row.orderId} />
        </span>
      </td>
    </>
  );
}

/** `rateId` or `quotationId` of the address (`/workspace/order?rateId=12`): the order form opens for it. */
function useOrderSource(): { rateId: number | null; quotationId: string | null } | null {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const rateId = Number(search.rateId);
  const quotationId = typeof search.quotationId === 'string' ? search.quotationId : null;
  if (Number.isInteger(rateId) && rateId > 0) return { rateId, quotationId: null };
  return quotationId === null ? null : { rateId: null, quotationId };
}

/**
 * /workspace/order (spec §2 "My Order", issue 11): the signed-in customer's orders on the dataPage
 * machine, filtered by step, each with its progress; the order form when the address names a rate
 * or a saved quotation ("Book from this rate"); an order cancelled while the machine allows it.
 */
export function MyOrdersPage() {
  const { t } = useLingui();
  const pagerWords = usePagerWords();
  const loggedIn = useSessionView((view) => view.loggedIn);
  const state = useOrdersPage(fetchMine);
  const { snapshot, result: page, query, load, deny } = state;
  const source = useOrderSource();
  const [formClosed, setFormClosed] = useState(false);

  useEffect(() => (loggedIn ? load(ALL_ORDERS) : deny()), [loggedIn, load, deny]);

  const filter = query ?? ALL_ORDERS;
  const showRows = page && (snapshot.matches('content') || snapshot.matches('tableLoading'));
  return (
    <PageFrame route="/workspace/order">
      {loggedIn && (
        <div className={styles.toolbar}>
          <OrderFilters value={filter} onChange={state.search} />
          <OrdersCsvButton list={listMyOrders} filter={filter} fileName="orders.csv" />
        </div>
      )}
      {loggedIn && source !== null && !formClosed && (
        <OrderForm
          source={source}
          onClose={() => setFormClosed(true)}
          onCreated={() => {
            setFormClosed(true);
            state.load(ALL_ORDERS);
          }}
        />
      )}
      {(snapshot.matches('pageLoading') || snapshot.matches('inquiry')) && (
        <StatusPanel tone="busy" title={t`Loading your orders…`} />
      )}
      {snapshot.matches('noAuthorization') && (
        <StatusPanel
          tone="info"
          title={t`Please log in to see your orders.`}
          action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
        />
      )}
      {(snapshot.matches('default') || snapshot.matches('content')) && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={state.failure ?? t`Your orders could not be loaded`}
          detail={state.failure ? undefined : t`Please check your connection and try again.`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && (
        <StatusPanel
          tone="empty"
          title={isUnfiltered(filter) ? t`No orders yet` : t`No orders match the filter`}
          detail={t`Book from a rate and your orders appear here.`}
        />
      )}
      {showRows && (
        <>
          <div className={tables.scroll}>
            <table
              className={`${tables.table} ${styles.table}`}
              aria-label={t`Orders`}
              aria-busy={snapshot.matches('tableLoading')}
            >
              <thead>
                <tr>
                  <th className={tables.th}>{t`No.`}</th>
                  <th className={tables.th}>{t`Sailing`}</th>
                  <th className={tables.th}>{t`Containers`}</th>
                  <th className={tables.th}>{t`Cargo`}</th>
                  <th className={tables.th}>{t`Step`}</th>
                  <th className={tables.th}>{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((row) => (
                  <tr key={row.orderId}>
                    <OrderCells row={row} />
                    <td className={tables.td} data-label={t`Actions`}>
                      <CancelAction row={row} onCancelled={() => state.goToPage(snapshot.context.page)} />
                    </td>
                  </tr>
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
    </PageFrame>
  );
}

/** Cancel, offered only where the order machine lets its owner cancel; asks to confirm first. */
function CancelAction({ row, onCancelled }: { row: OrderView; onCancelled: () => void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  if (!orderProgressAt(row.step).can({ type: 'cancel', by: 'owner' }))
    return <span className={styles.muted}>—</span>;
  const id = row.orderId;
  const cancel = async () => {
    try {
      await cancelOrder(id);
      notify('success', t`Order #${id} cancelled`);
      onCancelled();
    } catch (error) {
      notify('error', error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`);
      setConfirming(false);
    }
  };
  return confirming ? (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmQuestion}>{t`Cancel order #${id}?`}</legend>
      <button type="button" className={buttons.secondary} onClick={() => void cancel()}>
        {t`Yes, cancel it`}
      </button>
      <button type="button" className={buttons.outline} onClick={() => setConfirming(false)}>
        {t`Keep it`}
      </button>
    </fieldset>
  ) : (
    <button
      type="button"
      className={buttons.outline}
      aria-label={t`Cancel order #${id}`}
      onClick={() => setConfirming(true)}
    >
      {t`Cancel`}
    </button>
  );
}
