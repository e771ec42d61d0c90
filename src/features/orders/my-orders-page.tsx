import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderView } from '../../../domain/api/order.ts';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import { ORDER_STATES, type OrderState, orderKind } from '../../../domain/orders/order-progress.ts';
import { useSessionView } from '../../app/session-view.ts';
import { formatMoney } from '../../ui/money.ts';
import { laneLabel, PageFrame } from '../freight/kit.ts';
import { OwnerAction } from '../workspace/record-actions.tsx';
import { CellLines, useRecordColumns } from '../workspace/record-columns.tsx';
import { type RecordCall, type RecordKind, RecordList, useRecordList } from '../workspace/record-list.tsx';
import { OrderDetails, SelectedOrder } from './order-detail.tsx';
import { etdAtPol, OrderEtd } from './order-etd.tsx';
import { OrderForm, type OrderSource } from './order-form.tsx';
import { ORDER_PARTIES, orderPartyWords, orderStepWords, partyLine } from './order-words.ts';
import * as styles from './orders.css.ts';
import { orderCalls } from './orders-api.ts';

/** The list calls of orders name their status `step`. */
const byStep =
  (list: typeof orderCalls.listMine): RecordCall<OrderView, OrderState> =>
  ({ status, ...query }, signal) =>
    list(status === undefined ? query : { ...query, step: status }, signal);
export const listMine = byStep(orderCalls.listMine);
export const listQueue = byStep(orderCalls.listQueue);

/** An order in both lists (mine and the staff queue): filters, columns with its progress, export, count. */
export function useOrderKind(): RecordKind<OrderView, OrderState> {
  const { t, i18n } = useLingui();
  const shared = useRecordColumns();
  return {
    status: { label: t`Step`, statuses: ORDER_STATES, words: orderStepWords },
    dates: { from: t`Created from`, to: t`Created to` },
    rowKey: (row) => row.orderId,
    columns: [
      shared.number<OrderView>(
        (row) => row.orderId,
        (row) => [shared.createdLine(row.createdAt)],
      ),
      {
        header: t`Sailing`,
        cell: (row) => (
          <CellLines
            head={<span>{laneLabel({ pol: row.polPlace, pod: row.podPlace }, i18n.locale === 'en')}</span>}
            lines={[`${row.carrier} · ${row.vesselName} ${row.voyageNumber}`]}
          >
            ETD <OrderEtd order={row} />
          </CellLines>
        ),
      },
      shared.containers,
      {
        // The price the order was booked at: the total, and each line's price per container.
        header: t`Price`,
        cell: (row) =>
          row.amount === null || row.currency === null ? (
            '—'
          ) : (
            <CellLines
              head={<span>{formatMoney(row.amount, row.currency, i18n.locale)}</span>}
              lines={row.containers.map((line) =>
                line.unitPrice === undefined
                  ? null
                  : `${line.containerType} ${formatMoney(line.unitPrice, row.currency ?? '', i18n.locale)}`,
              )}
            />
          ),
      },
      shared.cargo<OrderView>(
        (row) => row.cargoDescription,
        (row) => `HS ${row.hsCode} · ${row.grossWeightKg} kg · ${row.packages}`,
      ),
      {
        header: t`Step`,
        cell: (row) => {
          const tone = row.step === 'cancelled' ? 'cancelled' : row.step === 'done' ? 'done' : 'active';
          return (
            <span className={styles.cellLines}>
              <span className={styles.status[tone]}>{i18n._(orderStepWords[row.step])}</span>
              <OrderDetails orderId={row.orderId} />
            </span>
          );
        },
      },
    ],
    csvColumns: [
      { header: t`No.`, value: (row) => row.orderId },
      { header: t`Step`, value: (row) => i18n._(orderStepWords[row.step]) },
      { header: 'POL', value: (row) => row.pol },
      { header: 'POD', value: (row) => row.pod },
      { header: t`Sailing`, value: (row) => `${row.carrier} ${row.vesselName} ${row.voyageNumber}` },
      { header: 'ETD', value: etdAtPol },
      shared.csv.containers,
      { header: t`Cargo`, value: (row) => row.cargoDescription },
      { header: t`HS code`, value: (row) => row.hsCode },
      { header: t`Gross weight (kg)`, value: (row) => row.grossWeightKg },
      { header: t`Packages`, value: (row) => row.packages },
      { header: t`Booking number`, value: (row) => row.bookingNumber },
      { header: t`B/L number`, value: (row) => row.blNumber },
      { header: t`Customer`, value: (row) => row.customer?.name || row.customer?.email },
      { header: t`Created`, value: (row) => row.createdAt },
      ...ORDER_PARTIES.map((party) => ({
        header: i18n._(orderPartyWords[party]),
        value: (row: OrderView) => partyLine(row[party]),
      })),
      { header: t`Remarks`, value: (row) => row.remarks },
    ],
    position: (pageNo, pages, total) =>
      t`Page ${pageNo} of ${pages} · ${plural(total, { one: '# order', other: '# orders' })}`,
  };
}

