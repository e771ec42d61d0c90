import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { machineRegistry } from '../../../machines/registry.ts';
import { useSessionView } from '../../app/session-view.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import * as review from '../auth/certification-review.css.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import { StatechartDiagram } from './statechart-diagram.tsx';

/** Each registered machine: its name, what it decides and the spec sections it implements. */
const MACHINES = machineRegistry
  .map(({ machine, spec }) => ({ id: machine.id, purpose: machine.root.description ?? '', spec }))
  .sort((a, b) => a.id.localeCompare(b.id));

/**
 * /console/statecharts (spec §6: staff who read records): the portal's statecharts as
 * docs/statecharts holds them (`npm run statecharts`): every machine with what it decides and the
 * spec sections it implements, and the diagram of the one chosen (`?machine=`). The machines'
 * purposes are the documentation's, in English, as the diagrams are.
 */
export function StatechartsPage() {
  const { t } = useLingui();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const chosen = search.machine;
  const machine = MACHINES.find(({ id }) => id === chosen);
  if (!isStaff) return <StatusPanel tone="info" title={t`This page is for staff only.`} />;
  return (
    <PageFrame
      route="/console/statecharts"
      lead={t`Each statechart is drawn from the machine the portal runs; choose one to see its diagram.`}
    >
      {machine && (
        <>
          <h2>{machine.id}</h2>
          <p lang="en">{machine.purpose}</p>
          <StatechartDiagram machine={machine.id} label={t`Statechart of ${machine.id}`} />
        </>
      )}
      {chosen !== undefined && !machine && <StatusPanel tone="error" title={t`No machine has that name.`} />}
      <div className={review.tableWrap}>
        <table className={tables.table} aria-label={t`Statecharts`}>
          <thead>
            <tr>
              <th scope="col">{t`Machine`}</th>
              <th scope="col">{t`Purpose`}</th>
              <th scope="col">{t`Spec sections`}</th>
            </tr>
          </thead>
          <tbody>
            {MACHINES.map(({ id, purpose, spec }) => (
              <tr key={id}>
                <td>
                  <Link
                    to="/console/statecharts"
                    search={{ machine: id }}
                    aria-current={id === machine?.id ? 'page' : undefined}
                  >
                    {id}
                  </Link>
                </td>
                <td lang="en">{purpose}</td>
                <td lang="en">{spec.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageFrame>
  );
}
