import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useMemo } from 'react';
import type { RecordLife } from '../../../domain/api/console.ts';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { TRAIL_KINDS, type TrailKind } from '../../../domain/records/record-history.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { fetchData } from '../../api/client.ts';
import { useSessionView } from '../../app/session-view.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as frame from '../freight/freight.css.ts';
import { RecordTrail } from '../workspace/record-history.tsx';
import { KIND_WORDS } from './record-life-words.ts';
import { StatechartDiagram } from './statechart-diagram.tsx';
import { pathOf } from './statechart-path.ts';

/** The address's kind and id (`?kind=order&id=12`), or null when either is not one. */
const recordOf = (search: Record<string, unknown>): { kind: TrailKind; id: number } | null => {
  const kind = TRAIL_KINDS.find((name) => name === search.kind);
  const id = Number(search.id);
  return kind !== undefined && Number.isInteger(id) && id > 0 ? { kind, id } : null;
};

type RecordQuery = { kind: TrailKind; id: number };

const fetchLife = ({ query }: PageRequest<RecordQuery>, signal: AbortSignal): Promise<RecordLife> =>
  fetchData(ConsolePath.getRecordLife, query, signal);

/**
 * /console/record?kind=&id= (spec §6: staff read every record of their tenant): one record's life
 * on its kind's statechart, the path it took marked on the diagram, the same path as a list (who
 * moved it, when, the reason given), and the transitions open from its status now, each saying
 * whether the signed-in staff member may take it there. The page reads only: the actions stay on
 * the kind's own list, where the table offers them (an auditor is offered none).
 */
export function RecordLifePage() {
  const { t, i18n } = useLingui();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const record = recordOf(search);
  const kind = record?.kind;
  const id = record?.id;
  const heading = useId();
  // The page-state machine owns loading, the failure and a newer record cancelling the older call.
  const page = useDataPage({ fetcher: fetchLife, rowsOf: () => 1, pageSize: 1 });
  const { load, snapshot, failure } = page;
  useEffect(() => {
    if (isStaff && kind !== undefined && id !== undefined) load({ kind, id });
  }, [isStaff, kind, id, load]);
  const loaded = page.query?.kind === kind && page.query?.id === id;
  const life = loaded && snapshot.matches('content') ? page.result : null;
  // Not found (`empty`), refused, or failed: the server's message, in the page's language.
  const failed =
    snapshot.matches('empty') ||
    snapshot.matches('noAuthorization') ||
    (snapshot.matches('default') && snapshot.context.errorCode !== null);
  const problem = loaded && failed ? (failure ?? t`The record could not be loaded.`) : null;

  const path = useMemo(() => (life ? pathOf(life.history, life.status) : undefined), [life]);

  if (!isStaff) return <StatusPanel tone="info" title={t`This page is for staff only.`} />;
  if (record === null) return <StatusPanel tone="error" title={t`No record was chosen.`} />;
  if (problem !== null) return <StatusPanel tone="error" title={problem} />;
  if (life === null || path === undefined) return <StatusPanel tone="busy" title={t`Loading the record…`} />;

  const words = KIND_WORDS[life.kind];
  const kindName = i18n._(words.name);
  const statusText = (status: string) =>
    Object.hasOwn(words.statusWords, status) ? i18n._(words.statusWords[status]!) : status;
  const title = t`${kindName} ${life.id}`;
  const mine = life.open.filter((open) => open.offered);
  return (
    <section className={frame.page} aria-labelledby={heading}>
      <p>
        <Link to={words.list}>{t`Back to the list`}</Link>
      </p>
      <h1 id={heading} className={frame.title}>
        {title}
      </h1>
      <p>{t`Status now: ${statusText(life.status)}`}</p>

      <h2>{t`Its path on the statechart`}</h2>
      <StatechartDiagram
        machine={life.kind}
        label={t`Statechart of ${title}: now ${statusText(life.status)}`}
        path={path}
      />

      <h2>{t`Trail`}</h2>
      {life.history.length === 0 ? (
        <p>{t`The trail has no entry for this record.`}</p>
      ) : (
        <RecordTrail
          label={t`Trail of ${title}`}
          entries={life.history}
          statusWords={words.statusWords}
          ownerWho={t`the customer`}
          reasonText={(reason) => t`Reason: ${reason}`}
        />
      )}

      <h2>{t`Transitions open now`}</h2>
      {life.open.length === 0 ? (
        <p>{t`None: this record’s life has ended.`}</p>
      ) : (
        <>
          <ul aria-label={t`Transitions open now`}>
            {life.open.map((open) => (
              <li key={open.event}>
                <code>{open.event}</code> → {statusText(open.to)}
              </li>
            ))}
          </ul>
          <p>
            {mine.length === 0
              ? t`Your roles allow none of them: you read this record only.`
              : t`Your roles allow ${mine.map((open) => open.event).join(', ')}: take them on the list.`}
          </p>
        </>
      )}
    </section>
  );
}