/** A positive whole number of the address's search, or null. */
const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * `rateId`, `quotationId` or `reservationId` of the address (`/workspace/order?rateId=12`): the
 * order form opens for it. `orderId` names an order to show opened (`selected`).
 */
function useOrderSource(): { source: OrderSource | null; selected: number | null } {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const rateId = idOf(search.rateId);
  const reservationId = idOf(search.reservationId);
  const quotationId = typeof search.quotationId === 'string' ? search.quotationId : null;
  const selected = idOf(search.orderId);
  if (rateId !== null) return { source: { rateId, quotationId: null }, selected };
  if (reservationId !== null) return { source: { rateId: null, quotationId: null, reservationId }, selected };
  return { source: quotationId === null ? null : { rateId: null, quotationId }, selected };
}

/**
 * /workspace/order (spec §2 "My Order"): the signed-in customer's orders on the dataPage
 * machine, filtered by step, each with its progress; the order form when the address names a rate
 * or a saved quotation ("Book from this rate"); an order cancelled while the machine allows it.
 */
export function MyOrdersPage() {
  const { t } = useLingui();
  const loggedIn = useSessionView((view) => view.loggedIn);
  const kind = useOrderKind();
  const state = useRecordList({ list: listMine, allowed: loggedIn });
  const { source, selected } = useOrderSource();
  const [formClosed, setFormClosed] = useState(false);
  return (
    <PageFrame route="/workspace/order">
      <RecordList
        state={state}
        kind={kind}
        more={[
          {
            header: t`Actions`,
            cell: ({ orderId: id, step }) => (
              <OwnerAction
                kind={orderKind}
                status={step}
                event="cancel"
                label={t`Cancel`}
                ariaLabel={t`Cancel order #${id}`}
                question={t`Cancel order #${id}?`}
                yes={t`Yes, cancel it`}
                done={t`Order #${id} cancelled`}
                call={() => orderCalls.move(OrderPath.cancelOrder, id)}
                onDone={state.reload}
              />
            ),
          },
        ]}
        fileName="orders.csv"
        denied="login"
        words={{
          label: t`Orders`,
          loading: t`Loading your orders…`,
          failed: t`Your orders could not be loaded`,
          none: t`No orders yet`,
          noneFiltered: t`No orders match the filter`,
          noneDetail: t`Book from a rate and your orders appear here.`,
        }}
      >
        {loggedIn && selected !== null && <SelectedOrder orderId={selected} />}
        {loggedIn && source !== null && !formClosed && (
          <OrderForm
            source={source}
            onClose={() => setFormClosed(true)}
            onCreated={() => {
              setFormClosed(true);
              state.restart();
            }}
          />
        )}
      </RecordList>
    </PageFrame>
  );
}
