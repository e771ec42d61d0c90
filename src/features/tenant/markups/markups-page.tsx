import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { NETWORK_FAILURE_CODE } from '../../../../domain/api/failure.ts';
import { CONTAINER_TYPES } from '../../../../domain/freight/codes.ts';
import {
  ANY_CUSTOMER_TYPE,
  MARKUP_CUSTOMER_TYPES,
  type MarkupCustomerType,
  type MarkupRow,
  type MarkupRowProblem,
  markupProblemMessages,
  markupProblemsOf,
} from '../../../../domain/freight/sell-price.ts';
import { usePermission } from '../../../app/session-view.ts';
import { currentLang } from '../../../i18n/locale.ts';
import * as form from '../../../ui/form.css.ts';
import { StatusPanel } from '../../../ui/status-panel.tsx';
import { DataTable, TableHead } from '../../../ui/table.tsx';
import { notify } from '../../../ui/toast-store.ts';
import { CUSTOMER_TYPE_WORDS } from '../../auth/customer-words.ts';
import { useDataPage } from '../../data-page/use-data-page.ts';
import { PageFrame } from '../../freight/page-frame.tsx';
import * as styles from '../../profile/profile-page.css.ts';
import { useProfileSubmit } from '../../profile/use-profile-submit.ts';
import { type CellKind, type Cells, cellKey, cellsOf, rowsOf } from './markup-cells.ts';
import * as grid from './markups.css.ts';
import { loadMarkups, saveMarkups } from './markups-api.ts';

const fetchMarkups = (_request: unknown, signal: AbortSignal) => loadMarkups(signal);
/** The grid has no criteria: the session decides whose it is. */
const OURS = {};

const TYPE_WORDS: Record<MarkupCustomerType, MessageDescriptor> = {
  [ANY_CUSTOMER_TYPE]: msg`Any customer type`,
  ...CUSTOMER_TYPE_WORDS,
};

/**
 * /console/markups: pricing's markup per customer type and container type, an amount in the rate's
 * own currency or a percent of the buy price (domain/freight/sell-price.ts). Customers see the buy
 * price plus their type's markup; every staff member reads the grid, pricing saves it.
 */
export function MarkupsPage() {
  const { t } = useLingui();
  const page = useDataPage({ fetcher: fetchMarkups, rowsOf: () => 1, pageSize: 1 });
  const { snapshot, result, load, retry } = page;
  useEffect(() => load(OURS), [load]);
  return (
    <PageFrame route="/console/markups">
      <div className={styles.sections}>
        {snapshot.hasTag('loading') && result === null && <StatusPanel tone="busy" title={t`Loading…`} />}
        {snapshot.matches('default') && snapshot.context.errorCode && (
          <StatusPanel
            tone="error"
            title={t`The markups could not be loaded`}
            action={{ label: t`Retry`, onClick: retry }}
          />
        )}
        {result && <MarkupGrid key={JSON.stringify(result)} rows={result} onSaved={() => load(OURS)} />}
      </div>
    </PageFrame>
  );
}

function MarkupGrid({ rows, onSaved }: { rows: MarkupRow[]; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const mayChange = usePermission('rates.manage');
  const [cells, setCells] = useState<Cells>(() => cellsOf(rows));
  const [problems, setProblems] = useState<MarkupRowProblem[]>([]);
  const save = useProfileSubmit(saveMarkups, (reply) => {
    notify('success', reply.message);
    onSaved();
  });
  const kindWords: Record<CellKind, string> = { none: t`No markup`, amount: t`Amount`, percent: t`Percent` };
  const setCell = (key: string, change: Partial<Cells[string]>) =>
    setCells((current) => ({ ...current, [key]: { ...current[key]!, ...change } }));
  return (
    <section className={styles.card} aria-labelledby="markups-grid">
      <h2 id="markups-grid" className={styles.cardTitle}>{t`Markup per customer type and container type`}</h2>
      <p className={styles.note}>
        {t`An amount is in the rate's own currency per container; a percent is of the buy price (0 to 500). A customer type without a markup of its own, and a customer not yet typed, pays the row "Any customer type"; no markup sells at the buy price.`}
      </p>
      <form
        noValidate
        aria-label={t`Markups`}
        onSubmit={(event) => {
          event.preventDefault();
          const markups = rowsOf(cells);
          const found = markupProblemsOf(markups);
          setProblems(found);
          if (found.length === 0) save.submit({ markups });
        }}
      >
        <DataTable label={t`Markup per customer type and container type`} compact>
          <TableHead columns={[t`Customer type`, ...CONTAINER_TYPES]} />
          <tbody>
            {MARKUP_CUSTOMER_TYPES.map((customerType) => {
              const typeName = i18n._(TYPE_WORDS[customerType]);
              const rowProblems = problems.filter((problem) => problem.customerType === customerType);
              return [
                <tr key={customerType} data-testid={`markups-${customerType}`}>
                  <th scope="row" className={grid.rowHead}>
                    {typeName}
                  </th>
                  {CONTAINER_TYPES.map((containerType) => {
                    const key = cellKey(customerType, containerType);
                    const cell = cells[key]!;
                    const wrong = rowProblems.some((problem) => problem.containerType === containerType);
                    return (
                      <td key={containerType} className={grid.cell}>
                        {mayChange ? (
                          <span className={grid.cellFields}>
                            <select
                              className={grid.kind}
                              aria-label={t`${typeName}, ${containerType}: markup kind`}
                              value={cell.kind}
                              onChange={(event) => setCell(key, { kind: event.target.value as CellKind })}
                            >
                              {(['none', 'amount', 'percent'] as const).map((kind) => (
                                <option key={kind} value={kind}>
                                  {kindWords[kind]}
                                </option>
                              ))}
                            </select>
                            {cell.kind !== 'none' && (
                              <input
                                className={grid.value}
                                inputMode="decimal"
                                aria-label={
                                  cell.kind === 'amount'
                                    ? t`${typeName}, ${containerType}: amount`
                                    : t`${typeName}, ${containerType}: percent`
                                }
                                aria-invalid={wrong}
                                value={cell.text}
                                onChange={(event) => setCell(key, { text: event.target.value })}
                              />
                            )}
                          </span>
                        ) : cell.kind === 'none' ? (
                          '—'
                        ) : cell.kind === 'amount' ? (
                          cell.text
                        ) : (
                          `${cell.text} %`
                        )}
                      </td>
                    );
                  })}
                </tr>,
                rowProblems.length > 0 && (
                  <tr key={`${customerType}-problems`}>
                    <td colSpan={CONTAINER_TYPES.length + 1}>
                      <div role="alert">
                        <ul className={grid.problems}>
                          {rowProblems.map(({ containerType, problem }) => {
                            const rule = markupProblemMessages[problem][currentLang()];
                            return <li key={containerType}>{t`${typeName}, ${containerType}: ${rule}`}</li>;
                          })}
                        </ul>
                      </div>
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </DataTable>
        {save.refusal !== null && (
          <p className={styles.refusal} role="alert">
            {save.refusal.code === NETWORK_FAILURE_CODE
              ? t`The server could not be reached. Please try again.`
              : save.refusal.message}
          </p>
        )}
        {mayChange && (
          <button type="submit" className={form.submit} disabled={save.busy}>
            {t`Save markups`}
          </button>
        )}
      </form>
    </section>
  );
}
