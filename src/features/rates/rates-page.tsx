import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Fragment, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CarrierListing, RateRow, RateSearchResult, Surcharge } from '../../../domain/api/freight.ts';
import { hasCollectCharges } from '../../../domain/freight/all-in-price.ts';
import { CONTAINER_TYPES, type ContainerType } from '../../../domain/freight/codes.ts';
import { QUOTATION_MAX_ITEMS } from '../../../domain/freight/search-rules.ts';
import { hasSpotRatesItem } from '../../../domain/menu.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import {
  type BasketLine,
  connectQuotationBasket,
  type QuotationBasketView,
} from '../../../machines/rates/quotation-basket.connect.ts';
import { quotationBasketMachine } from '../../../machines/rates/quotation-basket.machine.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { useTenant } from '../../app/tenant-context.ts';
import * as buttons from '../../ui/button.css.ts';
import { localDay } from '../../ui/date-time.ts';
import * as form from '../../ui/form.css.ts';
import { Checkbox, SubmitButton } from '../../ui/form-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import { SearchForm } from '../../ui/search-form.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import * as table from '../../ui/table.css.ts';
import { DataTable, NumberCell, TableHead } from '../../ui/table.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as ui from '../freight/freight.css.ts';
import {
  LocalTime,
  listCarriers,
  PagedResults,
  PageFrame,
  PortPairFields,
  useAgainWhenViewerChanges,
  usePortPair,
  WeekField,
} from '../freight/kit.ts';
import { portChoiceOf, rateSearchOf } from './rate-search-link.ts';
import { type RateQuery, type RateSort, saveQuotation, searchRates } from './rates-api.ts';

export const RATES_PAGE_SIZE = 20;

type RateCriteria = Omit<RateQuery, 'pageNo' | 'pageSize'>;
type RateOrder = Pick<RateQuery, 'sortBy' | 'sortOrder'>;
const DEFAULT_ORDER: RateOrder = { sortBy: 'price', sortOrder: 'asc' };

/** The dataPage sort key is "<sortBy> <sortOrder>"; without one, the order the search was sent with. */
const orderOf = (criteria: RateCriteria, sort: string | null): RateOrder => {
  if (!sort) return { sortBy: criteria.sortBy, sortOrder: criteria.sortOrder };
  const [sortBy, sortOrder] = sort.split(' ') as [RateSort, RateQuery['sortOrder']];
  return { sortBy, sortOrder };
};

const fetchRates = ({ query, page, pageSize, sort }: PageRequest<RateCriteria>, signal: AbortSignal) =>
  searchRates({ ...query, ...orderOf(query, sort), pageNo: page, pageSize }, signal);
const rateRows = (answer: RateSearchResult) => answer.list.length;

