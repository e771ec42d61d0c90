import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { PlannerLeg, PlannerOption } from '../../../domain/api/freight.ts';
import { PLANNER_MODES, type PlannerMode } from '../../../domain/freight/codes.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import { SearchForm } from '../../ui/search-form.tsx';
import * as table from '../../ui/table.css.ts';
import { DataTable, TableHead } from '../../ui/table.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from '../freight/freight.css.ts';
import {
  PagedResults,
  PageFrame,
  PortPairFields,
  paged,
  placeLabel,
  ResultCard,
  ResultsHead,
  SearchOutcome,
  useAgainWhenViewerChanges,
  useEnglish,
  usePortPair,
  whole,
} from '../freight/kit.ts';
import { PAGE_SIZE, type PlanQuery, planRoutes, type SeaRailQuery, searchSeaRailRoutes } from './api.ts';
import { useModeLabel } from './route-details.tsx';

/** The call on the dataPage machine's request. */
const planRoutesPage = whole(planRoutes);
const searchSeaRailRoutesPage = paged(searchSeaRailRoutes);

/** `priced`: the viewer passes the rate gate, so the legs carry their costs. */
function LegsList({ legs, priced }: { legs: readonly PlannerLeg[]; priced: boolean }) {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const modeLabel = useModeLabel();
  return (
    <DataTable label={t`Legs`} compact>
      <TableHead
        columns={[t`Mode`, t`From`, t`To`, t`Days`, t`Distance (km)`, priced && t`Cost`, t`Operator`]}
      />
      <tbody>
        {legs.map((leg) => (
          <tr key={`${leg.mode}-${leg.from.code}-${leg.to.code}`}>
            <td className={table.td}>{modeLabel(leg.mode)}</td>
            <td className={table.td}>{placeLabel(leg.from, en)}</td>
            <td className={table.td}>{placeLabel(leg.to, en)}</td>
            <td className={table.td}>{leg.days}</td>
            <td className={table.td}>{leg.distanceKm.toLocaleString(en ? 'en' : 'zh-CN')}</td>
            {priced && <td className={table.td}>{formatMoney(leg.cost, 'USD', i18n.locale)}</td>}
            <td className={table.td}>{en ? leg.operator.nameEn : leg.operator.nameCn}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

type PlanAnswer = Awaited<ReturnType<typeof planRoutes>>;
const optionRows = (answer: PlanAnswer) => answer.options.length;

/** /throughoutWorld: door-to-door options composed of truck, rail, barge and sea legs, ranked by time or cost. */
export function PlannerPage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const modeLabel = useModeLabel();
  const state = useDataPage({ fetcher: planRoutesPage, rowsOf: optionRows, pageSize: 5 });
  // After a login or certification the costs may show: ask again.
  useAgainWhenViewerChanges(state.load);
  const places = usePortPair();
  const criteria = useCriteria({
    rankBy: 'time' as PlanQuery['rankBy'],
    modes: [...PLANNER_MODES] as PlannerMode[],
    modesProblem: undefined as string | undefined,
  });
  const { modes } = criteria.values;
  const [rankBy, setRankBy] = criteria.field('rankBy');
  const [, setModes] = criteria.field('modes');
  const [modesProblem, setModesProblem] = criteria.field('modesProblem');

  const toggleMode = (mode: PlannerMode) =>
    setModes((current) =>
      current.includes(mode)
        ? current.filter((m) => m !== mode)
        : PLANNER_MODES.filter((m) => m === mode || current.includes(m)),
    );

  const submit = () => {
    const pair = places.both();
    const noMode = modes.length === 0 ? t`Choose at least one mode of transport` : undefined;
    setModesProblem(noMode);
    if (!pair || noMode) return;
    state.search({ ...pair, rankBy, modes });
  };

  const answer = state.snapshot.matches('content') ? state.result : null;

  return (
    <PageFrame
      route="/throughoutWorld"
      lead={t`Door-to-door options over the truck, rail, barge and sea network, ranked by the shortest total time or the lowest total cost.`}
    >
      <SearchForm
        label={t`Plan a route`}
        onSubmit={submit}
        actions={<SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Plan`}</SubmitButton>}
      >
        <PortPairFields pair={places} places="anywhere" />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Rank by`}</legend>
          {(
            [
              ['time', t`Fastest`],
              ['cost', t`Cheapest`],
            ] as const
          ).map(([rank, label]) => (
            <label key={rank} className={styles.inlineCheck}>
              <input type="radio" name="rankBy" checked={rankBy === rank} onChange={() => setRankBy(rank)} />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset
          className={styles.fieldset}
          aria-describedby={modesProblem ? 'planner-modes-error' : undefined}
        >
          <legend className={styles.legend}>{t`Modes`}</legend>
          {PLANNER_MODES.map((mode) => (
            <label key={mode} className={styles.inlineCheck}>
              <input type="checkbox" checked={modes.includes(mode)} onChange={() => toggleMode(mode)} />
              {modeLabel(mode)}
            </label>
          ))}
          {modesProblem && (
            <p id="planner-modes-error" className={styles.error}>
              {modesProblem}
            </p>
          )}
        </fieldset>
      </SearchForm>
      <SearchOutcome state={state} emptyTitle={t`No route was found between these places.`} />
      {answer && (
        <>
          <ResultsHead
            summary={
              answer.rankBy === 'time' ? t`Options ranked by total time` : t`Options ranked by total cost`
            }
            demo={answer.demoData}
            gate={answer.gate}
          />
          <ol className={styles.list} aria-label={t`Route options`}>
            {answer.options.map((option: PlannerOption) => {
              const rank = option.rank;
              const days = option.totalDays;
              const transfers = option.transfers;
              return (
                <li key={option.rank}>
                  <ResultCard
                    label={t`Option ${rank}`}
                    title={
                      <>
                        {t`Option ${rank}`}:{' '}
                        {option.legs.map((leg) => (en ? leg.from.nameEn : leg.from.nameCn)).join(' → ')} →{' '}
                        {en ? option.legs.at(-1)?.to.nameEn : option.legs.at(-1)?.to.nameCn}
                      </>
                    }
                    badges={
                      <span>
                        <span
                          className={styles.badge.info}
                        >{t`${plural(days, { one: '# day', other: '# days' })}`}</span>{' '}
                        {option.totalCost !== null && (
                          <>
                            <span className={styles.badge.info}>
                              {formatMoney(option.totalCost, option.currency, i18n.locale)}
                            </span>{' '}
                          </>
                        )}
                        <span
                          className={styles.badge.neutral}
                        >{t`${plural(transfers, { one: '# transfer', other: '# transfers' })}`}</span>{' '}
                        <span className={styles.badge.neutral}>CO₂ {option.co2Kg} kg</span>
                      </span>
                    }
                  >
                    <p className={styles.row}>
                      {option.modes.map((mode) => (
                        <span key={mode} className={styles.badge.neutral}>
                          {modeLabel(mode)}
                        </span>
                      ))}
                    </p>
                    <LegsList legs={option.legs} priced={answer.gate === null} />
                  </ResultCard>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </PageFrame>
  );
}

const seaRailRows = (page: { list: unknown[] }) => page.list.length;

/** /seaRailway: sea-rail routes (rail then sea for export, sea then rail for import), filtered by origin and destination. */
export function SeaRailPage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const state = useDataPage({
    fetcher: searchSeaRailRoutesPage,
    rowsOf: seaRailRows,
    pageSize: PAGE_SIZE,
  });
  const places = usePortPair();
  const { load } = state;

  useEffect(() => load({}), [load]);
  // After a login or certification the costs may show: ask again.
  useAgainWhenViewerChanges(load);

  const submit = () => {
    const pair = places.either();
    if (pair) state.search(pair satisfies SeaRailQuery);
  };

  return (
    <PageFrame
      route="/seaRailway"
      lead={t`Sea-rail combinations: rail to a port and on by sea for exports, sea to a port and on by rail for imports.`}
    >
      <SearchForm
        label={t`Search sea-rail routes`}
        onSubmit={submit}
        actions={<SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>}
      >
        <PortPairFields pair={places} places="anywhere" />
      </SearchForm>
      <PagedResults
        state={state}
        emptyTitle={t`No sea-rail routes match.`}
        summary={(result) => t`${plural(result.total, { one: '# route', other: '# routes' })}`}
      >
        {(result) => (
          <ul
            className={styles.list}
            aria-label={t`Sea-rail routes`}
            aria-busy={state.snapshot.matches('tableLoading')}
          >
            {result.list.map((route) => {
              const days = route.totalDays;
              return (
                <li
                  key={`${route.direction}-${route.origin.code}-${route.transferPort.code}-${route.destination.code}`}
                >
                  <ResultCard
                    title={
                      <>
                        {placeLabel(route.origin, en)} → {placeLabel(route.transferPort, en)} →{' '}
                        {placeLabel(route.destination, en)}
                      </>
                    }
                    badges={
                      <span>
                        <span className={styles.badge.neutral}>
                          {route.direction === 'export' ? t`Export` : t`Import`}
                        </span>{' '}
                        <span
                          className={styles.badge.info}
                        >{t`${plural(days, { one: '# day', other: '# days' })}`}</span>
                        {route.totalCost !== null && (
                          <span className={styles.badge.info}>
                            {formatMoney(route.totalCost, route.currency, i18n.locale)}
                          </span>
                        )}
                      </span>
                    }
                  >
                    <LegsList legs={route.legs} priced={result.gate === null} />
                  </ResultCard>
                </li>
              );
            })}
          </ul>
        )}
      </PagedResults>
    </PageFrame>
  );
}
