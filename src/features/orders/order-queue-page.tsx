import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { OrderView } from '../../../domain/api/order.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { numberNeededBy } from '../../../domain/orders/order-progress.ts';
import { orderProgressAt } from '../../../machines/orders/order-progress.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { Pager } from '../../ui/pager.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { PageFrame } from '../freight/kit.ts';
import {
  ALL_ORDERS,
  fetchQueue,
  OrderCells,
  OrderFilters,
  OrdersCsvButton,
  useOrdersPage,
  usePagerWords,
} from './my-orders-page.tsx';
import { orderStepWords } from './order-words.ts';
import * as styles from './orders.css.ts';
import { advanceOrder, listOrders } from './orders-api.ts';

/**
 * /workspace/orders (issue 11, staff console): the company's orders, filtered by step; each moved to
 * its next step where the order machine allows it, with the booking or B/L number the step needs.
 */
export function OrderQueuePage() {
  const { t } = useLingui();
  const pagerWords = usePagerWords();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const state = useOrdersPage(fetchQueue);
  const { snapshot, result: page, query, load, deny } = state;

  useEffect(() => (isStaff ? load(ALL_ORDERS) : deny()), [isStaff, load, deny]);

  const filter = query ?? ALL_ORDERS;
  const showRows = page && (snapshot.matches('content') || snapshot.matches('tableLoading'));
  const reload = () => state.goToPage(snapshot.context.page);
  return (
    <PageFrame route="/workspace/orders">
      {isStaff && (
        <div className={styles.toolbar}>
          <OrderFilters value={filter} onChange={state.search} />
          <OrdersCsvButton list={listOrders} filter={filter} fileName="orders-queue.csv" />
        </div>
      )}
      {snapshot.matches('noAuthorization') && (
        <StatusPanel tone="error" title={t`This page is for staff only.`} />
      )}
      {(snapshot.matches('pageLoading') || snapshot.matches('inquiry')) && (
        <StatusPanel tone="busy" title={t`Loading the orders…`} />
      )}
      {(snapshot.matches('default') || snapshot.matches('content')) && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={state.failure ?? t`The orders could not be loaded`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && <StatusPanel tone="empty" title={t`No orders match the filter`} />}
      {showRows && (
        <>
          <div className={tables.scroll}>
            <table
              className={`${tables.table} ${styles.table}`}
              aria-label={t`Orders to move`}
              aria-busy={snapshot.matches('tableLoading')}
            >
              <thead>
                <tr>
                  <th className={tables.th}>{t`No.`}</th>
                  <th className={tables.th}>{t`Sailing`}</th>
                  <th className={tables.th}>{t`Containers`}</th>
                  <th className={tables.th}>{t`Cargo`}</th>
                  <th className={tables.th}>{t`Step`}</th>
                  <th className={tables.th}>{t`Customer`}</th>
                  <th className={tables.th}>{t`Next step`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((row) => (
                  <tr key={row.orderId}>
                    <OrderCells row={row} />
                    <td className={tables.td} data-label={t`Customer`}>
                      {row.customer ? `${row.customer.name || row.customer.email}` : '—'}
                    </td>
                    <td className={tables.td} data-label={t`Next step`}>
                      <AdvanceAction row={row} onAdvanced={reload} />
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

/** "Advance to <next step>", with the number that step needs: shown only where the machine allows it. */
function AdvanceAction({ row, onAdvanced }: { row: OrderView; onAdvanced: () => void }) {
  const { t, i18n } = useLingui();
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const next = row.nextStep;
  if (next === null) return <span className={styles.muted}>—</span>;
  const needed = numberNeededBy(next);
  const numbers = needed === null ? {} : { [needed]: number.trim() };
  const at = orderProgressAt(row.step);
  // The step itself must be open to staff; the number is what the button waits for.
  if (!at.can({ type: next, by: 'staff', bookingNumber: 'BKG-0000', blNumber: 'BL-0000' }))
    return <span className={styles.muted}>—</span>;
  const id = row.orderId;
  const stepName = i18n._(orderStepWords[next]);
  const advance = async () => {
    setBusy(true);
    try {
      await advanceOrder({ orderId: id, step: next, ...numbers });
      notify('success', t`Order #${id} moved to ${stepName}`);
      onAdvanced();
    } catch (error) {
      notify('error', error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
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
        disabled={busy || !at.can({ type: next, by: 'staff', ...numbers })}
        aria-label={t`Advance order #${id} to ${stepName}`}
        onClick={() => void advance()}
      >
        {t`Advance to ${stepName}`}
      </button>
    </span>
  );
}
