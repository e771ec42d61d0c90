import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect } from 'react';
import type { PlannerLeg, PlannerOption, SeaRailRoute } from '../../../domain/api/freight.ts';
import { PLANNER_MODES, type PlannerMode } from '../../../domain/freight/codes.ts';
import { normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import { samePlaces } from '../../../domain/freight/search-rules.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { formatMoney } from '../freight/format.ts';
import { Pager } from '../freight/pager.tsx';
import { RateGateNotice, useAgainWhenViewerChanges } from '../freight/rate-gate.tsx';
import { PAGE_SIZE, type PlanQuery, planRoutes, type SeaRailQuery, searchSeaRailRoutes } from './api.ts';
import {
  DemoBadge,
  PageFrame,
  PortField,
  paged,
  placeLabel,
  SearchOutcome,
  useEnglish,
  useUnLocodeRule,
  whole,
} from './common.tsx';
import * as styles from './logistics.css.ts';
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
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t`Legs`}>
        <thead>
          <tr>
            <th className={styles.th} scope="col">{t`Mode`}</th>
            <th className={styles.th} scope="col">{t`From`}</th>
            <th className={styles.th} scope="col">{t`To`}</th>
            <th className={styles.th} scope="col">{t`Days`}</th>
            <th className={styles.th} scope="col">{t`Distance (km)`}</th>
            {priced && <th className={styles.th} scope="col">{t`Cost`}</th>}
            <th className={styles.th} scope="col">{t`Operator`}</th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg) => (
            <tr key={`${leg.mode}-${leg.from.code}-${leg.to.code}`}>
              <td className={styles.td}>{modeLabel(leg.mode)}</td>
              <td className={styles.td}>{placeLabel(leg.from, en)}</td>
              <td className={styles.td}>{placeLabel(leg.to, en)}</td>
              <td className={styles.td}>{leg.days}</td>
              <td className={styles.td}>{leg.distanceKm.toLocaleString(en ? 'en' : 'zh-CN')}</td>
              {priced && <td className={styles.td}>{formatMoney(leg.cost, 'USD', i18n.locale)}</td>}
              <td className={styles.td}>{leg.operator}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type PlanAnswer = Awaited<ReturnType<typeof planRoutes>>;
const optionRows = (answer: PlanAnswer) => answer.options.length;

/** /throughoutWorld: door-to-door options composed of truck, rail, barge and sea legs, ranked by time or cost. */
export function PlannerPage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const modeLabel = useModeLabel();
  const unLocodeProblem = useUnLocodeRule();
  const state = useDataPage({ fetcher: planRoutesPage, rowsOf: optionRows, pageSize: 5 });
  // After a login or certification the costs may show: ask again.
  useAgainWhenViewerChanges(state.load);
  const criteria = useCriteria({
    origin: '',
    destination: '',
    rankBy: 'time' as PlanQuery['rankBy'],
    modes: [...PLANNER_MODES] as PlannerMode[],
    problems: {} as Partial<Record<'origin' | 'destination' | 'modes', string>>,
  });
  const [origin, setOrigin] = criteria.field('origin');
  const [destination, setDestination] = criteria.field('destination');
  const [rankBy, setRankBy] = criteria.field('rankBy');
  const [modes, setModes] = criteria.field('modes');
  const [problems, setProblems] = criteria.field('problems');

  const originLabel = t`Origin`;
  const destinationLabel = t`Destination`;

  const toggleMode = (mode: PlannerMode) =>
    setModes((current) =>
      current.includes(mode)
        ? current.filter((m) => m !== mode)
        : PLANNER_MODES.filter((m) => m === mode || current.includes(m)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const originProblem = unLocodeProblem(originLabel, origin);
    const destinationProblem = unLocodeProblem(destinationLabel, destination);
    if (originProblem) found.origin = originProblem;
    if (destinationProblem) found.destination = destinationProblem;
    if (!found.origin && !found.destination && samePlaces(origin, destination))
      found.destination = t`The origin and the destination must differ`;
    if (modes.length === 0) found.modes = t`Choose at least one mode of transport`;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    state.search({
      origin: normaliseUnLocode(origin),
      destination: normaliseUnLocode(destination),
      rankBy,
      modes,
    });
  };

  const answer = state.snapshot.matches('content') ? state.result : null;

  return (
    <PageFrame
      route="/throughoutWorld"
      lead={t`Door-to-door options over the truck, rail, barge and sea network, ranked by the shortest total time or the lowest total cost.`}
    >
      <form className={styles.searchForm} onSubmit={submit} noValidate aria-label={t`Plan a route`}>
        <PortField label={originLabel} value={origin} onChange={setOrigin} error={problems.origin} />
        <PortField
          label={destinationLabel}
          value={destination}
          onChange={setDestination}
          error={problems.destination}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Rank by`}</legend>
          <label className={styles.inlineCheck}>
            <input
              type="radio"
              name="rankBy"
              checked={rankBy === 'time'}
              onChange={() => setRankBy('time')}
            />
            {t`Fastest`}
          </label>
          <label className={styles.inlineCheck}>
            <input
              type="radio"
              name="rankBy"
              checked={rankBy === 'cost'}
              onChange={() => setRankBy('cost')}
            />
            {t`Cheapest`}
          </label>
        </fieldset>
        <fieldset
          className={styles.fieldset}
          aria-describedby={problems.modes ? 'planner-modes-error' : undefined}
        >
          <legend className={styles.legend}>{t`Modes`}</legend>
          {PLANNER_MODES.map((mode) => (
            <label key={mode} className={styles.inlineCheck}>
              <input type="checkbox" checked={modes.includes(mode)} onChange={() => toggleMode(mode)} />
              {modeLabel(mode)}
            </label>
          ))}
          {problems.modes && (
            <p id="planner-modes-error" className={styles.error}>
              {problems.modes}
            </p>
          )}
        </fieldset>
        <SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Plan`}</SubmitButton>
      </form>
      <SearchOutcome state={state} emptyTitle={t`No route was found between these places.`} />
      {answer && (
        <>
          <div className={styles.toolbar}>
            <span role="status">
              {answer.rankBy === 'time' ? t`Options ranked by total time` : t`Options ranked by total cost`}
            </span>
            <DemoBadge demo={answer.demoData} />
          </div>
          {answer.gate && <RateGateNotice gate={answer.gate} />}
          <ol className={styles.list} aria-label={t`Route options`}>
            {answer.options.map((option: PlannerOption) => {
              const rank = option.rank;
              const days = option.totalDays;
              const transfers = option.transfers;
              return (
                <li key={option.rank}>
                  <article className={styles.card} aria-label={t`Option ${rank}`}>
                    <div className={styles.cardHead}>
                      <h2 className={styles.cardTitle}>
                        {t`Option ${rank}`}:{' '}
                        {option.legs.map((leg) => (en ? leg.from.nameEn : leg.from.nameCn)).join(' → ')} →{' '}
                        {en ? option.legs.at(-1)?.to.nameEn : option.legs.at(-1)?.to.nameCn}
                      </h2>
                      <span>
                        <span className={styles.badge.info}>{t`${days} days`}</span>{' '}
                        {option.totalCost !== null && (
                          <>
                            <span className={styles.badge.info}>
                              {formatMoney(option.totalCost, option.currency, i18n.locale)}
                            </span>{' '}
                          </>
                        )}
                        <span className={styles.badge.neutral}>{t`${transfers} transfers`}</span>{' '}
                        <span className={styles.badge.neutral}>CO₂ {option.co2Kg} kg</span>
                      </span>
                    </div>
                    <p className={styles.legsRow}>
                      {option.modes.map((mode) => (
                        <span key={mode} className={styles.badge.neutral}>
                          {modeLabel(mode)}
                        </span>
                      ))}
                    </p>
                    <LegsList legs={option.legs} priced={answer.gate === null} />
                  </article>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </PageFrame>
  );
}

const seaRailRows = (page: { list: SeaRailRoute[] }) => page.list.length;

/** /seaRailway: sea-rail routes (rail then sea for export, sea then rail for import), filtered by origin and destination. */
export function SeaRailPage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const unLocodeProblem = useUnLocodeRule();
  const state = useDataPage({
    fetcher: searchSeaRailRoutesPage,
    rowsOf: seaRailRows,
    pageSize: PAGE_SIZE,
  });
  const criteria = useCriteria({
    origin: '',
    destination: '',
    problems: {} as Partial<Record<'origin' | 'destination', string>>,
  });
  const [origin, setOrigin] = criteria.field('origin');
  const [destination, setDestination] = criteria.field('destination');
  const [problems, setProblems] = criteria.field('problems');
  const { load } = state;

  useEffect(() => load({ pageNo: 1 }), [load]);
  // After a login or certification the costs may show: ask again.
  useAgainWhenViewerChanges(load);

  const originLabel = t`Origin`;
  const destinationLabel = t`Destination`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const originProblem = unLocodeProblem(originLabel, origin, true);
    const destinationProblem = unLocodeProblem(destinationLabel, destination, true);
    if (originProblem) found.origin = originProblem;
    if (destinationProblem) found.destination = destinationProblem;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const query: SeaRailQuery = { pageNo: 1 };
    if (origin.trim()) query.origin = normaliseUnLocode(origin);
    if (destination.trim()) query.destination = normaliseUnLocode(destination);
    state.search(query);
  };

  const result = state.result;
  const showRows = result && (state.snapshot.matches('content') || state.snapshot.matches('tableLoading'));

  return (
    <PageFrame
      route="/seaRailway"
      lead={t`Sea-rail combinations: rail to a port and on by sea for exports, sea to a port and on by rail for imports.`}
    >
      <form className={styles.searchForm} onSubmit={submit} noValidate aria-label={t`Search sea-rail routes`}>
        <PortField label={originLabel} value={origin} onChange={setOrigin} error={problems.origin} optional />
        <PortField
          label={destinationLabel}
          value={destination}
          onChange={setDestination}
          error={problems.destination}
          optional
        />
        <SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>
      </form>
      <SearchOutcome state={state} emptyTitle={t`No sea-rail routes match.`} />
      {showRows && (
        <>
          <div className={styles.toolbar}>
            <span role="status">{t`${result.total} routes`}</span>
            <DemoBadge demo={result.demoData} />
          </div>
          {result.gate && <RateGateNotice gate={result.gate} />}
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
                  <article className={styles.card}>
                    <div className={styles.cardHead}>
                      <h2 className={styles.cardTitle}>
                        {placeLabel(route.origin, en)} → {placeLabel(route.transferPort, en)} →{' '}
                        {placeLabel(route.destination, en)}
                      </h2>
                      <span>
                        <span className={styles.badge.neutral}>
                          {route.direction === 'export' ? t`Export` : t`Import`}
                        </span>{' '}
                        <span className={styles.badge.info}>{t`${days} days`}</span>
                        {route.totalCost !== null && (
                          <>
                            {' '}
                            <span className={styles.badge.info}>
                              {formatMoney(route.totalCost, route.currency, i18n.locale)}
                            </span>
                          </>
                        )}
                      </span>
                    </div>
                    <LegsList legs={route.legs} priced={result.gate === null} />
                  </article>
                </li>
              );
            })}
          </ul>
          <Pager
            pageNo={result.pageNo}
            pageSize={PAGE_SIZE}
            total={result.total}
            busy={state.snapshot.hasTag('loading')}
            onPage={state.goToPage}
          />
        </>
      )}
    </PageFrame>
  );
}
