import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import type { SpaceSailingDetail } from '../../../domain/api/freight.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { formatMoney } from '../freight/format.ts';
import { RateGateNotice, useAgainWhenViewerChanges } from '../freight/rate-gate.tsx';
import { getSpaceDetail } from './api.ts';
import {
  DemoBadge,
  Fact,
  KindBadge,
  LevelBadge,
  LocalTime,
  PageFrame,
  placeLabel,
  SearchOutcome,
  useEnglish,
  whole,
  zoneOf,
} from './common.tsx';
import * as styles from './logistics.css.ts';
import { CutOffsTable, LegsTable } from './route-details.tsx';
import { useWeekdayLabels } from './space-page.tsx';

/** The call on the dataPage machine's request. */
const getSpaceDetailPage = whole(getSpaceDetail);

const rowsOf = (detail: SpaceSailingDetail) => (detail ? 1 : 0);

/** The `sailingId` of the address (`/lookPresentCabinDetail?sailingId=434`), or null when missing or malformed. */
function useSailingId(): number | null {
  const raw = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>).sailingId,
  });
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /lookPresentCabinDetail?sailingId=…: one sailing's space per container type and its DCSA schedule. */
export function SpaceDetailPage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const weekdays = useWeekdayLabels();
  const sailingId = useSailingId();
  const state = useDataPage({ fetcher: getSpaceDetailPage, rowsOf, pageSize: 1 });
  const noteId = useId();
  const { load } = state;
  // After a login or certification the prices may show: ask again.
  useAgainWhenViewerChanges(load);

  useEffect(() => {
    if (sailingId !== null) load(sailingId);
  }, [sailingId, load]);

  const detail = state.snapshot.matches('content') ? state.result : null;

  return (
    <PageFrame route="/lookPresentCabinDetail" badge={detail && <DemoBadge demo />}>
      <p>
        <Link to="/lookPresentCabin">{t`← Back to available space`}</Link>
      </p>
      {sailingId === null ? (
        <StatusPanel
          tone="error"
          title={t`No sailing was chosen`}
          detail={t`Open a sailing from the available space list.`}
        />
      ) : (
        <SearchOutcome state={state} emptyTitle={t`No such sailing`} />
      )}
      {detail && (
        <article className={styles.card}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              {placeLabel(detail.pol, en)} → {placeLabel(detail.pod, en)}
            </h2>
            <span>
              <KindBadge kind={detail.kind} /> <LevelBadge level={detail.level} />
            </span>
          </div>
          <div className={styles.facts}>
            <Fact label={t`Carrier`}>
              {en ? detail.carrier.nameEn : detail.carrier.nameCn} ({detail.carrier.scac})
            </Fact>
            <Fact label={t`Vessel / voyage`}>
              {detail.vesselName} / {detail.voyageNumber}
            </Fact>
            <Fact label={t`Service / route code`}>
              {detail.serviceCode} / {detail.routeCode}
            </Fact>
            <Fact label={t`ETD (local)`}>
              <LocalTime value={detail.etd} timeZone={zoneOf(detail.pol)} />{' '}
              {weekdays[detail.etdWeekday - 1]?.label}
            </Fact>
            <Fact label={t`ETA (local)`}>
              <LocalTime value={detail.eta} timeZone={zoneOf(detail.pod)} />
            </Fact>
            <Fact label={t`Transit time`}>{t`${detail.transitDays} days`}</Fact>
            <Fact label={t`Cut-off (FCO)`}>
              <LocalTime value={detail.cutOff} timeZone={zoneOf(detail.pol)} />
            </Fact>
            <Fact label={t`Loading guarantee`}>{detail.loadingGuarantee ? t`Yes` : t`No`}</Fact>
          </div>
          <h3 className={styles.subTitle}>{t`Space by container type`}</h3>
          {detail.gate && <RateGateNotice gate={detail.gate} />}
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label={t`Space by container type`}>
              <thead>
                <tr>
                  <th className={styles.th} scope="col">{t`Container type`}</th>
                  <th className={styles.th} scope="col">{t`Remaining / capacity`}</th>
                  {!detail.gate && <th className={styles.th} scope="col">{t`Price`}</th>}
                  <th className={styles.th} scope="col">{t`Level`}</th>
                  <th className={styles.th} scope="col">{t`Bookable`}</th>
                </tr>
              </thead>
              <tbody>
                {detail.inventory.map((line) => (
                  <tr key={line.containerType}>
                    <td className={styles.td}>{line.containerType}</td>
                    <td className={styles.td}>
                      {line.remaining} / {line.capacity}
                    </td>
                    {!detail.gate && (
                      <td className={styles.td}>{formatMoney(line.price, line.currency, i18n.locale)}</td>
                    )}
                    <td className={styles.td}>
                      <LevelBadge level={line.level} />
                    </td>
                    <td className={styles.td}>{line.bookable ? t`Yes` : t`No`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {detail.schedule && (
            <>
              <h3 className={styles.subTitle}>{t`Legs`}</h3>
              <LegsTable route={detail.schedule} />
              <h3 className={styles.subTitle}>{t`Cut-offs`}</h3>
              <CutOffsTable route={detail.schedule} />
            </>
          )}
          <p className={styles.toolbar}>
            <button type="button" className={styles.button} disabled aria-describedby={noteId}>
              {t`Book this space`}
            </button>
            <span
              id={noteId}
            >{t`Online booking arrives with the booking release; until then please contact customer service.`}</span>
          </p>
        </article>
      )}
    </PageFrame>
  );
}
