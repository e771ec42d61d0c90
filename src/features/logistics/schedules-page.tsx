import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { useState } from 'react';
import type { PointToPointRoute, VesselVoyage } from '../../../domain/api/freight.ts';
import { isValidImo } from '../../../domain/freight/identifiers.ts';
import { DEFAULT_WINDOW_DAYS, MAX_WINDOW_DAYS, windowProblem } from '../../../domain/freight/search-rules.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { Checkbox, SubmitButton, TextField } from '../../ui/form-field.tsx';
import { SearchForm } from '../../ui/search-form.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import * as table from '../../ui/table.css.ts';
import { DataTable, TableHead } from '../../ui/table.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from '../freight/freight.css.ts';
import type { PlaceLike } from '../freight/kit.ts';
// The kit by name: pages that list a dozen of its pieces would repeat one another's import lists.
import * as kit from '../freight/kit.ts';
import { PAGE_SIZE, type PointToPointQuery, searchPointToPoint, searchVesselSchedule } from './api.ts';
import { CutOffsTable, LegsTable } from './route-details.tsx';
import { Tabs } from './tabs.tsx';

/** The call on the dataPage machine's request. */
const searchVesselSchedulePage = kit.paged(searchVesselSchedule);
const VESSEL_PAGE_SIZE = 5;

type Tab = 'pointToPoint' | 'vessel';

/** /schedules: point-to-point sailings (DCSA Commercial Schedules) and the schedule of a vessel. */
export function SchedulesPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('pointToPoint');
  return (
    <kit.PageFrame
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
    </kit.PageFrame>
  );
}

const pageRows = <T,>(page: { list: T[] }) => page.list.length;

function PointToPointSearch() {
  const { t } = useLingui();
  const state = useDataPage({
    // An order chosen on the table wins over the one the query was sent with.
    fetcher: ({ query, page, pageSize, sort }: PageRequest<PointToPointQuery>, signal: AbortSignal) =>
      searchPointToPoint(
        {
          ...query,
          pageNo: page,
          pageSize,
          sortBy: (sort as PointToPointQuery['sortBy'] | null) ?? query.sortBy,
        },
        signal,
      ),
    rowsOf: pageRows<PointToPointRoute>,
    pageSize: PAGE_SIZE,
  });
  const ports = kit.usePortPair();
  const criteria = useCriteria({
    etdFrom: '',
    etdTo: '',
    directOnly: false,
    sortBy: 'etd' as PointToPointQuery['sortBy'],
    dates: undefined as string | undefined,
  });
  const { etdFrom, etdTo, directOnly, sortBy } = criteria.values;
  const [dates, setDates] = criteria.field('dates');

  const datesProblem = (): string | undefined => {
    const from = etdFrom ? parseISO(etdFrom) : null;
    const to = etdTo ? parseISO(etdTo) : null;
    if ((from && !isValid(from)) || (to && !isValid(to))) return t`Please enter valid dates`;
    const problem = from && to ? windowProblem(etdFrom, etdTo) : null;
    if (problem === 'dateRangeOrder') return t`The start date cannot be after the end date`;
    const days = MAX_WINDOW_DAYS;
    if (problem === 'dateRangeTooLong') return t`The date range cannot be longer than ${days} days`;
    return undefined;
  };

  const submit = () => {
    const pair = ports.both();
    const dateProblem = datesProblem();
    setDates(dateProblem);
    if (!pair || dateProblem) return;
    state.search({
      pol: pair.origin,
      pod: pair.destination,
      ...(etdFrom && { etdFrom }),
      ...(etdTo && { etdTo }),
      ...(directOnly && { directOnly }),
      sortBy,
    });
  };

  const changeSort = (next: PointToPointQuery['sortBy']) => {
    criteria.field('sortBy')[1](next);
    state.sortBy(next);
  };

  const defaultDays = DEFAULT_WINDOW_DAYS;
  const maxDays = MAX_WINDOW_DAYS;

  return (
    <>
      <SearchForm
        label={t`Search sailings`}
        onSubmit={submit}
        actions={<SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>}
        hint={t`Without dates, the next ${defaultDays} days are searched; a window is at most ${maxDays} days.`}
      >
        <kit.PortPairFields pair={ports} places="seaports" />
        <TextField
          label={t`ETD from`}
          type="date"
          value={etdFrom}
          onChange={(event) => criteria.field('etdFrom')[1](event.target.value)}
          error={dates}
        />
        <TextField
          label={t`ETD to`}
          type="date"
          value={etdTo}
          onChange={(event) => criteria.field('etdTo')[1](event.target.value)}
        />
        <SelectField
          label={t`Sort by`}
          value={sortBy}
          onChange={(value) => changeSort(value as PointToPointQuery['sortBy'])}
        >
          <option value="etd">{t`Departure (ETD)`}</option>
          <option value="transitTime">{t`Transit time`}</option>
        </SelectField>
        <Checkbox
          label={t`Direct sailings only`}
          checked={directOnly}
          onChange={(event) => criteria.field('directOnly')[1](event.target.checked)}
        />
      </SearchForm>
      <kit.PagedResults
        state={state}
        emptyTitle={t`No sailings in this window. Try other dates or ports.`}
        summary={(result) => t`${plural(result.total, { one: '# sailing', other: '# sailings' })}`}
      >
        {(result) => (
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
        )}
      </kit.PagedResults>
    </>
  );
}