/** The breakdown behind the rate gate: surcharges, validity and cut-offs. */
function RateDetailPanel({ row }: { row: RateRow }) {
  const { i18n, t } = useLingui();
  const en = i18n.locale === 'en';
  const detail = row.detail;
  if (!detail) return null;
  return (
    <div className={ui.detailGrid}>
      <section>
        <h3>{t`Surcharges`}</h3>
        <table className={table.compact}>
          <TableHead columns={[t`Charge`, t`Payment`, { label: t`Amount`, numeric: true }]} />
          <tbody>
            <tr>
              <td className={table.td}>{t`Ocean freight`}</td>
              <td className={table.td}>{t`Prepaid`}</td>
              <NumberCell>{formatMoney(detail.oceanFreight, row.currency, i18n.locale)}</NumberCell>
            </tr>
            {detail.surcharges.map((surcharge) => (
              <tr key={surcharge.code}>
                <td className={table.td}>
                  {surcharge.code} · {en ? surcharge.nameEn : surcharge.nameCn}
                </td>
                <td className={table.td}>
                  {surcharge.paymentTerm === 'PRE' ? t`Prepaid` : t`Collect`}
                  {/* A rate card's per-B/L charge is not in the all-in price per container. */}
                  {surcharge.basis === 'bl' && ` · ${t`per B/L`}`}
                </td>
                <NumberCell>{formatMoney(surcharge.amount, surcharge.currency, i18n.locale)}</NumberCell>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h3>{t`Validity`}</h3>
        <p>
          {localDay(detail.validFrom)} ~ {localDay(detail.validTo)}
        </p>
        <p>
          {t`Vessel / voyage`}: {row.vesselName} {row.voyageNumber} · {t`Service`}: {row.serviceCode} ·{' '}
          {t`Transshipments`}: {row.transshipments}
        </p>
      </section>
      <section>
        <h3>{t`Cut-offs`}</h3>
        {detail.cutOffs.length === 0 ? (
          <p>{t`No cut-offs published`}</p>
        ) : (
          <dl>
            {detail.cutOffs.map((cutOff) => (
              <Fragment key={cutOff.code}>
                <dt>{en ? cutOff.nameEn : cutOff.nameCn}</dt>
                <dd>
                  <LocalTime value={cutOff.dateTime} place={row.pol} />
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}

/** The quotation basket, saved through the API; the saved quotation opens on /quotation. */
function useQuotationBasket(): QuotationBasketView {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    quotationBasketMachine.provide({
      actors: { saveQuotation: fromPromise(({ input }) => saveQuotation([...input])) },
      actions: {
        openQuotation: (_, { id }) => void navigate({ href: `/quotation?id=${encodeURIComponent(id)}` }),
        askLogin: () => openLoginDialog({ view: 'emailLogin' }),
      },
    }),
  );
  const actor = useActorRef(machine);
  return connectQuotationBasket(
    useSelector(actor, (snapshot) => snapshot),
    actor.send,
  );
}

interface SortHeaderProps {
  sort: RateSort;
  label: string;
  order: RateOrder | null;
  onSort: (sort: RateSort) => void;
  numeric?: boolean;
}

function SortHeader({ sort, label, order, onSort, numeric = false }: SortHeaderProps) {
  const current = order?.sortBy === sort;
  const ariaSort = current ? (order?.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th className={numeric ? `${table.th} ${table.numeric}` : table.th} aria-sort={ariaSort} scope="col">
      <button type="button" className={table.sortButton} onClick={() => onSort(sort)}>
        {label}
        <span aria-hidden="true">{current ? (order?.sortOrder === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
}

/** /rates: search by lane, container type, ETD week and carrier; all-in prices; details behind the gate. */
export function RatesPage() {
  const { i18n, t } = useLingui();
  const en = i18n.locale === 'en';
  const { menus } = useTenant();
  const spotMenu = hasSpotRatesItem(menus);

  const state = useDataPage({ fetcher: fetchRates, rowsOf: rateRows, pageSize: RATES_PAGE_SIZE });
  const { snapshot, query } = state;
  const order = query && orderOf(query, snapshot.context.sort);

  // A search handed over in the address (the home page's) fills the form and runs once.
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const [link] = useState(() => rateSearchOf(searchStr));
  const ports = usePortPair(
    link
      ? { origin: portChoiceOf('start', link.pol), destination: portChoiceOf('end', link.pod) }
      : undefined,
  );
  const criteria = useCriteria({
    containerType: link?.containerType ?? ('' as ContainerType | ''),
    etdWeek: '',
    carrier: '',
    spotOnly: false,
    expanded: new Set() as ReadonlySet<number>,
    // The carrier choices, loaded once: the form's options live with its values.
    carriers: [] as CarrierListing[],
  });
  const { containerType, etdWeek, carrier, spotOnly, expanded } = criteria.values;
  const [, setExpanded] = criteria.field('expanded');
  const [carriers, setCarriers] = criteria.field('carriers');
  const basket = useQuotationBasket();

  // Once per page: the setter writes into the criteria machine, whichever render made it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new setter each render is the same actor
  useEffect(() => {
    listCarriers().then(
      (page) => setCarriers(page.list),
      () => setCarriers([]),
    );
  }, []);

  // After a login or certification the same search runs again, now with prices and details.
  useAgainWhenViewerChanges(state.load);

  const onSubmit = () => {
    const pair = ports.both();
    if (!pair) return;
    basket.clear();
    state.search({
      pol: pair.origin,
      pod: pair.destination,
      containerType: containerType || undefined,
      etdWeek: etdWeek || undefined,
      carrier: carrier || undefined,
      spotOnly: spotMenu && spotOnly ? true : undefined,
      // A new search keeps the order chosen on the table.
      ...(order ?? DEFAULT_ORDER),
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the form as the address filled it
  useEffect(() => {
    if (link) onSubmit();
  }, []);

  const onSort = (sortBy: RateSort) => {
    const sortOrder = order?.sortBy === sortBy && order.sortOrder === 'asc' ? 'desc' : 'asc';
    state.sortBy(`${sortBy} ${sortOrder}`);
  };

  const toggle = (rateId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(rateId)) next.add(rateId);
      return next;
    });

  return (
    <PageFrame
      route="/rates"
      lead={t`All-in prices by lane, carrier and container type. Times are local at the port.`}
    >
      <SearchForm
        label={t`Rate search`}
        onSubmit={onSubmit}
        actions={
          <>
            {spotMenu && (
              <Checkbox
                label={t`SPOT rates only`}
                checked={spotOnly}
                onChange={(event) => criteria.field('spotOnly')[1](event.target.checked)}
              />
            )}
            <button
              type="button"
              className={buttons.secondary}
              onClick={ports.swap}
              aria-label={t`Swap POL and POD`}
            >
              ⇄
            </button>
            <SubmitButton busy={snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>
          </>
        }
      >
        <PortPairFields
          pair={ports}
          places="seaports"
          labels={{ origin: t`Port of loading (POL)`, destination: t`Port of discharge (POD)` }}
        />
        <SelectField
          label={t`Container type`}
          value={containerType}
          onChange={(value) => criteria.field('containerType')[1](value as ContainerType | '')}
        >
          <option value="">{t`All container types`}</option>
          {CONTAINER_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <WeekField value={etdWeek} onChange={criteria.field('etdWeek')[1]} />
        <SelectField label={t`Carrier`} value={carrier} onChange={criteria.field('carrier')[1]}>
          <option value="">{t`All carriers`}</option>
          {carriers.map((option) => (
            <option key={option.scac} value={option.scac}>
              {(en ? option.nameEn : option.nameCn) || option.nameEn} ({option.scac})
            </option>
          ))}
        </SelectField>
      </SearchForm>

      <PagedResults
        state={state}
        idleTitle={t`Choose a port of loading and a port of discharge to see rates.`}
        emptyTitle={t`No rates for this lane and week.`}
        emptyDetail={t`Try another ETD week, container type or carrier.`}
        summary={(result) =>
          t`${plural(result.total, { one: '# rate', other: '# rates' })} from ${query?.pol} to ${query?.pod}`
        }
        footer={(result) =>
          result.gate === null && (
            <div className={`${ui.toolbar} ${ui.stickyBar}`}>
              <span>{t`${basket.count} of at most ${QUOTATION_MAX_ITEMS} rates selected`}</span>
              <SubmitButton
                type="button"
                busy={basket.saving}
                disabled={!basket.canSave}
                onClick={basket.save}
              >
                {t`Save quotation`}
              </SubmitButton>
              {basket.failure && (
                <p role="alert" className={form.error}>
                  {basket.failure.message || t`The quotation could not be saved. Please try again.`}
                </p>
              )}
            </div>
          )
        }
      >
        {(result) => (
          <RatesTable
            result={result}
            order={order}
            onSort={onSort}
            busy={snapshot.matches('tableLoading')}
            spotMenu={spotMenu}
            expanded={expanded}
            onToggle={toggle}
            lineOf={basket.line}
          />
        )}
      </PagedResults>
    </PageFrame>
  );
}

/**
 * Under an all-in price: it is the prepaid price, and the charges collected from the consignee at
 * destination are not in it (domain/freight/all-in-price.ts).
 */
function AllInNote({ surcharges }: { surcharges: readonly Surcharge[] }) {
  const { t } = useLingui();
  if (!hasCollectCharges(surcharges)) return null;
  const codes = surcharges
    .filter((surcharge) => surcharge.paymentTerm === 'COL')
    .map((surcharge) => surcharge.code)
    .join(', ');
  return (
    <>
      <br />
      <small className={ui.muted}>{t`Prepaid; excludes ${codes} (collect)`}</small>
    </>
  );
}

/** The rates with their breakdowns and, for a certified customer, the quotation choices. */
function RatesTable({
  result,
  order,
  onSort,
  busy,
  spotMenu,
  expanded,
  onToggle,
  lineOf,
}: {
  result: RateSearchResult;
  order: RateOrder | null;
  onSort: (sort: RateSort) => void;
  busy: boolean;
  spotMenu: boolean;
  expanded: ReadonlySet<number>;
  onToggle: (rateId: number) => void;
  /** The rate's line in the quotation basket. */
  lineOf: (rateId: number) => BasketLine;
}) {
  const { i18n, t } = useLingui();
  const en = i18n.locale === 'en';
  const gate = result.gate;
  // Behind the gate the price and quotation columns are left out: the notice takes their place.
  const columns = gate === null ? 9 : 7;
  return (
    <DataTable label={t`Rates`} busy={busy}>
      <thead>
        <tr>
          <th className={table.th} scope="col">
            {t`Carrier`}
          </th>
          <th className={table.th} scope="col">
            {t`Route code`}
          </th>
          <th className={table.th} scope="col">
            {t`POL → POD`}
          </th>
          <SortHeader sort="etd" label={t`ETD`} order={order} onSort={onSort} />
          <SortHeader sort="transitTime" label={t`Transit time`} order={order} onSort={onSort} numeric />
          <th className={table.th} scope="col">
            {t`Container type`}
          </th>
          {gate === null && (
            <SortHeader sort="price" label={t`All-in price`} order={order} onSort={onSort} numeric />
          )}
          <th className={table.th} scope="col">
            {t`Details`}
          </th>
          {gate === null && (
            <th className={table.th} scope="col">
              {t`Add to quotation`}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {result.list.map((row) => {
          const open = expanded.has(row.rateId);
          const detailId = `rate-detail-${row.rateId}`;
          const line = lineOf(row.rateId);
          const { quantity } = line;
          const lane = `${row.carrier.scac} ${row.pol.code}-${row.pod.code} ${localDay(row.etd)} ${row.containerType}`;
          return (
            <Fragment key={row.rateId}>
              <tr data-rate-id={row.rateId}>
                <td className={table.td}>
                  {(en ? row.carrier.nameEn : row.carrier.nameCn) || row.carrier.nameEn}
                  <br />
                  <small>{row.carrier.scac}</small>
                </td>
                <td className={table.td}>{row.routeCode}</td>
                <td className={table.td}>
                  {row.pol.code} → {row.pod.code}
                  <br />
                  <small>
                    {en ? row.pol.nameEn : row.pol.nameCn} → {en ? row.pod.nameEn : row.pod.nameCn}
                  </small>
                </td>
                <td className={table.td}>
                  <LocalTime value={row.etd} place={row.pol} />
                </td>
                <NumberCell>{t`${plural(row.transitDays, { one: '# day', other: '# days' })}`}</NumberCell>
                <td className={table.td}>
                  {row.containerType}
                  {spotMenu && row.isSpot && (
                    <>
                      {' '}
                      <span className={ui.badge.spot} title={t`SPOT rate: sailing-specific price`}>
                        SPOT
                      </span>
                    </>
                  )}
                </td>
                {row.allIn !== null && (
                  <NumberCell>
                    <strong>{formatMoney(row.allIn, row.currency, i18n.locale)}</strong>
                    {row.buyAllIn !== undefined && (
                      // Staff only: the buy price behind the sell price (domain/freight/sell-price.ts).
                      <>
                        <br />
                        <small className={ui.muted} data-testid="buy-price">
                          {t`Buy ${formatMoney(row.buyAllIn, row.currency, i18n.locale)}`}
                        </small>
                      </>
                    )}
                    <AllInNote surcharges={row.detail?.surcharges ?? []} />
                  </NumberCell>
                )}
                <td className={table.td}>
                  {row.detail ? (
                    <button
                      type="button"
                      className={form.linkButton}
                      aria-expanded={open}
                      aria-controls={detailId}
                      aria-label={open ? t`Hide breakdown of ${lane}` : t`Show breakdown of ${lane}`}
                      onClick={() => onToggle(row.rateId)}
                    >
                      {open ? t`Hide` : t`Breakdown`}
                    </button>
                  ) : (
                    <span className={ui.badge.neutral}>{t`Hidden`}</span>
                  )}
                </td>
                {gate === null && (
                  <td className={table.td}>
                    <label className={form.checkboxRow}>
                      <input
                        type="checkbox"
                        className={form.checkbox}
                        checked={quantity !== undefined}
                        disabled={!line.canChange}
                        aria-label={t`Add ${lane} to the quotation`}
                        onChange={(event) => line.toggle(event.target.checked)}
                      />
                      {quantity !== undefined && (
                        <input
                          type="number"
                          min={1}
                          max={999}
                          className={`${form.input} ${ui.quantity}`}
                          aria-label={t`Quantity of ${lane}`}
                          value={quantity}
                          disabled={!line.canChange}
                          onChange={(event) => line.setQuantity(Number(event.target.value))}
                        />
                      )}
                    </label>
                    <Link
                      to="/workspace/order"
                      search={{ rateId: row.rateId }}
                      className={form.linkButton}
                      aria-label={t`Book ${lane}`}
                    >
                      {t`Book from this rate`}
                    </Link>
                  </td>
                )}
              </tr>
              {row.detail && (
                <tr id={detailId} hidden={!open}>
                  <td className={table.detailCell} colSpan={columns}>
                    {open && <RateDetailPanel row={row} />}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </DataTable>
  );
}
