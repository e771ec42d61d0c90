import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useMemo } from 'react';
import type { SpaceSailing } from '../../../domain/api/freight.ts';
import { normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import { samePlaces } from '../../../domain/freight/search-rules.ts';
import { upcomingWeeks } from '../../../domain/weeks.ts';
import { appNow } from '../../app/clock.ts';
import * as formStyles from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { formatMoney } from '../freight/format.ts';
import { Pager } from '../freight/pager.tsx';
import { RateGateNotice, useAgainWhenViewerChanges } from '../freight/rate-gate.tsx';
import { PAGE_SIZE, type SpaceQuery, searchSpace } from './api.ts';
import {
  DemoBadge,
  KindBadge,
  LevelBadge,
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

/** The call on the dataPage machine's request. */
const searchSpacePage = paged(searchSpace);

const WEEKS_OFFERED = 8;
const rowsOf = (page: { list: SpaceSailing[] }) => page.list.length;

/** Spec §3: weekday options Monday to Sunday (ISO 1..7). */
export function useWeekdayLabels(): readonly { day: number; label: string }[] {
  const { t } = useLingui();
  return [
    { day: 1, label: t`Monday` },
    { day: 2, label: t`Tuesday` },
    { day: 3, label: t`Wednesday` },
    { day: 4, label: t`Thursday` },
    { day: 5, label: t`Friday` },
    { day: 6, label: t`Saturday` },
    { day: 7, label: t`Sunday` },
  ];
}

/** /lookPresentCabin: space by lane and ETD week with its availability level, filtered by weekday. */
export function SpacePage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const unLocodeProblem = useUnLocodeRule();
  const weekdays = useWeekdayLabels();
  const state = useDataPage({ fetcher: searchSpacePage, rowsOf, pageSize: PAGE_SIZE });
  // After a login or certification the prices may show: ask again.
  useAgainWhenViewerChanges(state.load);
  const weeks = useMemo(() => upcomingWeeks(appNow(), WEEKS_OFFERED), []);
  const criteria = useCriteria({
    pol: '',
    pod: '',
    week: '',
    kind: '' as '' | 'guarantee' | 'existing',
    days: [] as number[],
    problems: {} as Partial<Record<'pol' | 'pod', string>>,
  });
  const [pol, setPol] = criteria.field('pol');
  const [pod, setPod] = criteria.field('pod');
  const [week, setWeek] = criteria.field('week');
  const [kind, setKind] = criteria.field('kind');
  const [days, setDays] = criteria.field('days');
  const [problems, setProblems] = criteria.field('problems');

  const polLabel = t`Port of loading`;
  const podLabel = t`Port of discharge`;

  const toggleDay = (day: number) =>
    setDays((current) =>
      current.includes(day) ? current.filter((d) => d !== day) : [...current, day].sort(),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const polProblem = unLocodeProblem(polLabel, pol);
    const podProblem = unLocodeProblem(podLabel, pod);
    if (polProblem) found.pol = polProblem;
    if (podProblem) found.pod = podProblem;
    if (!found.pol && !found.pod && samePlaces(pol, pod))
      found.pod = t`The origin and the destination must differ`;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const query: SpaceQuery = { pol: normaliseUnLocode(pol), pod: normaliseUnLocode(pod), pageNo: 1 };
    if (week) query.etdWeek = week;
    if (kind) query.kind = kind;
    if (days.length > 0) query.weekdays = days;
    state.search(query);
  };

  const result = state.result;
  const showRows = result && (state.snapshot.matches('content') || state.snapshot.matches('tableLoading'));

  return (
    <PageFrame
      route="/lookPresentCabin"
      lead={t`Space on upcoming sailings by lane and week, with its level: available, tight, overload or stopping.`}
    >
      <form className={styles.searchForm} onSubmit={submit} noValidate aria-label={t`Search space`}>
        <PortField label={polLabel} value={pol} onChange={setPol} error={problems.pol} />
        <PortField label={podLabel} value={pod} onChange={setPod} error={problems.pod} />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="space-week">
            {t`ETD week`}
          </label>
          <select
            id="space-week"
            className={styles.select}
            value={week}
            onChange={(event) => setWeek(event.target.value)}
          >
            <option value="">{t`Next 4 weeks`}</option>
            {weeks.map((entry) => (
              <option key={entry.startDate} value={entry.startDate}>
                {entry.display}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="space-kind">
            {t`Space kind`}
          </label>
          <select
            id="space-kind"
            className={styles.select}
            value={kind}
            onChange={(event) => setKind(event.target.value as typeof kind)}
          >
            <option value="">{t`All`}</option>
            <option value="guarantee">{t`Loading guarantee`}</option>
            <option value="existing">{t`Existing space`}</option>
          </select>
        </div>
        <fieldset className={`${styles.fieldset} ${styles.wide}`}>
          <legend className={styles.legend}>{t`ETD weekday (none: every day)`}</legend>
          {weekdays.map(({ day, label }) => (
            <label key={day} className={styles.inlineCheck}>
              <input type="checkbox" checked={days.includes(day)} onChange={() => toggleDay(day)} />
              {label}
            </label>
          ))}
        </fieldset>
        <SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>
      </form>
      <SearchOutcome state={state} emptyTitle={t`No space on this lane for the chosen week and days.`} />
      {showRows && (
        <>
          <div className={styles.toolbar}>
            <span role="status">{t`${result.total} sailings`}</span>
            <DemoBadge demo={result.demoData} />
          </div>
          {result.gate && <RateGateNotice gate={result.gate} />}
          <div className={styles.tableWrap}>
            <table
              className={styles.table}
              aria-label={t`Space`}
              aria-busy={state.snapshot.matches('tableLoading')}
            >
              <thead>
                <tr>
                  <th className={styles.th} scope="col">{t`Lane`}</th>
                  <th className={styles.th} scope="col">{t`Carrier`}</th>
                  <th className={styles.th} scope="col">{t`Vessel / voyage`}</th>
                  <th className={styles.th} scope="col">{t`ETD (local)`}</th>
                  <th className={styles.th} scope="col">{t`Cut-off (FCO)`}</th>
                  <th className={styles.th} scope="col">{t`Kind`}</th>
                  <th className={styles.th} scope="col">{t`Level`}</th>
                  <th className={styles.th} scope="col">{t`Remaining`}</th>
                  {!result.gate && <th className={styles.th} scope="col">{t`From`}</th>}
                  <th className={styles.th} scope="col">
                    <span className={styles.muted}>{t`Detail`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.list.map((sailing) => (
                  <tr key={sailing.sailingId}>
                    <td className={styles.td}>
                      {placeLabel(sailing.pol, en)} → {placeLabel(sailing.pod, en)}
                    </td>
                    <td className={styles.td}>{en ? sailing.carrier.nameEn : sailing.carrier.nameCn}</td>
                    <td className={styles.td}>
                      {sailing.vesselName} / {sailing.voyageNumber}
                    </td>
                    <td className={styles.td}>
                      <LocalTime value={sailing.etd} timeZone={zoneOf(sailing.pol)} />
                      <div className={styles.muted}>{weekdays[sailing.etdWeekday - 1]?.label}</div>
                    </td>
                    <td className={styles.td}>
                      <LocalTime value={sailing.cutOff} timeZone={zoneOf(sailing.pol)} />
                    </td>
                    <td className={styles.td}>
                      <KindBadge kind={sailing.kind} />
                    </td>
                    <td className={styles.td}>
                      <LevelBadge level={sailing.level} />
                    </td>
                    <td className={styles.td}>
                      {sailing.inventory
                        .map((line) => `${line.containerType} ${line.remaining}/${line.capacity}`)
                        .join(' · ')}
                    </td>
                    {!result.gate && (
                      <td className={styles.td}>
                        {formatMoney(sailing.minPrice, sailing.currency, i18n.locale)}
                      </td>
                    )}
                    <td className={styles.td}>
                      <Link
                        to="/lookPresentCabinDetail"
                        search={{ sailingId: sailing.sailingId }}
                        aria-label={t`Detail of ${sailing.vesselName} ${sailing.voyageNumber}`}
                      >
                        {t`Detail`}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
