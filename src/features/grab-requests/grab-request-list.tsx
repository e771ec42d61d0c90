import { useLingui } from '@lingui/react/macro';
import type { GrabRequestView } from '../../../domain/api/grab-request.ts';
import {
  GRAB_REQUEST_STATUSES,
  type GrabRequestStatus,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { spaceOrderStatusWords } from '../space-orders/status-words.ts';
import { CellLines, containersCsv, containersText, type RecordKind } from '../workspace/record-list.tsx';
import { GrabRequestHistory } from './grab-request-history.tsx';
import { grabRequestStatusWords } from './grab-request-words.ts';
import * as styles from './grab-requests.css.ts';

/**
 * A grab request in both lists (My Space and the staff queue), spec §3: the request's fields, status,
 * apply and handle times, the notes and its history; filtered by status and day applied.
 */
export function useGrabRequestKind(): RecordKind<GrabRequestView, GrabRequestStatus> {
  const { t, i18n } = useLingui();
  const when = (at: string) => i18n.date(new Date(at), { dateStyle: 'medium', timeStyle: 'short' });
  return {
    status: { label: t`Grab request status`, statuses: GRAB_REQUEST_STATUSES, words: grabRequestStatusWords },
    dates: { from: t`Applied from`, to: t`Applied to` },
    rowKey: (row) => row.id,
    columns: [
      {
        header: t`No.`,
        cell: (row) => {
          const applied = when(row.appliedAt);
          const handled = row.handledAt === null ? null : when(row.handledAt);
          return (
            <CellLines
              head={<strong>#{row.id}</strong>}
              lines={[t`Applied ${applied}`, handled && t`Handled ${handled}`]}
            />
          );
        },
      },
      { header: t`Route`, cell: (row) => `${row.pol} → ${row.pod}` },
      { header: t`ETD range`, cell: (row) => `${row.etdStart} ~ ${row.etdEnd}` },
      {
        header: t`Containers`,
        cell: (row) => containersText(row.containers),
      },
      {
        header: t`Cargo`,
        cell: (row) => <CellLines head={<span>{row.cargo}</span>} lines={[row.specialRequirements]} />,
      },
      {
        header: t`Status`,
        cell: (row) => {
          const { notes, spaceOrderStatus } = row;
          // A granted request stays granted; what became of the space it opened (paid, expired) shows beside it.
          const order = spaceOrderStatus === null ? null : i18n._(spaceOrderStatusWords[spaceOrderStatus]);
          return (
            <span className={styles.cellLines}>
              <span className={styles.status[row.status]}>{i18n._(grabRequestStatusWords[row.status])}</span>
              {order && <span>{t`Space order: ${order}`}</span>}
              {notes && <span className={styles.reason}>{t`Notes: ${notes}`}</span>}
              <GrabRequestHistory requestId={row.id} />
            </span>
          );
        },
      },
    ],
    csvColumns: [
      { header: t`No.`, value: (row) => row.id },
      { header: t`Port of loading`, value: (row) => row.pol },
      { header: t`Port of discharge`, value: (row) => row.pod },
      { header: t`Start ETD`, value: (row) => row.etdStart },
      { header: t`End ETD`, value: (row) => row.etdEnd },
      {
        header: t`Containers`,
        value: (row) => containersCsv(row.containers),
      },
      { header: t`Cargo information`, value: (row) => row.cargo },
      { header: t`Special requirements`, value: (row) => row.specialRequirements },
      { header: t`Status`, value: (row) => i18n._(grabRequestStatusWords[row.status]) },
      { header: t`Handling notes`, value: (row) => row.notes },
      { header: t`Space order`, value: (row) => row.spaceOrderId },
      {
        header: t`Space order status`,
        value: (row) =>
          row.spaceOrderStatus === null ? '' : i18n._(spaceOrderStatusWords[row.spaceOrderStatus]),
      },
      { header: t`Customer`, value: (row) => row.customer },
      { header: t`Applied`, value: (row) => row.appliedAt },
      { header: t`Handled`, value: (row) => row.handledAt },
    ],
    position: (pageNo, pages, total) => t`Page ${pageNo} of ${pages} · ${total} grab requests`,
  };
}
