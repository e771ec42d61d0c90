import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import type { GatedPage, SpaceSailing } from '../../../domain/api/freight.ts';
import type { AppRoute } from '../../../domain/routes.ts';
import { Checkbox, SubmitButton } from '../../ui/form-field.tsx';
import { SearchForm } from '../../ui/search-form.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { listSpotProducts, type SpotQuery } from './freight-api.ts';
import { PageFrame } from './page-frame.tsx';
import { PagedResults, paged } from './paged-results.tsx';
import { PortPairFields, usePortPair } from './port-pair.tsx';
import { useAgainWhenViewerChanges } from './rate-gate.tsx';
import { WeekField } from './week-field.tsx';

export const SPOT_PAGE_SIZE = 10;

const listSpotPage = paged(listSpotProducts);
const spotRows = (page: GatedPage<SpaceSailing>) => page.list.length;

/**
 * A list of SPOT products (/spotFreight shows them as rates, /grabSpace as space to grab): open
 * sailings by departure first, closed ones on request, filtered by ports and ETD week.
 */
export function SpotSailings({
  route,
  lead,
  intro,
  children,
}: {
  route: AppRoute;
  lead: string;
  intro?: ReactNode;
  children: (page: GatedPage<SpaceSailing>) => ReactNode;
}) {
  const { t } = useLingui();
  const state = useDataPage({ fetcher: listSpotPage, rowsOf: spotRows, pageSize: SPOT_PAGE_SIZE });
  const { load } = state;
  const ports = usePortPair();
  const criteria = useCriteria({ etdWeek: '', includeClosed: false });
  const [etdWeek, setEtdWeek] = criteria.field('etdWeek');
  const [includeClosed, setIncludeClosed] = criteria.field('includeClosed');

  useEffect(() => load({}), [load]);
  // After a login or certification the prices may show: ask again.
  useAgainWhenViewerChanges(load);

  const search = (closedToo: boolean) => {
    const pair = ports.either();
    if (!pair) return;
    const query: SpotQuery = {};
    if (pair.origin) query.pol = pair.origin;
    if (pair.destination) query.pod = pair.destination;
    if (etdWeek) query.etdWeek = etdWeek;
    if (closedToo) query.includeClosed = true;
    state.search(query);
  };

  return (
    <PageFrame route={route} lead={lead}>
      {intro}
      <SearchForm
        label={t`Search SPOT sailings`}
        onSubmit={() => search(includeClosed)}
        actions={
          <>
            <Checkbox
              label={t`Show closed sailings`}
              checked={includeClosed}
              onChange={(event) => {
                // A new search at once, with the form as it is.
                setIncludeClosed(event.target.checked);
                search(event.target.checked);
              }}
            />
            <SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>
          </>
        }
      >
        <PortPairFields pair={ports} places="seaports" />
        <WeekField value={etdWeek} onChange={setEtdWeek} />
      </SearchForm>
      <PagedResults
        state={state}
        emptyTitle={t`No SPOT sailings match.`}
        summary={(page) => t`${plural(page.total, { one: '# SPOT sailing', other: '# SPOT sailings' })}`}
      >
        {children}
      </PagedResults>
    </PageFrame>
  );
}
