import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { GrabRequestView } from '../../../domain/api/grab-request.ts';
import {
  GRAB_REQUEST_STATUSES,
  type GrabRequestStatus,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { spaceOrderStatusWords } from '../space-orders/status-words.ts';
import { useRecordColumns } from '../workspace/record-columns.tsx';
import { RecordHistory } from '../workspace/record-history.tsx';
import type { RecordKind } from '../workspace/record-list.tsx';
import { grabRequestStatusWords } from './grab-request-words.ts';
import * as styles from './grab-requests.css.ts';
import { grabRequestCalls } from './grab-requests-api.ts';

/**
 * A grab request in both lists (My Space and the staff queue), spec §3: the request's fields, status,
 * apply and handle times, the notes and its history; filtered by status and day applied.
 */
export function useGrabRequestKind(): RecordKind<GrabRequestView, GrabRequestStatus> {
  const { t, i18n } = useLingui();
  const shared = useRecordColumns();
  const { when } = shared;
  return {
    status: { label: t`Grab request status`, statuses: GRAB_REQUEST_STATUSES, words: grabRequestStatusWords },
    dates: { from: t`Applied from`, to: t`Applied to` },
    rowKey: (row) => row.id,
    columns: [
      shared.number<GrabRequestView>(
        (row) => row.id,
        (row) => {
          const applied = when(row.appliedAt);
          const handled = row.handledAt === null ? null : when(row.handledAt);
          return [t`Applied ${applied}`, handled && t`Handled ${handled}`];
        },
      ),
      shared.route,
      { header: t`ETD range`, cell: (row) => `${row.etdStart} ~ ${row.etdEnd}` },
      shared.containers,
      shared.cargo<GrabRequestView>(
        (row) => row.cargo,
        (row) => row.specialRequirements,
      ),
      {
        header: t`Status`,
        cell: (row) => {
          const { id: requestId, notes, spaceOrderStatus } = row;
          // A granted request stays granted; what became of the space it opened (paid, expired) shows beside it.
          const order = spaceOrderStatus === null ? null : i18n._(spaceOrderStatusWords[spaceOrderStatus]);
          return (
            <span className={styles.cellLines}>
              <span className={styles.status[row.status]}>{i18n._(grabRequestStatusWords[row.status])}</span>
              {order && <span>{t`Space order: ${order}`}</span>}
              {notes && <span className={styles.reason}>{t`Notes: ${notes}`}</span>}
              <RecordHistory
                label={t`History of grab request ${requestId}`}
                load={() => grabRequestCalls.get(requestId)}
                statusWords={grabRequestStatusWords}
                createdLine={(when, who, to) => t`${when}: applied by ${who}, ${to}`}
                reasonText={(notes) => t`Notes: ${notes}`}
              />
            </span>
          );
        },
      },
    ],
    csvColumns: [
      { header: t`No.`, value: (row) => row.id },
      ...shared.csv.ports,
      { header: t`Start ETD`, value: (row) => row.etdStart },
      { header: t`End ETD`, value: (row) => row.etdEnd },
      shared.csv.containers,
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
    position: (pageNo, pages, total) =>
      t`Page ${pageNo} of ${pages} · ${plural(total, { one: '# grab request', other: '# grab requests' })}`,
  };
}
