import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect } from 'react';
import type { GatedPage, SpaceSailing } from '../../../domain/api/freight.ts';
import type { SpaceAvailabilityLevel } from '../../../domain/constants.ts';
import { samePlaces } from '../../../domain/freight/search-rules.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { routeTitles } from '../../app/route-titles.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { formatMoney, portLocalDateTime } from '../freight/format.ts';
import * as ui from '../freight/freight-ui.css.ts';
import { DemoDataNote, Pager } from '../freight/pager.tsx';
import { type PortChoice, PortPicker } from '../freight/port-picker.tsx';
import { RateGateNotice, useAgainWhenViewerChanges } from '../freight/rate-gate.tsx';
import { useUpcomingWeeks } from '../freight/use-upcoming-weeks.ts';
import { criteriaMessages } from './rate-messages.ts';
import { listSpotProducts } from './rates-api.ts';

export const SPOT_PAGE_SIZE = 10;

/** Spec §3 space availability levels. */
export const levelMessages: Record<SpaceAvailabilityLevel, MessageDescriptor> = {
  available: msg({ id: 'rates.level.available', message: 'Available' }),
  tight: msg({ id: 'rates.level.tight', message: 'Tight' }),
  overload: msg({ id: 'rates.level.overload', message: 'Overload' }),
  stopping: msg({ id: 'rates.level.stopping', message: 'Stopping' }),
};

interface SpotQuery {
  pol?: string | undefined;
  pod?: string | undefined;
  etdWeek?: string | undefined;
}

const fetchSpot = ({ query, page, pageSize }: PageRequest<SpotQuery>, signal: AbortSignal) =>
  listSpotProducts({ ...query, pageNo: page, pageSize }, signal);
const spotRows = (page: GatedPage<SpaceSailing>) => page.list.length;

