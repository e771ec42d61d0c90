import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useMemo } from 'react';
import type { SpaceSailing } from '../../../domain/api/freight.ts';
import { normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import { upcomingWeeks } from '../../../domain/weeks.ts';
import { appNow } from '../../app/clock.ts';
import * as formStyles from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { formatMoney } from '../freight/format.ts';
import { Pager } from '../freight/pager.tsx';
import { RateGateNotice, useAgainWhenViewerChanges } from '../freight/rate-gate.tsx';
import { listSpotProducts, PAGE_SIZE, type SpotQuery } from './api.ts';
import {
  DemoBadge,
  Fact,
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
const listSpotProductsPage = paged(listSpotProducts);

const rowsOf = (page: { list: SpaceSailing[] }) => page.list.length;

/**
 * /grabSpace: the API has no space-grabbing request yet (it comes with the booking release), so the
 * page lists the SPOT products with a loading guarantee and live inventory, and leads to each
 * sailing's detail.
 */
export function GrabSpacePage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const unLocodeProblem = useUnLocodeRule();
  const state = useDataPage({ fetcher: listSpotProductsPage, rowsOf, pageSize: PAGE_SIZE });
  const { load } = state;
  // After a login or certification the prices may show: ask again.
  useAgainWhenViewerChanges(load);
  const weeks = useMemo(() => upcomingWeeks(appNow(), 8), []);
  const criteria = useCriteria({
    pol: '',
    pod: '',
    week: '',
    problems: {} as Partial<Record<'pol' | 'pod', string>>,
  });
  const [pol, setPol] = criteria.field('pol');
  const [pod, setPod] = criteria.field('pod');
  const [week, setWeek] = criteria.field('week');
  const [problems, setProblems] = criteria.field('problems');

  useEffect(() => load({ pageNo: 1 }), [load]);

  const polLabel = t`Port of loading`;
  const podLabel = t`Port of discharge`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const polProblem = unLocodeProblem(polLabel, pol, true);
    const podProblem = unLocodeProblem(podLabel, pod, true);
    if (polProblem) found.pol = polProblem;
    if (podProblem) found.pod = podProblem;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const query: SpotQuery = { pageNo: 1 };
    if (pol.trim()) query.pol = normaliseUnLocode(pol);
    if (pod.trim()) query.pod = normaliseUnLocode(pod);
    if (week) query.etdWeek = week;
    state.search(query);
  };

  const result = state.result;
  const showRows = result && (state.snapshot.matches('content') || state.snapshot.matches('tableLoading'));

  return (
    <PageFrame
      route="/grabSpace"
      lead={t`Grab space on SPOT sailings: a sailing-specific price with a loading guarantee and live inventory per container type.`}
    >
      <p className={styles.hint}>
        {t`Space-grabbing requests open with the booking release. Until then, pick a sailing below to see its space and contact customer service to secure it.`}
      </p>
      <form className={styles.searchForm} onSubmit={submit} noValidate aria-label={t`Search SPOT sailings`}>
        <PortField label={polLabel} value={pol} onChange={setPol} error={problems.pol} optional />
        <PortField label={podLabel} value={pod} onChange={setPod} error={problems.pod} optional />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="grab-week">
            {t`ETD week`}
          </label>
          <select
            id="grab-week"
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
        <SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>
      </form>
      <SearchOutcome state={state} emptyTitle={t`No SPOT sailings match.`} />
      {showRows && (
        <>
          <div className={styles.toolbar}>
            <span role="status">{t`${result.total} SPOT sailings`}</span>
            <DemoBadge demo={result.demoData} />
          </div>
          {result.gate && <RateGateNotice gate={result.gate} />}
          <ul
            className={styles.list}
            aria-label={t`SPOT sailings`}
            aria-busy={state.snapshot.matches('tableLoading')}
          >
            {result.list.map((sailing) => {
              const bookable = sailing.inventory.some((line) => line.bookable);
              return (
                <li key={sailing.sailingId}>
                  <article
                    className={styles.card}
                    aria-label={`${sailing.vesselName} ${sailing.voyageNumber}`}
                  >
                    <div className={styles.cardHead}>
                      <h2 className={styles.cardTitle}>
                        {placeLabel(sailing.pol, en)} → {placeLabel(sailing.pod, en)}
                      </h2>
                      <span>
                        {sailing.loadingGuarantee && (
                          <span className={styles.badge.info}>{t`Loading guarantee`}</span>
                        )}{' '}
                        <LevelBadge level={sailing.level} />
                      </span>
                    </div>
                    <div className={styles.facts}>
                      <Fact label={t`Carrier`}>{en ? sailing.carrier.nameEn : sailing.carrier.nameCn}</Fact>
                      <Fact label={t`Vessel / voyage`}>
                        {sailing.vesselName} / {sailing.voyageNumber}
                      </Fact>
                      <Fact label={t`ETD (local)`}>
                        <LocalTime value={sailing.etd} timeZone={zoneOf(sailing.pol)} />
                      </Fact>
                      <Fact label={t`Cut-off (FCO)`}>
                        <LocalTime value={sailing.cutOff} timeZone={zoneOf(sailing.pol)} />
                      </Fact>
                      {!result.gate && (
                        <Fact label={t`From`}>
                          {formatMoney(sailing.minPrice, sailing.currency, i18n.locale)}
                        </Fact>
                      )}
                    </div>
                    <p className={styles.legsRow}>
                      {sailing.inventory.map((line) => (
                        <span key={line.containerType} className={styles.badge[line.level]}>
                          {line.containerType}:{' '}
                          {line.price !== null && (
                            <>{formatMoney(line.price, line.currency, i18n.locale)} · </>
                          )}
                          {t`${line.remaining} left`}
                        </span>
                      ))}
                    </p>
                    <Link
                      className={styles.button}
                      to="/lookPresentCabinDetail"
                      search={{ sailingId: sailing.sailingId }}
                    >
                      {bookable ? t`Grab this space` : t`View sailing`}
                    </Link>
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
