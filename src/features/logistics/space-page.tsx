import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SpaceSailing } from '../../../domain/api/freight.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import * as searchForm from '../../ui/search-form.css.ts';
import { SearchForm } from '../../ui/search-form.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import * as table from '../../ui/table.css.ts';
import { DataTable, TableHead } from '../../ui/table.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from '../freight/freight.css.ts';
import {
  KindBadge,
  LevelBadge,
  LocalTime,
  laneLabel,
  PagedResults,
  PageFrame,
  PortPairFields,
  paged,
  useAgainWhenViewerChanges,
  useEnglish,
  usePortPair,
  WeekField,
} from '../freight/kit.ts';
import { PAGE_SIZE, type SpaceQuery, searchSpace } from './api.ts';

/** The call on the dataPage machine's request. */
const searchSpacePage = paged(searchSpace);

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
  const weekdays = useWeekdayLabels();
  const state = useDataPage({ fetcher: searchSpacePage, rowsOf, pageSize: PAGE_SIZE });
  // After a login or certification the prices may show: ask again.
  useAgainWhenViewerChanges(state.load);
  const ports = usePortPair();
  const criteria = useCriteria({
    week: '',
    kind: '' as '' | 'guarantee' | 'existing',
    days: [] as number[],
  });
  const { week, kind, days } = criteria.values;
  const [, setDays] = criteria.field('days');

  const toggleDay = (day: number) =>
    setDays((current) =>
      current.includes(day) ? current.filter((d) => d !== day) : [...current, day].sort(),
    );

  const submit = () => {
    const pair = ports.both();
    if (!pair) return;
    const query: SpaceQuery = { pol: pair.origin, pod: pair.destination };
    if (week) query.etdWeek = week;
    if (kind) query.kind = kind;
    if (days.length > 0) query.weekdays = days;
    state.search(query);
  };

  return (
    <PageFrame
      route="/lookPresentCabin"
      lead={t`Space on upcoming sailings by lane and week, with its level: available, tight, overload or stopping.`}
    >
      <SearchForm
        label={t`Search space`}
        onSubmit={submit}
        actions={<SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>}
      >
        <PortPairFields pair={ports} places="seaports" />
        <WeekField value={week} onChange={criteria.field('week')[1]} />
        <SelectField
          label={t`Space kind`}
          value={kind}
          onChange={(value) => criteria.field('kind')[1](value as typeof kind)}
        >
          <option value="">{t`All`}</option>
          <option value="guarantee">{t`Loading guarantee`}</option>
          <option value="existing">{t`Existing space`}</option>
        </SelectField>
        <fieldset className={`${styles.fieldset} ${searchForm.wide}`}>
          <legend className={styles.legend}>{t`ETD weekday (none: every day)`}</legend>
          {weekdays.map(({ day, label }) => (
            <label key={day} className={styles.inlineCheck}>
              <input type="checkbox" checked={days.includes(day)} onChange={() => toggleDay(day)} />
              {label}
            </label>
          ))}
        </fieldset>
      </SearchForm>
      <PagedResults
        state={state}
        emptyTitle={t`No space on this lane for the chosen week and days.`}
        summary={(result) => t`${plural(result.total, { one: '# sailing', other: '# sailings' })}`}
      >
        {(result) => (
          <DataTable label={t`Space`} busy={state.snapshot.matches('tableLoading')}>
            <TableHead
              columns={[
                t`Lane`,
                t`Carrier`,
                t`Vessel / voyage`,
                t`ETD (local)`,
                t`Cut-off (FCO)`,
                t`Kind`,
                t`Level`,
                t`Remaining`,
                !result.gate && t`From`,
                t`Detail`,
              ]}
            />
            <tbody>
              {result.list.map((sailing) => (
                <tr key={sailing.sailingId}>
                  <td className={table.td}>{laneLabel(sailing, en)}</td>
                  <td className={table.td}>{en ? sailing.carrier.nameEn : sailing.carrier.nameCn}</td>
                  <td className={table.td}>
                    {sailing.vesselName} / {sailing.voyageNumber}
                  </td>
                  <td className={table.td}>
                    <LocalTime value={sailing.etd} place={sailing.pol} />
                    <div className={styles.muted}>{weekdays[sailing.etdWeekday - 1]?.label}</div>
                  </td>
                  <td className={table.td}>
                    <LocalTime value={sailing.cutOff} place={sailing.pol} />
                  </td>
                  <td className={table.td}>
                    <KindBadge kind={sailing.kind} />
                  </td>
                  <td className={table.td}>
                    <LevelBadge level={sailing.level} />
                  </td>
                  <td className={table.td}>
                    {sailing.inventory
                      .map((line) => `${line.containerType} ${line.remaining}/${line.capacity}`)
                      .join(' · ')}
                  </td>
                  {!result.gate && (
                    <td className={table.td}>
                      {formatMoney(sailing.minPrice, sailing.currency, i18n.locale)}
                    </td>
                  )}
                  <td className={table.td}>
                    <Link
                      to="/lookPresentCabinDetail"
                      search={{ sailingId: sailing.sailingId }}
                      aria-label={t`Detail of ${sailing.vesselName} ${sailing.voyageNumber}`}
                    >
                      {t`Detail`}
                    </Link>
                    {/* Book from the list; the detail opens with the booking form. */}
                    {sailing.inventory.some((line) => line.bookable) && (
                      <>
                        {' · '}
                        <Link
                          to="/lookPresentCabinDetail"
                          search={{ sailingId: sailing.sailingId, book: 1 }}
                          aria-label={t`Book ${sailing.vesselName} ${sailing.voyageNumber}`}
                        >
                          {t`Book`}
                        </Link>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </PagedResults>
    </PageFrame>
  );
}
