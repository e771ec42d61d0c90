import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SpaceSailing } from '../../../domain/api/freight.ts';
import type { GrabRequestView } from '../../../domain/api/grab-request.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { GRAB_REQUEST_NOTES_MAX } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { sailingFitsRequest } from '../../../domain/grab-requests/grab-request-rules.ts';
import { grabRequestAllows } from '../../../machines/grab-requests/grab-request.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { Pager } from '../../ui/pager.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { PageFrame } from '../freight/kit.ts';
import {
  fetchQueue,
  GrabRequestCells,
  type GrabRequestFilter,
  GrabRequestHeads,
  GrabRequestsCsvButton,
  GrabStatusFilter,
  useGrabPagerWords,
  useGrabRequestsPage,
} from './grab-request-list.tsx';
import * as styles from './grab-requests.css.ts';
import { grantGrabRequest, listGrabRequests, refuseGrabRequest, sailingsFor } from './grab-requests-api.ts';

const WAITING: GrabRequestFilter = { status: 'toBeHandled' };

/**
 * /workspace/grabRequests (issue 11, staff console): the company's grab requests, those to be
 * handled first; grant with a sailing and a unit price per container type (the request becomes a
 * space order waiting for payment), or refuse with notes, where the grab request machine allows it.
 */
export function GrabRequestQueuePage() {
  const { t } = useLingui();
  const pagerWords = useGrabPagerWords();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const state = useGrabRequestsPage(fetchQueue);
  const { snapshot, result: page, query, load, deny } = state;

  useEffect(() => (isStaff ? load(WAITING) : deny()), [isStaff, load, deny]);

  const filter = query ?? WAITING;
  const showRows = page && (snapshot.matches('content') || snapshot.matches('tableLoading'));
  const reload = () => state.goToPage(snapshot.context.page);
  return (
    <PageFrame route="/workspace/grabRequests">
      {isStaff && (
        <div className={styles.toolbar}>
          <GrabStatusFilter value={filter.status} onChange={(status) => state.search({ status })} />
          <GrabRequestsCsvButton
            list={listGrabRequests}
            status={filter.status}
            fileName="grab-request-queue.csv"
          />
        </div>
      )}
      {snapshot.matches('noAuthorization') && (
        <StatusPanel tone="error" title={t`This page is for staff only.`} />
      )}
      {(snapshot.matches('pageLoading') || snapshot.matches('inquiry')) && (
        <StatusPanel tone="busy" title={t`Loading the grab requests…`} />
      )}
      {(snapshot.matches('default') || snapshot.matches('content')) && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={state.failure ?? t`The grab requests could not be loaded`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && (
        <StatusPanel
          tone="empty"
          title={
            filter.status === 'toBeHandled'
              ? t`No grab request waits to be handled.`
              : t`No grab requests with this status`
          }
        />
      )}
      {showRows && (
        <>
          <div className={tables.scroll}>
            <table
              className={`${tables.table} ${styles.table}`}
              aria-label={t`Grab requests to handle`}
              aria-busy={snapshot.matches('tableLoading')}
            >
              <thead>
                <tr>
                  <GrabRequestHeads />
                  <th className={tables.th}>{t`Customer`}</th>
                  <th className={tables.th}>{t`Handle`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((row) => (
                  <tr key={row.id}>
                    <GrabRequestCells row={row} />
                    <td className={tables.td} data-label={t`Customer`}>
                      {row.customer ?? '—'}
                    </td>
                    <td className={tables.td} data-label={t`Handle`}>
                      <HandleActions row={row} onHandled={reload} />
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

/** Grant (a fitting sailing, a price per type) or refuse (notes): only what the machine allows staff. */
function HandleActions({ row, onHandled }: { row: GrabRequestView; onHandled: () => void }) {
  const { t } = useLingui();
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [sailings, setSailings] = useState<SpaceSailing[] | null>(null);
  const [sailingId, setSailingId] = useState('');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const id = row.id;
  if (!grabRequestAllows(row.status, 'grant', 'staff') && !grabRequestAllows(row.status, 'refuse', 'staff'))
    return <span className={styles.muted}>—</span>;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify('success', done);
      onHandled();
    } catch (error) {
      notify('error', error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  const findSailings = () =>
    sailingsFor({ pol: row.pol, pod: row.pod, etdFrom: row.etdStart, etdTo: row.etdEnd }).then(
      (found) =>
        setSailings(
          found.list.filter((sailing) =>
            sailingFitsRequest({ ...sailing, pol: sailing.pol.code, pod: sailing.pod.code }, row),
          ),
        ),
      (error: unknown) =>
        notify(
          'error',
          error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`,
        ),
    );
  const grant = () =>
    grantGrabRequest({
      requestId: id,
      sailingId: Number(sailingId),
      prices: row.containers.map((line) => ({
        containerType: line.containerType as never,
        unitPrice: Number(prices[line.containerType] ?? 0) || 0,
      })),
    });

  return (
    <span className={styles.actions}>
      {sailings === null ? (
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy}
          onClick={() => void findSailings()}
        >
          {t`Grant…`}
        </button>
      ) : (
        <fieldset className={styles.confirm}>
          <legend className={styles.confirmQuestion}>{t`Grant grab request #${id}`}</legend>
          <span className={styles.grantFields}>
            <select
              className={styles.reasonInput}
              aria-label={t`Sailing for grab request #${id}`}
              value={sailingId}
              onChange={(event) => setSailingId(event.target.value)}
            >
              <option value="">
                {sailings.length === 0 ? t`No open sailing fits` : t`Choose a sailing`}
              </option>
              {sailings.map((sailing) => (
                <option key={sailing.sailingId} value={sailing.sailingId}>
                  {`${sailing.etdDate} ${sailing.vesselName} ${sailing.voyageNumber}`}
                </option>
              ))}
            </select>
            {row.containers.map((line) => {
              const type = line.containerType;
              return (
                <input
                  key={type}
                  className={styles.priceInput}
                  inputMode="decimal"
                  aria-label={t`Unit price of ${type} for grab request #${id}`}
                  placeholder={type}
                  value={prices[type] ?? ''}
                  onChange={(event) => setPrices((current) => ({ ...current, [type]: event.target.value }))}
                />
              );
            })}
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy || sailingId === ''}
              aria-label={t`Grant grab request #${id}`}
              onClick={() => void run(grant, t`Grab request #${id} granted`)}
            >
              {t`Grant`}
            </button>
          </span>
        </fieldset>
      )}
      <input
        className={styles.reasonInput}
        aria-label={t`Notes for refusing grab request #${id}`}
        placeholder={t`Handling notes`}
        maxLength={GRAB_REQUEST_NOTES_MAX}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <button
        type="button"
        className={buttons.outline}
        disabled={busy || notes.trim() === ''}
        aria-label={t`Refuse grab request #${id}`}
        onClick={() => void run(() => refuseGrabRequest(id, notes.trim()), t`Grab request #${id} refused`)}
      >
        {t`Refuse`}
      </button>
    </span>
  );
}
