import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { GrabRequestView } from '../../../domain/api/grab-request.ts';
import { GrabRequestPath } from '../../../domain/api/grab-request-paths.ts';
import { grabRequestKind } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import * as buttons from '../../ui/button.css.ts';
import { OwnerAction } from '../workspace/record-actions.tsx';
import { RecordList, useRecordList } from '../workspace/record-list.tsx';
import { useGrabRequestKind } from './grab-request-list.tsx';
import * as styles from './grab-requests.css.ts';
import { grabRequestCalls } from './grab-requests-api.ts';

/**
 * My Space's second list (spec §2): the signed-in customer's grab requests, filtered by status and
 * day applied; a waiting one deleted (after a confirmation), a granted one opens its space order
 * (`onOpenOrder`: the payment dialog while its window is open).
 */
export function MyGrabRequests({ onOpenOrder }: { onOpenOrder: (orderId: number) => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const kind = useGrabRequestKind();
  // My Space shows it to a signed-in customer only.
  const state = useRecordList({ list: grabRequestCalls.listMine, allowed: true });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>{t`Grab requests`}</h2>
      <RecordList
        state={state}
        kind={kind}
        more={[
          {
            header: t`Actions`,
            cell: (row) => <OwnerActions row={row} onDeleted={state.reload} onOpenOrder={onOpenOrder} />,
          },
        ]}
        fileName="grab-requests.csv"
        denied="login"
        words={{
          label: t`Grab requests`,
          loading: t`Loading your grab requests…`,
          failed: t`Your grab requests could not be loaded`,
          none: t`No grab requests yet`,
          noneFiltered: t`No grab requests match the filter`,
          noneDetail: t`Apply for space on the Space Grabbing page and your requests appear here.`,
        }}
      />
    </section>
  );
}

/** Delete where the grab request table lets its owner (asks to confirm); a granted one's order. */
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
  const id = row.id;
  const orderId = row.spaceOrderId;
  if (orderId !== null)
    return (
      <button type="button" className={buttons.secondary} onClick={() => onOpenOrder(orderId)}>
        {t`Open its space order`}
      </button>
    );
  return (
    <OwnerAction
      kind={grabRequestKind}
      status={row.status}
      event="delete"
      label={t`Delete`}
      ariaLabel={t`Delete grab request #${id}`}
      question={t`Delete grab request #${id}?`}
      yes={t`Yes, delete it`}
      done={t`Grab request #${id} deleted`}
      call={() => grabRequestCalls.move(GrabRequestPath.deleteGrabRequest, id)}
      onDone={onDeleted}
    />
  );
}