export function SailingCard({ route }: { route: PointToPointRoute }) {
  const { t } = useLingui();
  const en = kit.useEnglish();
  const transshipments = route.transshipments;
  const days = route.transitTime;
  return (
    <kit.ResultCard
      label={`${route.vesselName} ${route.voyageNumber}`}
      title={kit.laneLabel(route, en)}
      badges={
        <span>
          <span className={styles.badge.info}>{t`${plural(days, { one: '# day', other: '# days' })}`}</span>{' '}
          <span className={styles.badge.neutral}>
            {transshipments === 0
              ? t`Direct`
              : t`${plural(transshipments, { one: '# transshipment', other: '# transshipments' })}`}
          </span>{' '}
          {route.source === 'dcsa' && <span className={styles.badge.neutral}>DCSA</span>}
        </span>
      }
    >
      <kit.SailingFacts sailing={route} withScac>
        <kit.Fact label={t`ETA (local)`}>
          <kit.LocalTime value={route.eta} place={route.pod} />
        </kit.Fact>
        <kit.Fact label={t`Service`}>
          {en ? route.serviceName : route.serviceNameCn} ({route.serviceCode})
        </kit.Fact>
      </kit.SailingFacts>
      <details>
        <summary>{t`Legs and cut-offs`}</summary>
        <h3 className={styles.subTitle}>{t`Legs`}</h3>
        <LegsTable route={route} />
        <h3 className={styles.subTitle}>{t`Cut-offs`}</h3>
        <CutOffsTable route={route} />
      </details>
    </kit.ResultCard>
  );
}

function VesselSearch() {
  const { t } = useLingui();
  const en = kit.useEnglish();
  const state = useDataPage({
    fetcher: searchVesselSchedulePage,
    rowsOf: pageRows<VesselVoyage>,
    pageSize: VESSEL_PAGE_SIZE,
  });
  const criteria = useCriteria({ vessel: '', problem: undefined as string | undefined });
  const [vessel, setVessel] = criteria.field('vessel');
  const [problem, setProblem] = criteria.field('problem');

  const submit = () => {
    const query = vessel.trim();
    const imo = query.replace(/^IMO\s*/i, '');
    let found: string | undefined;
    if (/^\d+$/.test(imo)) {
      if (imo.length !== 7) found = t`Enter a vessel name (at least 3 characters) or a 7-digit IMO number`;
      else if (!isValidImo(imo)) found = t`The check digit of IMO number ${imo} is wrong`;
    } else if (query.length < 3)
      found = t`Enter a vessel name (at least 3 characters) or a 7-digit IMO number`;
    setProblem(found);
    if (!found) state.search({ vessel: /^\d{7}$/.test(imo) ? imo : query });
  };

  return (
    <>
      <SearchForm
        label={t`Search a vessel`}
        onSubmit={submit}
        actions={<SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>}
      >
        <TextField
          label={t`Vessel name or IMO number`}
          value={vessel}
          error={problem}
          placeholder="MAERSK / 9300013"
          onChange={(event) => setVessel(event.target.value)}
        />
      </SearchForm>
      <kit.PagedResults
        state={state}
        emptyTitle={t`No vessel voyages found.`}
        summary={(result) => t`${plural(result.total, { one: '# voyage', other: '# voyages' })}`}
      >
        {(result) => (
          <ul className={styles.list} aria-label={t`Voyages`}>
            {result.list.map((voyage) => (
              <li key={`${voyage.vessel.imo}-${voyage.voyageNumber}`}>
                <kit.ResultCard
                  title={
                    <>
                      {voyage.vessel.name} <span className={styles.muted}>IMO {voyage.vessel.imo}</span>
                    </>
                  }
                  badges={
                    <span className={styles.badge.info}>
                      {en ? voyage.serviceName : voyage.serviceNameCn} ({voyage.serviceCode}) ·{' '}
                      {voyage.voyageNumber}
                    </span>
                  }
                >
                  <DataTable label={t`Port calls`} compact>
                    <TableHead
                      columns={[
                        t`Port`,
                        t`Arrival (planned / estimated / actual)`,
                        t`Departure (planned / estimated / actual)`,
                      ]}
                    />
                    <tbody>
                      {voyage.calls.map((call) => (
                        <tr key={call.sequence}>
                          <td className={table.td}>{kit.placeLabel(call.place, en)}</td>
                          <td className={table.td}>
                            <CallTimes
                              times={[call.plannedArrival, call.estimatedArrival, call.actualArrival]}
                              place={call.place}
                            />
                          </td>
                          <td className={table.td}>
                            <CallTimes
                              times={[call.plannedDeparture, call.estimatedDeparture, call.actualDeparture]}
                              place={call.place}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                </kit.ResultCard>
              </li>
            ))}
          </ul>
        )}
      </kit.PagedResults>
    </>
  );
}

/** A port call's planned, estimated and actual time, each when known. */
function CallTimes({
  times: [planned, estimated, actual],
  place,
}: {
  times: readonly [string, string | null, string | null];
  place: PlaceLike;
}) {
  const { t } = useLingui();
  const rows = [
    { label: t`Planned`, value: planned },
    { label: t`Estimated`, value: estimated },
    { label: t`Actual`, value: actual },
  ];
  return (
    <>
      {rows.map(
        ({ label, value }) =>
          value && (
            <div key={label}>
              {label}: <kit.LocalTime value={value} place={place} />
            </div>
          ),
      )}
    </>
  );
}
