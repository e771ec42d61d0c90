import { useLingui } from '@lingui/react/macro';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { type FormEvent, useState } from 'react';
import type { PointToPointRoute, VesselVoyage } from '../../../domain/api/freight.ts';
import { isValidImo, normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import { MAX_WINDOW_DAYS, samePlaces, windowProblem } from '../../../domain/freight/search-rules.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import * as formStyles from '../../ui/form.css.ts';
import { Checkbox, SubmitButton, TextField } from '../../ui/form-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { Pager } from '../freight/pager.tsx';
import {
  PAGE_SIZE,
  type PointToPointQuery,
  searchPointToPoint,
  searchVesselSchedule,
  type VesselQuery,
} from './api.ts';
import {
  DemoBadge,
  Fact,
  LocalTime,
  PageFrame,
  PortField,
  paged,
  placeLabel,
  SearchOutcome,
  useEnglish,
  useUnLocodeRule,
  zoneOf,
} from './common.tsx';
import * as styles from './logistics.css.ts';
import { CutOffsTable, LegsTable } from './route-details.tsx';
import { Tabs } from './tabs.tsx';

/** The call on the dataPage machine's request. */
const searchVesselSchedulePage = paged(searchVesselSchedule);

type Tab = 'pointToPoint' | 'vessel';

/** /schedules: point-to-point sailings (DCSA Commercial Schedules) and the schedule of a vessel. */
export function SchedulesPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('pointToPoint');
  return (
    <PageFrame
      route="/schedules"
      lead={t`Sailings between two ports with vessel, voyage, service, transit time, transshipments and the DCSA cut-offs; or the port calls of one vessel.`}
    >
      <Tabs
        label={t`Search schedules`}
        tabs={[
          { key: 'pointToPoint', label: t`Port to port` },
          { key: 'vessel', label: t`By vessel` },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'pointToPoint' ? <PointToPointSearch /> : <VesselSearch />}
      </Tabs>
    </PageFrame>
  );
}

const pageRows = <T,>(page: { list: T[] }) => page.list.length;

function PointToPointSearch() {
  const { t } = useLingui();
  const unLocodeProblem = useUnLocodeRule();
  const state = useDataPage({
    // An order chosen on the table wins over the one the query was sent with.
    fetcher: ({ query, page, sort }: PageRequest<PointToPointQuery>, signal: AbortSignal) =>
      searchPointToPoint(
        { ...query, pageNo: page, sortBy: (sort as PointToPointQuery['sortBy'] | null) ?? query.sortBy },
        signal,
      ),
    rowsOf: pageRows<PointToPointRoute>,
    pageSize: PAGE_SIZE,
  });
  const criteria = useCriteria({
    pol: '',
    pod: '',
    etdFrom: '',
    etdTo: '',
    directOnly: false,
    sortBy: 'etd' as PointToPointQuery['sortBy'],
    problems: {} as Partial<Record<'pol' | 'pod' | 'dates', string>>,
  });
  const [pol, setPol] = criteria.field('pol');
  const [pod, setPod] = criteria.field('pod');
  const [etdFrom, setEtdFrom] = criteria.field('etdFrom');
  const [etdTo, setEtdTo] = criteria.field('etdTo');
  const [directOnly, setDirectOnly] = criteria.field('directOnly');
  const [sortBy, setSortBy] = criteria.field('sortBy');
  const [problems, setProblems] = criteria.field('problems');

  const polLabel = t`Port of loading`;
  const podLabel = t`Port of discharge`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const polProblem = unLocodeProblem(polLabel, pol);
    const podProblem = unLocodeProblem(podLabel, pod);
    if (polProblem) found.pol = polProblem;
    if (podProblem) found.pod = podProblem;
    if (!found.pol && !found.pod && samePlaces(pol, pod))
      found.pod = t`The origin and the destination must differ`;
    const from = etdFrom ? parseISO(etdFrom) : null;
    const to = etdTo ? parseISO(etdTo) : null;
    if ((from && !isValid(from)) || (to && !isValid(to))) found.dates = t`Please enter valid dates`;
    else if (from && to && windowProblem(etdFrom, etdTo) === 'dateRangeOrder')
      found.dates = t`The start date cannot be after the end date`;
    else if (from && to && windowProblem(etdFrom, etdTo) === 'dateRangeTooLong') {
      const days = MAX_WINDOW_DAYS;
      found.dates = t`The date range cannot be longer than ${days} days`;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    state.search({
      pol: normaliseUnLocode(pol),
      pod: normaliseUnLocode(pod),
      ...(etdFrom && { etdFrom }),
      ...(etdTo && { etdTo }),
      ...(directOnly && { directOnly }),
      sortBy,
      pageNo: 1,
    });
  };

  const changeSort = (next: PointToPointQuery['sortBy']) => {
    setSortBy(next);
    state.sortBy(next);
  };

  const result = state.result;
  const showRows = result && (state.snapshot.matches('content') || state.snapshot.matches('tableLoading'));

  return (
    <>
      <form className={styles.searchForm} onSubmit={submit} noValidate aria-label={t`Search sailings`}>
        <PortField label={polLabel} value={pol} onChange={setPol} error={problems.pol} />
        <PortField label={podLabel} value={pod} onChange={setPod} error={problems.pod} />
        <TextField
          label={t`ETD from`}
          type="date"
          value={etdFrom}
          onChange={(event) => setEtdFrom(event.target.value)}
          error={problems.dates}
        />
        <TextField
          label={t`ETD to`}
          type="date"
          value={etdTo}
          onChange={(event) => setEtdTo(event.target.value)}
        />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="schedule-sort">
            {t`Sort by`}
          </label>
          <select
            id="schedule-sort"
            className={styles.select}
            value={sortBy}
            onChange={(event) => changeSort(event.target.value as PointToPointQuery['sortBy'])}
          >
            <option value="etd">{t`Departure (ETD)`}</option>
            <option value="transitTime">{t`Transit time`}</option>
          </select>
        </div>
        <Checkbox
          label={t`Direct sailings only`}
          checked={directOnly}
          onChange={(event) => setDirectOnly(event.target.checked)}
        />
        <SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>
        <p
          className={`${styles.hint} ${styles.wide}`}
        >{t`Without dates, the next 28 days are searched; a window is at most 92 days.`}</p>
      </form>
      <SearchOutcome state={state} emptyTitle={t`No sailings in this window. Try other dates or ports.`} />
      {showRows && (
        <>
          <div className={styles.toolbar}>
            <span role="status">{t`${result.total} sailings`}</span>
            <DemoBadge demo={result.demoData} />
          </div>
          <ul
            className={styles.list}
            aria-label={t`Sailings`}
            aria-busy={state.snapshot.matches('tableLoading')}
          >
            {result.list.map((route) => (
              <li key={route.id}>
                <SailingCard route={route} />
              </li>
            ))}
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
    </>
  );
}

export function SailingCard({ route }: { route: PointToPointRoute }) {
  const { t } = useLingui();
  const en = useEnglish();
  const transshipments = route.transshipments;
  const days = route.transitTime;
  return (
    <article className={styles.card} aria-label={`${route.vesselName} ${route.voyageNumber}`}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          {placeLabel(route.pol, en)} → {placeLabel(route.pod, en)}
        </h2>
        <span>
          <span className={styles.badge.info}>{t`${days} days`}</span>{' '}
          <span className={styles.badge.neutral}>
            {transshipments === 0 ? t`Direct` : t`${transshipments} transshipments`}
          </span>{' '}
          {route.source === 'dcsa' && <span className={styles.badge.neutral}>DCSA</span>}
        </span>
      </div>
      <div className={styles.facts}>
        <Fact label={t`Carrier`}>
          {en ? route.carrier.nameEn : route.carrier.nameCn} ({route.carrier.scac})
        </Fact>
        <Fact label={t`Vessel / voyage`}>
          {route.vesselName} / {route.voyageNumber}
        </Fact>
        <Fact label={t`Service`}>
          {route.serviceName} ({route.serviceCode})
        </Fact>
        <Fact label={t`ETD (local)`}>
          <LocalTime value={route.etd} timeZone={zoneOf(route.pol)} />
        </Fact>
        <Fact label={t`ETA (local)`}>
          <LocalTime value={route.eta} timeZone={zoneOf(route.pod)} />
        </Fact>
      </div>
      <details>
        <summary>{t`Legs and cut-offs`}</summary>
        <h3 className={styles.subTitle}>{t`Legs`}</h3>
        <LegsTable route={route} />
        <h3 className={styles.subTitle}>{t`Cut-offs`}</h3>
        <CutOffsTable route={route} />
      </details>
    </article>
  );
}

function VesselSearch() {
  const { t } = useLingui();
  const en = useEnglish();
  const state = useDataPage({
    fetcher: searchVesselSchedulePage,
    rowsOf: pageRows<VesselVoyage>,
    pageSize: 5,
  });
  const criteria = useCriteria({ vessel: '', problem: undefined as string | undefined });
  const [vessel, setVessel] = criteria.field('vessel');
  const [problem, setProblem] = criteria.field('problem');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = vessel.trim();
    const imo = query.replace(/^IMO\s*/i, '');
    let found: string | undefined;
    if (/^\d+$/.test(imo)) {
      if (imo.length !== 7) found = t`Enter a vessel name (at least 3 characters) or a 7-digit IMO number`;
      else if (!isValidImo(imo)) found = t`The check digit of IMO number ${imo} is wrong`;
    } else if (query.length < 3)
      found = t`Enter a vessel name (at least 3 characters) or a 7-digit IMO number`;
    setProblem(found);
    if (!found) state.search({ vessel: /^\d{7}$/.test(imo) ? imo : query, pageNo: 1 } satisfies VesselQuery);
  };

  const result = state.result;
  const showRows = result && (state.snapshot.matches('content') || state.snapshot.matches('tableLoading'));
  return (
    <>
      <form className={styles.searchForm} onSubmit={submit} noValidate aria-label={t`Search a vessel`}>
        <TextField
          label={t`Vessel name or IMO number`}
          value={vessel}
          error={problem}
          placeholder="MAERSK / 9300013"
          onChange={(event) => setVessel(event.target.value)}
        />
        <SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>
      </form>
      <SearchOutcome state={state} emptyTitle={t`No vessel voyages found.`} />
      {showRows && (
        <>
          <div className={styles.toolbar}>
            <span role="status">{t`${result.total} voyages`}</span>
            <DemoBadge demo={result.demoData} />
          </div>
          <ul className={styles.list} aria-label={t`Voyages`}>
            {result.list.map((voyage) => (
              <li key={`${voyage.vessel.imo}-${voyage.voyageNumber}`}>
                <article className={styles.card}>
                  <div className={styles.cardHead}>
                    <h2 className={styles.cardTitle}>
                      {voyage.vessel.name} <span className={styles.muted}>IMO {voyage.vessel.imo}</span>
                    </h2>
                    <span className={styles.badge.info}>
                      {voyage.serviceName} ({voyage.serviceCode}) · {voyage.voyageNumber}
                    </span>
                  </div>
                  <div className={styles.tableWrap}>
                    <table className={styles.table} aria-label={t`Port calls`}>
                      <thead>
                        <tr>
                          <th className={styles.th} scope="col">{t`Port`}</th>
                          <th
                            className={styles.th}
                            scope="col"
                          >{t`Arrival (planned / estimated / actual)`}</th>
                          <th
                            className={styles.th}
                            scope="col"
                          >{t`Departure (planned / estimated / actual)`}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {voyage.calls.map((call) => (
                          <tr key={call.sequence}>
                            <td className={styles.td}>{placeLabel(call.place, en)}</td>
                            <td className={styles.td}>
                              <CallTimes
                                planned={call.plannedArrival}
                                estimated={call.estimatedArrival}
                                actual={call.actualArrival}
                                zone={zoneOf(call.place)}
                              />
                            </td>
                            <td className={styles.td}>
                              <CallTimes
                                planned={call.plannedDeparture}
                                estimated={call.estimatedDeparture}
                                actual={call.actualDeparture}
                                zone={zoneOf(call.place)}
                              />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pager
            pageNo={result.pageNo}
            pageSize={5}
            total={result.total}
            busy={state.snapshot.hasTag('loading')}
            onPage={state.goToPage}
          />
        </>
      )}
    </>
  );
}

function CallTimes({
  planned,
  estimated,
  actual,
  zone,
}: {
  planned: string;
  estimated: string | null;
  actual: string | null;
  zone: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <div>
        {t`Planned`}: <LocalTime value={planned} timeZone={zone} />
      </div>
      {estimated && (
        <div>
          {t`Estimated`}: <LocalTime value={estimated} timeZone={zone} />
        </div>
      )}
      {actual && (
        <div>
          {t`Actual`}: <LocalTime value={actual} timeZone={zone} />
        </div>
      )}
    </>
  );
}
