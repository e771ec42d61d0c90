import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, Fragment, useEffect, useState } from 'react';
import { ResultCode as Codes, type ResultCode } from '../../../domain/api/envelope.ts';
import type { RateRow, RateSearchResult } from '../../../domain/api/freight.ts';
import { CONTAINER_TYPES, type ContainerType } from '../../../domain/freight/codes.ts';
import { QUOTATION_MAX_ITEMS, quotationQuantity } from '../../../domain/freight/search-rules.ts';
import { hasSpotRatesItem } from '../../../domain/menu.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { useTenant } from '../../app/tenant-context.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { formatMoney, portLocalDate, portLocalDateTime } from '../freight/format.ts';
import { type CarrierOption, listCarriers } from '../freight/freight-api.ts';
import * as ui from '../freight/freight-ui.css.ts';
import { DemoDataNote, Pager } from '../freight/pager.tsx';
import { type PortChoice, PortPicker } from '../freight/port-picker.tsx';
import { RateGateNotice, useAgainWhenViewerChanges } from '../freight/rate-gate.tsx';
import { useUpcomingWeeks } from '../freight/use-upcoming-weeks.ts';
import { hasErrors, type RateCriteriaErrors, validateRateCriteria } from './rate-criteria.ts';
import { criteriaMessages } from './rate-messages.ts';
import { type RateQuery, type RateSort, saveQuotation, searchRates } from './rates-api.ts';

export const RATES_PAGE_SIZE = 20;
/** ETD weeks offered: the current one (from today) and the next five. */
export const ETD_WEEKS_OFFERED = 6;

