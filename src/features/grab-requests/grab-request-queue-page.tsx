import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { SpaceSailing } from '../../../domain/api/freight.ts';
import type { GrabRequestView } from '../../../domain/api/grab-request.ts';
import { GrabRequestPath } from '../../../domain/api/grab-request-paths.ts';
import { grabRequestKind } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { sailingFitsRequest } from '../../../domain/grab-requests/grab-request-rules.ts';
import * as buttons from '../../ui/button.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { useLifeColumn } from '../record-life/record-life-link.tsx';
import { type RecordAction, RecordMoves } from '../workspace/record-actions.tsx';
import { StaffQueuePage } from '../workspace/staff-queue.tsx';
import { useGrabRequestKind } from './grab-request-list.tsx';
import * as styles from './grab-requests.css.ts';
import { grabRequestCalls, sailingsFor } from './grab-requests-api.ts';

/**
 * /console/grabRequests (staff console): the company's grab requests, those to be handled first;
 * grant with a sailing and a unit price per container type (the request becomes a space order
 * waiting for payment), or refuse with notes, where the grab request table offers it to the staff
 * member.
 */
export function GrabRequestQueuePage() {
  const { t } = useLingui();
  const kind = useGrabRequestKind();
  const life = useLifeColumn('grabRequest', (row: GrabRequestView) => row.id);
  return (
    <StaffQueuePage
      route="/console/grabRequests"
      list={grabRequestCalls.listQueue}
      initialStatus="toBeHandled"
      kind={kind}
      more={(viewer, reload) => [
        { header: t`Customer`, cell: (row) => row.customer ?? '—' },
        life,
        {
          header: t`Handle`,
          cell: (row) => {
            const { id } = row;
            return (
              <RecordMoves
                kind={grabRequestKind}
                status={row.status}
                viewer={viewer}
                onMoved={reload}
                fields={{
                  notes: {
                    label: t`Notes for refusing grab request #${id}`,
                    placeholder: t`Handling notes`,
                  },
                }}
                actions={{
                  grant: { form: (action) => <GrantForm row={row} action={action} /> },
                  refuse: {
                    label: t`Refuse`,
                    ariaLabel: t`Refuse grab request #${id}`,
                    confirm: {
                      question: t`Refuse grab request #${id}? The customer reads the notes.`,
                      yes: t`Yes, refuse it`,
                    },
                    done: t`Grab request #${id} refused`,
                    quiet: true,
                    call: ({ notes = '' }) =>
                      grabRequestCalls.move(GrabRequestPath.refuseGrabRequest, id, { notes }),
                  },
                }}
              />
            );
          },
        },
      ]}
      fileName="grab-request-queue.csv"
      words={{
        label: t`Grab requests to handle`,
        loading: t`Loading the grab requests…`,
        failed: t`The grab requests could not be loaded`,
        none: t`No grab request waits to be handled.`,
        noneFiltered: t`No grab requests match the filter`,
      }}
    />
  );
}

/** Grant: "Grant…" finds the open sailings that fit the request, then a sailing and a price per type. */
function GrantForm({ row, action }: { row: GrabRequestView; action: RecordAction }) {
  const { t } = useLingui();
  const [sailings, setSailings] = useState<SpaceSailing[] | null>(null);
  const [sailingId, setSailingId] = useState('');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const { id } = row;
  const { busy, run } = action;

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
    grabRequestCalls.move(GrabRequestPath.grantGrabRequest, id, {
      sailingId: Number(sailingId),
      prices: row.containers.map((line) => ({
        containerType: line.containerType as never,
        unitPrice: Number(prices[line.containerType] ?? 0) || 0,
      })),
    });

  if (sailings === null)
    return (
      <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void findSailings()}>
        {t`Grant…`}
      </button>
    );
  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmQuestion}>{t`Grant grab request #${id}`}</legend>
      <span className={styles.grantFields}>
        <select
          className={styles.reasonInput}
          aria-label={t`Sailing for grab request #${id}`}
          value={sailingId}
          onChange={(event) => setSailingId(event.target.value)}
        >
          <option value="">{sailings.length === 0 ? t`No open sailing fits` : t`Choose a sailing`}</option>
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
  );
}