/** /spotFreight: SPOT products, sailing-specific prices with a loading guarantee and live inventory. */
export function SpotFreightPage() {
  const { i18n, t } = useLingui();
  const en = i18n.locale === 'en';
  const state = useDataPage({ fetcher: fetchSpot, rowsOf: spotRows, pageSize: SPOT_PAGE_SIZE });
  const { snapshot, result: page, failure, load } = state;
  const weeks = useUpcomingWeeks(6);
  const criteria = useCriteria({
    pol: null as PortChoice | null,
    pod: null as PortChoice | null,
    etdWeek: '',
    samePorts: false,
  });
  const [pol, setPol] = criteria.field('pol');
  const [pod, setPod] = criteria.field('pod');
  const [etdWeek, setEtdWeek] = criteria.field('etdWeek');
  const [samePorts, setSamePorts] = criteria.field('samePorts');

  useEffect(() => load({}), [load]);
  // After a login or certification the prices may show: ask again.
  useAgainWhenViewerChanges(load);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const same = samePlaces(pol?.code, pod?.code);
    setSamePorts(same);
    if (same) return;
    state.search({ pol: pol?.code, pod: pod?.code, etdWeek: etdWeek || undefined });
  };

  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{i18n._(routeTitles['/spotFreight'])}</h1>
      <p className={ui.lead}>
        {t`Sailing-specific prices with a loading guarantee and live inventory per container type.`}
      </p>
      <form className={ui.searchForm} onSubmit={onSubmit} noValidate aria-label={t`SPOT search`}>
        <PortPicker
          label={t`Port of loading (POL)`}
          value={pol}
          onChange={setPol}
          kind="seaport"
          recentKey="start"
        />
        <PortPicker
          label={t`Port of discharge (POD)`}
          value={pod}
          onChange={setPod}
          kind="seaport"
          recentKey="end"
          error={samePorts ? i18n._(criteriaMessages.samePorts) : undefined}
        />
        <div className={form.field}>
          <label className={form.label} htmlFor="spot-etd-week">
            {t`ETD week`}
          </label>
          <select
            id="spot-etd-week"
            className={ui.select}
            value={etdWeek}
            onChange={(event) => setEtdWeek(event.target.value)}
          >
            <option value="">{t`Next 4 weeks`}</option>
            {weeks.map((week) => (
              <option key={week.startDate} value={week.startDate}>
                {week.display}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.formActions}>
          <SubmitButton
            busy={snapshot.matches('inquiry') || snapshot.matches('pageLoading')}
          >{t`Search`}</SubmitButton>
        </div>
      </form>

      {(snapshot.matches('inquiry') || snapshot.matches('pageLoading')) && (
        <StatusPanel tone="busy" title={t`Loading SPOT products…`} />
      )}
      {snapshot.matches('default') && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={failure || t`SPOT products could not be loaded`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && <StatusPanel tone="empty" title={t`No SPOT products for this search.`} />}
      {(snapshot.matches('content') || snapshot.matches('tableLoading')) && page && (
        <>
          {page.gate && <RateGateNotice gate={page.gate} />}
          <div className={ui.tableWrap} aria-busy={snapshot.matches('tableLoading')}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th className={ui.th}>{t`Carrier`}</th>
                  <th className={ui.th}>{t`POL → POD`}</th>
                  <th className={ui.th}>{t`Vessel / voyage`}</th>
                  <th className={ui.th}>{t`ETD`}</th>
                  <th className={ui.th}>{t`FCL cut-off`}</th>
                  <th className={`${ui.th} ${ui.numeric}`}>{t`Transit time`}</th>
                  <th className={ui.th}>{page.gate ? t`Inventory` : t`Inventory and price`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((sailing) => (
                  <tr key={sailing.sailingId}>
                    <td className={ui.td}>
                      {(en ? sailing.carrier.nameEn : sailing.carrier.nameCn) || sailing.carrier.nameEn}
                      <br />
                      {sailing.loadingGuarantee && (
                        <span className={ui.badge.spot}>{t`Loading guarantee`}</span>
                      )}
                    </td>
                    <td className={ui.td}>
                      {sailing.pol.code} → {sailing.pod.code}
                      <br />
                      <small>
                        {en ? sailing.pol.nameEn : sailing.pol.nameCn} →{' '}
                        {en ? sailing.pod.nameEn : sailing.pod.nameCn}
                      </small>
                    </td>
                    <td className={ui.td}>
                      {sailing.vesselName} {sailing.voyageNumber}
                      <br />
                      <small>
                        {sailing.serviceCode} · {sailing.routeCode}
                      </small>
                    </td>
                    <td className={ui.td}>{portLocalDateTime(sailing.etd)}</td>
                    <td className={ui.td}>{portLocalDateTime(sailing.cutOff)}</td>
                    <td className={`${ui.td} ${ui.numeric}`}>{t`${sailing.transitDays} days`}</td>
                    <td className={ui.td}>
                      <span className={ui.badge.neutral}>{i18n._(levelMessages[sailing.level])}</span>
                      <table className={ui.subTable}>
                        <thead>
                          <tr>
                            <th className={ui.th}>{t`Container type`}</th>
                            <th className={`${ui.th} ${ui.numeric}`}>{t`Remaining`}</th>
                            {!page.gate && <th className={`${ui.th} ${ui.numeric}`}>{t`Price`}</th>}
                          </tr>
                        </thead>
                        <tbody>
                          {sailing.inventory.map((line) => (
                            <tr key={line.containerType}>
                              <td className={ui.td}>{line.containerType}</td>
                              <td className={`${ui.td} ${ui.numeric}`}>
                                {t`${line.remaining} of ${line.capacity}`} ·{' '}
                                {i18n._(levelMessages[line.level])}
                              </td>
                              {line.price !== null && (
                                <td className={`${ui.td} ${ui.numeric}`}>
                                  {formatMoney(line.price, line.currency, i18n.locale)}
                                </td>
                              )}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            total={page.total}
            busy={snapshot.hasTag('loading')}
            onPage={state.goToPage}
          />
          <DemoDataNote shown={page.demoData} />
        </>
      )}
    </section>
  );
}