const failureOf = (error: unknown): { code: ResultCode; message: string } =>
  error instanceof ApiFailure
    ? { code: error.code as ResultCode, message: error.message }
    : { code: Codes.serverError, message: '' };

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
        <table className={ui.subTable}>
          <thead>
            <tr>
              <th className={ui.th}>{t`Charge`}</th>
              <th className={ui.th}>{t`Payment`}</th>
              <th className={`${ui.th} ${ui.numeric}`}>{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className={ui.td}>{t`Ocean freight`}</td>
              <td className={ui.td}>{t`Prepaid`}</td>
              <td className={`${ui.td} ${ui.numeric}`}>
                {formatMoney(detail.oceanFreight, row.currency, i18n.locale)}
              </td>
            </tr>
            {detail.surcharges.map((surcharge) => (
              <tr key={surcharge.code}>
                <td className={ui.td}>
                  {surcharge.code} · {en ? surcharge.nameEn : surcharge.nameCn}
                </td>
                <td className={ui.td}>{surcharge.paymentTerm === 'PRE' ? t`Prepaid` : t`Collect`}</td>
                <td className={`${ui.td} ${ui.numeric}`}>
                  {formatMoney(surcharge.amount, surcharge.currency, i18n.locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h3>{t`Validity`}</h3>
        <p>
          {portLocalDate(detail.validFrom)} ~ {portLocalDate(detail.validTo)}
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
                <dd>{portLocalDateTime(cutOff.dateTime)}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </section>
    </div>
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
    <th className={numeric ? `${ui.th} ${ui.numeric}` : ui.th} aria-sort={ariaSort} scope="col">
      <button type="button" className={ui.sortButton} onClick={() => onSort(sort)}>
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
  const navigate = useNavigate();
  const { menus } = useTenant();
  const spotMenu = hasSpotRatesItem(menus);

  const state = useDataPage({ fetcher: fetchRates, rowsOf: rateRows, pageSize: RATES_PAGE_SIZE });
  const { snapshot, query, result, failure } = state;
  const order = query && orderOf(query, snapshot.context.sort);
  const weeks = useUpcomingWeeks(ETD_WEEKS_OFFERED);
  const [carriers, setCarriers] = useState<CarrierOption[]>([]);

  const criteria = useCriteria({
    pol: null as PortChoice | null,
    pod: null as PortChoice | null,
    containerType: '' as ContainerType | '',
    etdWeek: '',
    carrier: '',
    spotOnly: false,
    errors: {} as RateCriteriaErrors,
    expanded: new Set() as ReadonlySet<number>,
    selected: new Map() as ReadonlyMap<number, number>,
  });
  const [pol, setPol] = criteria.field('pol');
  const [pod, setPod] = criteria.field('pod');
  const [containerType, setContainerType] = criteria.field('containerType');
  const [etdWeek, setEtdWeek] = criteria.field('etdWeek');
  const [carrier, setCarrier] = criteria.field('carrier');
  const [spotOnly, setSpotOnly] = criteria.field('spotOnly');
  const [errors, setErrors] = criteria.field('errors');

  const [expanded, setExpanded] = criteria.field('expanded');
  const [selected, setSelected] = criteria.field('selected');
  const [saving, setSaving] = useState(false);
  const [saveProblem, setSaveProblem] = useState('');

  useEffect(() => {
    listCarriers().then(
      (page) => setCarriers(page.list),
      () => setCarriers([]),
    );
  }, []);

  // After a login or certification the same search runs again, now with prices and details.
  useAgainWhenViewerChanges(state.load);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRateCriteria({ pol: pol?.code, pod: pod?.code });
    setErrors(found);
    if (hasErrors(found) || !pol || !pod) return;
    setSelected(new Map());
    state.search({
      pol: pol.code,
      pod: pod.code,
      containerType: containerType || undefined,
      etdWeek: etdWeek || undefined,
      carrier: carrier || undefined,
      spotOnly: spotMenu && spotOnly ? true : undefined,
      // A new search keeps the order chosen on the table.
      ...(order ?? DEFAULT_ORDER),
    });
  };

  const onSort = (sortBy: RateSort) => {
    const sortOrder = order?.sortBy === sortBy && order.sortOrder === 'asc' ? 'desc' : 'asc';
    state.sortBy(`${sortBy} ${sortOrder}`);
  };

  const swap = () => {
    setPol(pod);
    setPod(pol);
  };

  const toggle = (rateId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(rateId)) next.add(rateId);
      return next;
    });

  const select = (rateId: number, quantity: number | null) =>
    setSelected((current) => {
      const next = new Map(current);
      if (quantity === null) next.delete(rateId);
      else next.set(rateId, quotationQuantity(quantity));
      return next;
    });

  const save = () => {
    setSaving(true);
    setSaveProblem('');
    saveQuotation([...selected].map(([rateId, quantity]) => ({ rateId, quantity }))).then(
      (quotation) => {
        setSaving(false);
        void navigate({ href: `/quotation?id=${encodeURIComponent(quotation.id)}` });
      },
      (error: unknown) => {
        setSaving(false);
        const { code, message } = failureOf(error);
        if (code === Codes.unauthorized) openLoginDialog({ view: 'emailLogin' });
        setSaveProblem(message || t`The quotation could not be saved. Please try again.`);
      },
    );
  };

  const gate = result?.gate ?? null;
  const busy = snapshot.hasTag('loading');
  const showRows = (snapshot.matches('content') || snapshot.matches('tableLoading')) && result;
  const polError = errors.pol ? i18n._(criteriaMessages[errors.pol]) : undefined;
  const podError = errors.pod ? i18n._(criteriaMessages[errors.pod]) : undefined;
  // Behind the gate the price and quotation columns are left out: the notice takes their place.
  const columns = gate === null ? 9 : 7;

  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{i18n._(routeTitles['/rates'])}</h1>
      <p
        className={ui.lead}
      >{t`All-in prices by lane, carrier and container type. Times are local at the port.`}</p>

      <form className={ui.searchForm} onSubmit={onSubmit} noValidate aria-label={t`Rate search`}>
        <PortPicker
          label={t`Port of loading (POL)`}
          value={pol}
          onChange={(port) => {
            setPol(port);
            if (port) setErrors(({ pol: _cleared, ...rest }) => rest);
          }}
          kind="seaport"
          recentKey="start"
          error={polError}
        />
        <PortPicker
          label={t`Port of discharge (POD)`}
          value={pod}
          onChange={(port) => {
            setPod(port);
            if (port) setErrors(({ pod: _cleared, ...rest }) => rest);
          }}
          kind="seaport"
          recentKey="end"
          error={podError}
        />
        <div className={form.field}>
          <label className={form.label} htmlFor="rates-container-type">
            {t`Container type`}
          </label>
          <select
            id="rates-container-type"
            className={ui.select}
            value={containerType}
            onChange={(event) => setContainerType(event.target.value as ContainerType | '')}
          >
            <option value="">{t`All container types`}</option>
            {CONTAINER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor="rates-etd-week">
            {t`ETD week`}
          </label>
          <select
            id="rates-etd-week"
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
        <div className={form.field}>
          <label className={form.label} htmlFor="rates-carrier">
            {t`Carrier`}
          </label>
          <select
            id="rates-carrier"
            className={ui.select}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
          >
            <option value="">{t`All carriers`}</option>
            {carriers.map((option) => (
              <option key={option.scac} value={option.scac}>
                {(en ? option.nameEn : option.nameCn) || option.nameEn} ({option.scac})
              </option>
            ))}
          </select>
        </div>
        <div className={ui.formActions}>
          {spotMenu && (
            <label className={form.checkboxRow}>
              <input
                type="checkbox"
                className={form.checkbox}
                checked={spotOnly}
                onChange={(event) => setSpotOnly(event.target.checked)}
              />
              {t`SPOT rates only`}
            </label>
          )}
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={swap}
            aria-label={t`Swap POL and POD`}
          >
            ⇄
          </button>
          <SubmitButton
            busy={snapshot.matches('inquiry') || snapshot.matches('pageLoading')}
          >{t`Search`}</SubmitButton>
        </div>
      </form>

      <div aria-live="polite" aria-busy={busy}>
        {(snapshot.matches('inquiry') || snapshot.matches('pageLoading')) && (
          <StatusPanel tone="busy" title={t`Searching rates…`} />
        )}
        {snapshot.matches('default') && !snapshot.context.errorCode && (
          <StatusPanel
            tone="info"
            title={t`Choose a port of loading and a port of discharge to see rates.`}
          />
        )}
        {snapshot.matches('default') && snapshot.context.errorCode && (
          <StatusPanel
            tone="error"
            title={failure || t`Rates could not be loaded`}
            action={{ label: t`Retry`, onClick: state.retry }}
          />
        )}
        {snapshot.matches('empty') && (
          <StatusPanel
            tone="empty"
            title={t`No rates for this lane and week.`}
            detail={t`Try another ETD week, container type or carrier.`}
          />
        )}
        {snapshot.matches('noAuthorization') && gate && <RateGateNotice gate={gate} />}
      </div>

      {showRows && (
        <>
          {gate && <RateGateNotice gate={gate} />}
          {snapshot.matches('content') && snapshot.context.errorCode && failure && (
            <p role="alert" className={form.error}>
              {failure}
            </p>
          )}
          <div className={ui.tableWrap} aria-busy={snapshot.matches('tableLoading')}>
            <table className={ui.table}>
              <caption className={ui.lead} style={{ textAlign: 'left' }}>
                {t`${result.total} rates from ${query?.pol} to ${query?.pod}`}
              </caption>
              <thead>
                <tr>
                  <th className={ui.th} scope="col">
                    {t`Carrier`}
                  </th>
                  <th className={ui.th} scope="col">
                    {t`Route code`}
                  </th>
                  <th className={ui.th} scope="col">
                    {t`POL → POD`}
                  </th>
                  <SortHeader sort="etd" label={t`ETD`} order={order} onSort={onSort} />
                  <SortHeader
                    sort="transitTime"
                    label={t`Transit time`}
                    order={order}
                    onSort={onSort}
                    numeric
                  />
                  <th className={ui.th} scope="col">
                    {t`Container type`}
                  </th>
                  {gate === null && (
                    <SortHeader sort="price" label={t`All-in price`} order={order} onSort={onSort} numeric />
                  )}
                  <th className={ui.th} scope="col">
                    {t`Details`}
                  </th>
                  {gate === null && (
                    <th className={ui.th} scope="col">
                      {t`Add to quotation`}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {result.list.map((row) => {
                  const open = expanded.has(row.rateId);
                  const detailId = `rate-detail-${row.rateId}`;
                  const quantity = selected.get(row.rateId);
                  const lane = `${row.carrier.scac} ${row.pol.code}-${row.pod.code} ${portLocalDate(row.etd)} ${row.containerType}`;
                  return (
                    <Fragment key={row.rateId}>
                      <tr data-rate-id={row.rateId}>
                        <td className={ui.td}>
                          {(en ? row.carrier.nameEn : row.carrier.nameCn) || row.carrier.nameEn}
                          <br />
                          <small>{row.carrier.scac}</small>
                        </td>
                        <td className={ui.td}>{row.routeCode}</td>
                        <td className={ui.td}>
                          {row.pol.code} → {row.pod.code}
                          <br />
                          <small>
                            {en ? row.pol.nameEn : row.pol.nameCn} → {en ? row.pod.nameEn : row.pod.nameCn}
                          </small>
                        </td>
                        <td className={ui.td}>{portLocalDateTime(row.etd)}</td>
                        <td className={`${ui.td} ${ui.numeric}`}>{t`${row.transitDays} days`}</td>
                        <td className={ui.td}>
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
                          <td className={`${ui.td} ${ui.numeric}`}>
                            <strong>{formatMoney(row.allIn, row.currency, i18n.locale)}</strong>
                          </td>
                        )}
                        <td className={ui.td}>
                          {row.detail ? (
                            <button
                              type="button"
                              className={ui.linkButton}
                              aria-expanded={open}
                              aria-controls={detailId}
                              aria-label={open ? t`Hide breakdown of ${lane}` : t`Show breakdown of ${lane}`}
                              onClick={() => toggle(row.rateId)}
                            >
                              {open ? t`Hide` : t`Breakdown`}
                            </button>
                          ) : (
                            <span className={ui.badge.neutral}>{t`Hidden`}</span>
                          )}
                        </td>
                        {gate === null && (
                          <td className={ui.td}>
                            <label className={form.checkboxRow}>
                              <input
                                type="checkbox"
                                className={form.checkbox}
                                checked={quantity !== undefined}
                                disabled={quantity === undefined && selected.size >= QUOTATION_MAX_ITEMS}
                                aria-label={t`Add ${lane} to the quotation`}
                                onChange={(event) => select(row.rateId, event.target.checked ? 1 : null)}
                              />
                              {quantity !== undefined && (
                                <input
                                  type="number"
                                  min={1}
                                  max={999}
                                  className={`${form.input} ${ui.quantity}`}
                                  aria-label={t`Quantity of ${lane}`}
                                  value={quantity}
                                  onChange={(event) => select(row.rateId, Number(event.target.value))}
                                />
                              )}
                            </label>
                          </td>
                        )}
                      </tr>
                      {row.detail && (
                        <tr id={detailId} hidden={!open}>
                          <td className={ui.detailCell} colSpan={columns}>
                            {open && <RateDetailPanel row={row} />}
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={result.pageNo}
            pageSize={result.pageSize}
            total={result.total}
            busy={busy}
            onPage={state.goToPage}
          />
          {gate === null && (
            <div className={ui.toolbar}>
              <span>{t`${selected.size} of at most ${QUOTATION_MAX_ITEMS} rates selected`}</span>
              <SubmitButton type="button" busy={saving} disabled={selected.size === 0} onClick={save}>
                {t`Save quotation`}
              </SubmitButton>
              {saveProblem && (
                <p role="alert" className={form.error}>
                  {saveProblem}
                </p>
              )}
            </div>
          )}
          <DemoDataNote shown={result.demoData} />
        </>
      )}
    </section>
  );
}
