import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useSearch } from '@tanstack/react-router';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { RefundQueueItem } from '../../../domain/api/booking.ts';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import { usePermission } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { instantText } from '../../ui/date-time.ts';
import { TextAreaField, TextField } from '../../ui/form-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import * as tables from '../../ui/table.css.ts';
import { listRefundQueue, retryRefund, settleRefund } from '../booking/booking-api.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import { ConfirmStep } from '../orders/order-step-actions.tsx';
import { NoAction, useRecordAction } from '../workspace/record-actions.tsx';
import { CellLines } from '../workspace/record-columns.tsx';
import * as records from '../workspace/records.css.ts';

type Refunds = { list: RefundQueueItem[] } | { failure: string } | null;

/** The customer a link names (`?customerId=`), else none. */
const useLinkedCustomer = (): number | undefined => {
  const { customerId } = useSearch({ strict: false }) as { customerId?: unknown };
  return typeof customerId === 'number' && Number.isInteger(customerId) ? customerId : undefined;
};

/**
 * /console/refunds (staff console): the refunds the payment provider failed or reports abnormal,
 * oldest first, filtered by customer. Staff with `spaceOrders.handle` retry one through the
 * provider or mark it settled outside the portal with a note; both are confirmed in a dialog, since
 * neither can be undone.
 */
export function RefundQueuePage() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const linked = useLinkedCustomer();
  const [search, setSearch] = useState('');
  // A new object loads the list again: a new search, or a refund moved (the same search again).
  const [query, setQuery] = useState({ customer: '' });
  const [refunds, setRefunds] = useState<Refunds>(null);
  const reload = useCallback(() => setQuery((was) => ({ ...was })), []);
  const mayHandle = usePermission('spaceOrders.handle');
  useEffect(() => {
    const controller = new AbortController();
    setRefunds(null);
    listRefundQueue(
      { ...(linked !== undefined && { customerId: linked }), customer: query.customer },
      controller.signal,
    ).then(
      (list) => setRefunds({ list }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setRefunds({ failure: serverMessageOf(error) ?? t`The refunds could not be loaded` });
      },
    );
    return () => controller.abort();
  }, [t, linked, query]);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ customer: search.trim() });
  };
  return (
    <PageFrame route="/console/refunds">
      <form className={records.toolbar} onSubmit={onSearch}>
        <div className={records.filter}>
          <TextField
            label={t`Customer (email or name)`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button type="submit" className={buttons.secondary}>{t`Search`}</button>
      </form>
      {refunds === null && <p className={records.muted}>{t`Loading…`}</p>}
      {refunds !== null && 'failure' in refunds && <p role="alert">{refunds.failure}</p>}
      {refunds !== null && 'list' in refunds && refunds.list.length === 0 && (
        <p className={records.muted}>{t`No refund waits.`}</p>
      )}
      {refunds !== null && 'list' in refunds && refunds.list.length > 0 && (
        <div className={tables.scroll}>
          <table className={tables.table} aria-labelledby={headingId}>
            <caption id={headingId} className={records.muted}>{t`Refunds that failed`}</caption>
            <thead>
              <tr>
                <th className={tables.th}>{t`Order no`}</th>
                <th className={tables.th}>{t`Customer`}</th>
                <th className={tables.th}>{t`Amount`}</th>
                <th className={tables.th}>{t`Due by`}</th>
                <th className={tables.th}>{t`The provider’s reason`}</th>
                <th className={tables.th}>{t`Handle`}</th>
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
                  <td className={tables.td}>
                    <CellLines
                      head={<span>{refund.customer.name || '—'}</span>}
                      lines={[refund.customer.email]}
                    />
                  </td>
                  <td className={`${tables.td} ${tables.numeric}`}>
                    {formatMoney(refund.amount, refund.currency, i18n.locale)}
                  </td>
                  <td className={tables.td}>{refund.dueDate}</td>
                  <td className={tables.td}>{refund.reason || '—'}</td>
                  <td className={tables.td}>
                    {mayHandle ? <RefundMoves refund={refund} onMoved={reload} /> : <NoAction />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}

/** Retry through the provider, or settle outside the portal with a note: each asked first. */
function RefundMoves({ refund, onMoved }: { refund: RefundQueueItem; onMoved: () => void }) {
  const { t, i18n } = useLingui();
  const action = useRecordAction(onMoved);
  const [note, setNote] = useState('');
  const { refundNo, orderNo } = refund;
  const amount = formatMoney(refund.amount, refund.currency, i18n.locale);
  return (
    <span className={records.actions}>
      <ConfirmStep
        label={t`Retry`}
        ariaLabel={t`Retry refund ${refundNo}`}
        disabled={false}
        title={t`Retry refund ${refundNo}?`}
        yes={t`Yes, retry the refund`}
        ready
        busy={action.busy}
        onConfirm={() => action.run(() => retryRefund(refundNo), t`Refund ${refundNo} was requested again`)}
      >
        <Dialog.Description>
          {t`The payment provider is asked to refund ${amount} of order ${orderNo} again, under the same refund number: it refunds it once at most.`}
        </Dialog.Description>
      </ConfirmStep>
      <ConfirmStep
        label={t`Settled outside the portal`}
        ariaLabel={t`Mark refund ${refundNo} settled outside the portal`}
        disabled={false}
        title={t`Mark refund ${refundNo} settled outside the portal?`}
        yes={t`Yes, mark it settled`}
        ready={note.trim() !== ''}
        busy={action.busy}
        onConfirm={() =>
          action.run(() => settleRefund(refundNo, note.trim()), t`Refund ${refundNo} marked settled`)
        }
      >
        <Dialog.Description>
          {t`The portal stops asking the provider about this refund; this cannot be undone. Say how ${amount} went back to the customer.`}
        </Dialog.Description>
        <TextAreaField
          label={t`Note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required
        />
      </ConfirmStep>
    </span>
  );
}
