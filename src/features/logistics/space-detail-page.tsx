import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { SpaceSailingDetail } from '../../../domain/api/freight.ts';
import { loadCatalogArea } from '../../i18n/locale.ts';
import { formatMoney } from '../../ui/money.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as table from '../../ui/table.css.ts';
import { DataTable, TableHead } from '../../ui/table.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from '../freight/freight.css.ts';
import {
  DemoLabel,
  Fact,
  KindBadge,
  LevelBadge,
  LocalTime,
  laneLabel,
  PageFrame,
  RateGateNotice,
  ResultCard,
  SailingFacts,
  SearchOutcome,
  useAgainWhenViewerChanges,
  useEnglish,
  whole,
} from '../freight/kit.ts';
import { getSpaceDetail } from './api.ts';
import { CutOffsTable, LegsTable } from './route-details.tsx';
import { useWeekdayLabels } from './space-page.tsx';

// The booking dialog, its machines and the booking catalog load with the button, not the page.
const BookSpace = lazy(() =>
  Promise.all([import('../booking/book-space.tsx'), loadCatalogArea('booking')]).then(([module]) => ({
    default: module.BookSpace,
  })),
);

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

/** `book=1`: the visitor chose "Book" on the list; the detail opens with the booking form. */
function useBookOnOpen(): boolean {
  return useRouterState({
    select: (state) => String((state.location.search as Record<string, unknown>).book) === '1',
  });
}

/** /lookPresentCabinDetail?sailingId=…: one sailing's space per container type and its DCSA schedule. */
export function SpaceDetailPage() {
  const { t, i18n } = useLingui();
  const en = useEnglish();
  const weekdays = useWeekdayLabels();
  const sailingId = useSailingId();
  const bookOnOpen = useBookOnOpen();
  const navigate = useNavigate();
  const state = useDataPage({ fetcher: getSpaceDetailPage, rowsOf, pageSize: 1 });
  const { load } = state;
  // After a login or certification the prices may show: ask again.
  useAgainWhenViewerChanges(load);

  useEffect(() => {
    if (sailingId !== null) load(sailingId);
  }, [sailingId, load]);

  const loaded = state.snapshot.matches('content') ? state.result : null;
  // A reload of the same sailing (after an order) keeps it on screen, and with it the focus on its
  // Book button (for a keyboard user), until the new figures arrive.
  const lastShown = useRef<typeof loaded>(null);
  if (loaded) lastShown.current = loaded;
  const reloading = state.snapshot.hasTag('loading') && lastShown.current?.sailingId === sailingId;
  const detail = loaded ?? (reloading ? lastShown.current : null);

  return (
    <PageFrame
      route="/lookPresentCabinDetail"
      badge={detail && <DemoLabel demo={detail.schedule?.source === 'demo'} />}
    >
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
        <ResultCard
          title={laneLabel(detail, en)}
          badges={
            <span>
              <KindBadge kind={detail.kind} /> <LevelBadge level={detail.level} />
            </span>
          }
        >
          <SailingFacts sailing={detail} withScac etdNote={weekdays[detail.etdWeekday - 1]?.label}>
            <Fact label={t`Service / route code`}>
              {detail.serviceCode} / {detail.routeCode}
            </Fact>
            <Fact label={t`ETA (local)`}>
              <LocalTime value={detail.eta} place={detail.pod} />
            </Fact>
            <Fact
              label={t`Transit time`}
            >{t`${plural(detail.transitDays, { one: '# day', other: '# days' })}`}</Fact>
            <Fact label={t`Loading guarantee`}>{detail.loadingGuarantee ? t`Yes` : t`No`}</Fact>
          </SailingFacts>
          <h3 className={styles.subTitle}>{t`Space by container type`}</h3>
          {detail.gate && <RateGateNotice gate={detail.gate} />}
          <DataTable label={t`Space by container type`}>
            <TableHead
              columns={[
                t`Container type`,
                t`Remaining / capacity`,
                !detail.gate && t`Price`,
                t`Level`,
                t`Bookable`,
              ]}
            />
            <tbody>
              {detail.inventory.map((line) => (
                <tr key={line.containerType}>
                  <td className={table.td}>{line.containerType}</td>
                  <td className={table.td}>
                    {line.remaining} / {line.capacity}
                  </td>
                  {!detail.gate && (
                    <td className={table.td}>{formatMoney(line.price, line.currency, i18n.locale)}</td>
                  )}
                  <td className={table.td}>
                    <LevelBadge level={line.level} />
                  </td>
                  <td className={table.td}>{line.bookable ? t`Yes` : t`No`}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          {detail.schedule && (
            <>
              <h3 className={styles.subTitle}>{t`Legs`}</h3>
              <LegsTable route={detail.schedule} />
              <h3 className={styles.subTitle}>{t`Cut-offs`}</h3>
              <CutOffsTable route={detail.schedule} />
            </>
          )}
          <Suspense fallback={null}>
            <BookSpace
              detail={detail}
              startOnOpen={bookOnOpen}
              // Once opened, `book=1` leaves the address: a reload of the detail must not open it again.
              onStarted={() =>
                navigate({
                  to: '/lookPresentCabinDetail',
                  search: { sailingId: detail.sailingId },
                  replace: true,
                })
              }
              onOrdered={() => load(detail.sailingId)}
            />
          </Suspense>
        </ResultCard>
      )}
    </PageFrame>
  );
}
