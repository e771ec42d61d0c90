import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { GrabRequestView } from '../../../domain/api/grab-request.ts';
import { grabRequestAllows } from '../../../machines/grab-requests/grab-request.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import * as buttons from '../../ui/button.css.ts';
import { Pager } from '../../ui/pager.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import { notify } from '../../ui/toast-store.ts';
import {
  fetchMine,
  GrabRequestCells,
  type GrabRequestFilter,
  GrabRequestHeads,
  GrabRequestsCsvButton,
  GrabStatusFilter,
  useGrabPagerWords,
  useGrabRequestsPage,
} from './grab-request-list.tsx';
import * as styles from './grab-requests.css.ts';
import { deleteGrabRequest, listMyGrabRequests } from './grab-requests-api.ts';

const ALL: GrabRequestFilter = { status: null };

/**
 * My Space's second list (issue 11): the signed-in customer's grab requests on the dataPage
 * machine, filtered by status; a waiting one deleted (after a confirmation), a granted one opens
 * its space order (`onOpenOrder`: the payment dialog while its window is open).
 */
export function MyGrabRequests({ onOpenOrder }: { onOpenOrder: (orderId: number) => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const pagerWords = useGrabPagerWords();
  const state = useGrabRequestsPage(fetchMine);
  const { snapshot, result: page, query, load } = state;

  useEffect(() => load(ALL), [load]);

  const filter = query ?? ALL;
  const showRows = page && (snapshot.matches('content') || snapshot.matches('tableLoading'));
  const reload = () => state.goToPage(snapshot.context.page);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>{t`Grab requests`}</h2>
      <div className={styles.toolbar}>
        <GrabStatusFilter value={filter.status} onChange={(status) => state.search({ status })} />
        <GrabRequestsCsvButton
          list={listMyGrabRequests}
          status={filter.status}
          fileName="grab-requests.csv"
        />
      </div>
      {(snapshot.matches('pageLoading') || snapshot.matches('inquiry')) && (
        <StatusPanel tone="busy" title={t`Loading your grab requests…`} />
      )}
      {(snapshot.matches('default') || snapshot.matches('content')) && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={state.failure ?? t`Your grab requests could not be loaded`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && (
        <StatusPanel
          tone="empty"
          title={filter.status === null ? t`No grab requests yet` : t`No grab requests with this status`}
          detail={t`Apply for space on the Space Grabbing page and your requests appear here.`}
        />
      )}
      {showRows && (
        <>
          <div className={tables.scroll}>
            <table
              className={`${tables.table} ${styles.table}`}
              aria-label={t`Grab requests`}
              aria-busy={snapshot.matches('tableLoading')}
            >
              <thead>
                <tr>
                  <GrabRequestHeads />
                  <th className={tables.th}>{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((row) => (
                  <tr key={row.id}>
                    <GrabRequestCells row={row} />
                    <td className={tables.td} data-label={t`Actions`}>
                      <OwnerActions row={row} onDeleted={reload} onOpenOrder={onOpenOrder} />
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
    </section>
  );
}

/** Delete where the grab request machine lets its owner (asks to confirm); a granted one's order. */
function OwnerActions({
  row,
  onDeleted,
  onOpenOrder,
}: {
  row: GrabRequestView;
  onDeleted: () => void;
  onOpenOrder: (orderId: number) => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const id = row.id;
  const orderId = row.spaceOrderId;
  if (orderId !== null)
    return (
      <button type="button" className={buttons.secondary} onClick={() => onOpenOrder(orderId)}>
        {t`Open its space order`}
      </button>
    );
  if (!grabRequestAllows(row.status, 'delete', 'owner')) return <span className={styles.muted}>—</span>;
  const remove = async () => {
    try {
      await deleteGrabRequest(id);
      notify('success', t`Grab request #${id} deleted`);
      onDeleted();
    } catch (error) {
      notify('error', error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`);
      setConfirming(false);
    }
  };
  return confirming ? (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmQuestion}>{t`Delete grab request #${id}?`}</legend>
      <button type="button" className={buttons.secondary} onClick={() => void remove()}>
        {t`Yes, delete it`}
      </button>
      <button type="button" className={buttons.outline} onClick={() => setConfirming(false)}>
        {t`Keep it`}
      </button>
    </fieldset>
  ) : (
    <button
      type="button"
      className={buttons.outline}
      aria-label={t`Delete grab request #${id}`}
      onClick={() => setConfirming(true)}
    >
      {t`Delete`}
    </button>
  );
}
