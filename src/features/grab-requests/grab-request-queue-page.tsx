import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { SpaceSailing } from '../../../domain/api/freight.ts';
import type { GrabRequestView } from '../../../domain/api/grab-request.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import {
  GRAB_REQUEST_NOTES_MAX,
  grabRequestKind,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { sailingFitsRequest } from '../../../domain/grab-requests/grab-request-rules.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { PageFrame } from '../freight/kit.ts';
import { NoAction, useRecordAction } from '../workspace/record-actions.tsx';
import { RecordList, useRecordList } from '../workspace/record-list.tsx';
import { useStaffViewer } from '../workspace/record-viewer.ts';
import { useGrabRequestKind } from './grab-request-list.tsx';
import * as styles from './grab-requests.css.ts';
import { grantGrabRequest, listGrabRequests, refuseGrabRequest, sailingsFor } from './grab-requests-api.ts';

/**
 * /workspace/grabRequests (staff console): the company's grab requests, those to be handled first;
 * grant with a sailing and a unit price per container type (the request becomes a space order
 * waiting for payment), or refuse with notes, where the grab request table offers it to the staff
 * member.
 */
export function GrabRequestQueuePage() {
  const { t } = useLingui();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const viewer = useStaffViewer();
  const kind = useGrabRequestKind();
  const state = useRecordList({ list: listGrabRequests, allowed: isStaff, initialStatus: 'toBeHandled' });
  return (
    <PageFrame route="/workspace/grabRequests">
      <RecordList
        state={state}
        kind={kind}
        more={[
          { header: t`Customer`, cell: (row) => row.customer ?? '—' },
          {
            header: t`Handle`,
            cell: (row) => <HandleActions row={row} viewer={viewer} onHandled={state.reload} />,
          },
        ]}
        fileName="grab-request-queue.csv"
        denied="staff"
        words={{
          label: t`Grab requests to handle`,
          loading: t`Loading the grab requests…`,
          failed: t`The grab requests could not be loaded`,
          none: t`No grab request waits to be handled.`,
          noneFiltered: t`No grab requests match the filter`,
        }}
      />
    </PageFrame>
  );
}

/** Grant (a fitting sailing, a price per type) and refuse (notes): each only where the table offers it. */
function HandleActions({
  row,
  viewer,
  onHandled,
}: {
  row: GrabRequestView;
  viewer: RecordViewer;
  onHandled: () => void;
}) {
  const { t } = useLingui();
  const [notes, setNotes] = useState('');
  const { busy, run } = useRecordAction(onHandled);
  const [sailings, setSailings] = useState<SpaceSailing[] | null>(null);
  const [sailingId, setSailingId] = useState('');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const id = row.id;
  const grants = grabRequestKind.canOffer(row.status, 'grant', viewer);
  const refuses = grabRequestKind.canOffer(row.status, 'refuse', viewer);
  if (!grants && !refuses) return <NoAction />;
  // The refusal goes once its notes are ones the table accepts.
  const refusable = grabRequestKind.canMove(row.status, 'refuse', viewer, { notes });

  const findSailings = () =>
    sailingsFor({ pol: row.pol, pod: row.pod, etdFrom: row.etdStart, etdTo: row.etdEnd }).then(
      (found) =>
        setSailings(
          found.list.filter((sailing) =>
            sailingFitsRequest({ ...sailing, pol: sailing.pol.code, pod: sailing.pod.code }, row),
          ),
        ),
      (error: unknown) => notify('error', serverMessageOf(error) ?? t`The network failed. Please try again.`),
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
      {grants &&
        (sailings === null ? (
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
        ))}
      {refuses && (
        <>
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
            disabled={busy || !refusable}
            aria-label={t`Refuse grab request #${id}`}
            onClick={() =>
              void run(() => refuseGrabRequest(id, notes.trim()), t`Grab request #${id} refused`)
            }
          >
            {t`Refuse`}
          </button>
        </>
      )}
    </span>
  );
}
