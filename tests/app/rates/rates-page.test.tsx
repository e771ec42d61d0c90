import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testNow } from '../../support/test-clock.ts';
import { menus } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import {
  FreightPath,
  installRatesApi,
  quotation,
  rateResult,
  rateRow,
  signIn,
  startAnonymous,
} from './support.ts';

beforeEach(startAnonymous);

import { ShellPath } from '../../../domain/api/shell-paths.ts';
import { ok } from '../support/fake-api.ts';

const user = () => userEvent.setup();

async function openRates(lang: 'cn' | 'en' = 'en') {
  await renderPortal('/rates', lang);
  return screen.findByRole('form', { name: lang === 'en' ? 'Rate search' : '运价查询' }, ROUTE_LOADED);
}

async function choosePort(label: string, text: string, option: RegExp) {
  const u = user();
  await u.type(screen.getByRole('combobox', { name: label }), text);
  await u.click(await screen.findByRole('option', { name: option }));
}

async function searchLane() {
  await choosePort('Port of loading (POL)', 'CNSHA', /Shanghai/);
  await choosePort('Port of discharge (POD)', 'NLRTM', /Rotterdam/);
  await user().click(screen.getByRole('button', { name: 'Search' }));
}

const describedError = (input: HTMLElement) =>
  input.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent
    : null;

describe('/rates search form', () => {
  it('spec §4 Upcoming-weeks: ETD weeks start on a Monday and the first begins today', async () => {
    installRatesApi();
    await openRates();
    const select = screen.getByRole('combobox', { name: 'ETD week' }) as HTMLSelectElement;
    const weeks = await waitFor(() => {
      const offered = Array.from(select.options).slice(1);
      expect(offered).toHaveLength(6);
      return offered;
    });
    const today = testNow();
    const iso = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(weeks[0]!.value).toBe(iso(today));
    for (const week of weeks.slice(1)) {
      expect(new Date(`${week.value}T00:00:00`).getDay()).toBe(1);
    }
    // Each label runs to a Sunday: "MM-dd ~ MM-dd".
    expect(weeks[1]!.textContent).toMatch(/^\d{2}-\d{2} ~ \d{2}-\d{2}$/);
  });

  it('validation: missing ports are named under their fields and nothing is requested', async () => {
    const { callsTo } = installRatesApi();
    await openRates();
    await user().click(screen.getByRole('button', { name: 'Search' }));
    // The domain's message ids, as on every freight page.
    expect(describedError(screen.getByRole('combobox', { name: 'Port of loading (POL)' }))).toBe(
      'This field is required',
    );
    expect(describedError(screen.getByRole('combobox', { name: 'Port of discharge (POD)' }))).toBe(
      'This field is required',
    );
    expect(callsTo(FreightPath.searchRates)).toHaveLength(0);
  });

  it('validation: the same POL and POD are refused', async () => {
    const { callsTo } = installRatesApi();
    await openRates();
    await choosePort('Port of loading (POL)', 'CNSHA', /Shanghai/);
    await choosePort('Port of discharge (POD)', 'CNSHA', /Shanghai/);
    await user().click(screen.getByRole('button', { name: 'Search' }));
    expect(describedError(screen.getByRole('combobox', { name: 'Port of discharge (POD)' }))).toBe(
      'The origin and the destination must differ',
    );
    expect(callsTo(FreightPath.searchRates)).toHaveLength(0);
  });

  it('spec §3/§9: chosen ports land in the start-port and end-port recent lists', async () => {
    installRatesApi({ [FreightPath.searchRates]: () => rateResult('loginToViewRates', []) });
    await openRates();
    await searchLane();
    await screen.findByText('No rates for this lane and week.');
    expect(JSON.parse(localStorage.getItem('portal.recentPorts.start')!)[0].id).toBe('CNSHA');
    expect(JSON.parse(localStorage.getItem('portal.recentPorts.end')!)[0].id).toBe('NLRTM');
  });
});

describe('/rates results and the rate gate (spec §6, §8)', () => {
  it('spec §6/§8: an anonymous visitor sees routes and carriers, and "Please login to view rates detail" with a login action instead of prices', async () => {
    const { callsTo } = installRatesApi({
      [FreightPath.searchRates]: () => rateResult('loginToViewRates', [rateRow(1, 'loginToViewRates')]),
    });
    await openRates();
    await searchLane();
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Please login to view rates detail')).toBeTruthy();
    expect(within(note).getByRole('button', { name: 'Log in' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Maersk')).toBeTruthy();
    expect(within(table).getByText('CNSHA → NLRTM')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: /All-in price/ })).toBeNull();
    expect(table.textContent).not.toMatch(/USD/);
    expect(screen.queryByRole('button', { name: /Show breakdown/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save quotation' })).toBeNull();
    expect(callsTo(FreightPath.searchRates)[0]!.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'NLRTM',
      sortBy: 'price',
      sortOrder: 'asc',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('spec §6/§8: a logged-in uncertified customer sees "Please certificate to view rates detail" with a certify action', async () => {
    signIn(1);
    installRatesApi(
      {
        [FreightPath.searchRates]: () => rateResult('certifyToViewRates', [rateRow(1, 'certifyToViewRates')]),
      },
      1,
    );
    await openRates();
    await searchLane();
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Please certificate to view rates detail')).toBeTruthy();
    expect(within(note).getByRole('button', { name: 'Certify now' })).toBeTruthy();
    expect(screen.getByRole('table').textContent).not.toMatch(/USD/);
  });

  it('a certified customer sees the all-in price column, without any gate notice', async () => {
    signIn(3);
    installRatesApi({ [FreightPath.searchRates]: () => rateResult(null, [rateRow(1, null)]) });
    await openRates();
    await searchLane();
    expect(await screen.findByText('USD 2,151')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /All-in price/ })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('the gate messages read in Chinese too', async () => {
    installRatesApi({
      [FreightPath.searchRates]: () => rateResult('loginToViewRates', [rateRow(1, 'loginToViewRates')]),
    });
    await openRates('cn');
    await choosePort('起运港 (POL)', 'CNSHA', /上海/);
    await choosePort('目的港 (POD)', 'NLRTM', /鹿特丹/);
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请登录后查看运价详情')).toBeTruthy();
  });

  it('spec §6: a certified customer opens the breakdown by surcharge, validity and cut-offs', async () => {
    signIn(3);
    installRatesApi({
      [FreightPath.searchRates]: () => rateResult(null, [rateRow(1, null), rateRow(2, null)]),
    });
    await openRates();
    await searchLane();
    const toggles = await screen.findAllByRole('button', { name: /Show breakdown/ });
    expect(screen.queryByRole('note')).toBeNull();
    expect(toggles[0]!.getAttribute('aria-expanded')).toBe('false');
    await user().click(toggles[0]!);
    expect(toggles[0]!.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(toggles[0]!.getAttribute('aria-controls')!)!;
    expect(within(detail).getByText('BAF · Bunker adjustment factor')).toBeTruthy();
    expect(within(detail).getByText('EUR 100')).toBeTruthy();
    expect(within(detail).getByText('Collect')).toBeTruthy();
    expect(within(detail).getByText('2026-11-20 ~ 2026-12-31')).toBeTruthy();
    expect(within(detail).getByText('FCL delivery cut-off')).toBeTruthy();
    expect(within(detail).getByText('2026-11-30 12:00')).toBeTruthy();
  });

  it('sorting asks the server: the price column toggles the order, another column starts ascending on page 1', async () => {
    signIn(3);
    const { callsTo } = installRatesApi({
      [FreightPath.searchRates]: (body) =>
        rateResult(null, [rateRow(1, null)], {
          total: 45,
          pageNo: Number(body.pageNo),
        }),
    });
    await openRates();
    await searchLane();
    await screen.findByText('USD 2,151');
    const priceHeader = screen.getByRole('columnheader', { name: /All-in price/ });
    expect(priceHeader.getAttribute('aria-sort')).toBe('ascending');
    await user().click(within(priceHeader).getByRole('button'));
    await waitFor(() =>
      expect(callsTo(FreightPath.searchRates).at(-1)!.body).toMatchObject({
        sortBy: 'price',
        sortOrder: 'desc',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /All-in price/ }).getAttribute('aria-sort')).toBe(
        'descending',
      ),
    );
    await user().click(
      within(screen.getByRole('columnheader', { name: /Transit time/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(callsTo(FreightPath.searchRates).at(-1)!.body).toMatchObject({
        sortBy: 'transitTime',
        sortOrder: 'asc',
        pageNo: 1,
      }),
    );
    await user().click(within(screen.getByRole('columnheader', { name: /ETD/ })).getByRole('button'));
    await waitFor(() =>
      expect(callsTo(FreightPath.searchRates).at(-1)!.body).toMatchObject({ sortBy: 'etd' }),
    );
  });

  it('pagination asks the server for the next page with the same criteria', async () => {
    const { callsTo } = installRatesApi({
      [FreightPath.searchRates]: (body) =>
        rateResult('loginToViewRates', [rateRow(Number(body.pageNo), 'loginToViewRates')], {
          total: 45,
          pageNo: Number(body.pageNo),
        }),
    });
    await openRates();
    await searchLane();
    expect(await screen.findByText('Page 1 of 3 · 45 results')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3 · 45 results')).toBeTruthy();
    expect(callsTo(FreightPath.searchRates).at(-1)!.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'NLRTM',
      pageNo: 2,
    });
  });

  it('criteria travel to the server: container type, ETD week, carrier and SPOT only', async () => {
    const { callsTo } = installRatesApi({
      [FreightPath.searchRates]: () => rateResult('loginToViewRates', []),
    });
    await openRates();
    const u = user();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Container type' }), '40HQ');
    const week = await waitFor(
      () => (screen.getByRole('combobox', { name: 'ETD week' }) as HTMLSelectElement).options[2]!.value,
    );
    await u.selectOptions(screen.getByRole('combobox', { name: 'ETD week' }), week);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Maersk (MAEU)' })).toBeTruthy());
    await u.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'MAEU');
    await u.click(screen.getByRole('checkbox', { name: 'SPOT rates only' }));
    await searchLane();
    await screen.findByText('No rates for this lane and week.');
    expect(callsTo(FreightPath.searchRates)[0]!.body).toMatchObject({
      containerType: '40HQ',
      etdWeek: week,
      carrier: 'MAEU',
      spotOnly: true,
    });
  });

  it('spec §2 Header: SPOT rows carry a SPOT badge when the menu has "SPOT rates"', async () => {
    installRatesApi({
      [FreightPath.searchRates]: () =>
        rateResult('loginToViewRates', [
          rateRow(1, 'loginToViewRates', { isSpot: true }),
          rateRow(2, 'loginToViewRates'),
        ]),
    });
    await openRates();
    await searchLane();
    await screen.findByRole('note');
    expect(within(screen.getByRole('table')).getAllByText('SPOT')).toHaveLength(1);
  });

  it('without the "SPOT rates" menu item there is no SPOT filter', async () => {
    installRatesApi({
      [ShellPath.getWebMenuList]: () => ok(menus.filter((item) => item.sName !== 'SPOT rates')),
    });
    await openRates();
    expect(screen.queryByRole('checkbox', { name: 'SPOT rates only' })).toBeNull();
  });

  it('a certified customer saves a quotation and lands on /quotation?id=…', async () => {
    signIn(3);
    const { callsTo } = installRatesApi({
      [FreightPath.searchRates]: () => rateResult(null, [rateRow(11, null), rateRow(12, null)]),
      [FreightPath.saveQuotation]: () => ok(quotation('q-1')),
      [FreightPath.getQuotation]: () => ok(quotation('q-1')),
    });
    await openRates();
    await searchLane();
    const u = user();
    await u.click(
      (await screen.findAllByRole('checkbox', { name: /^Add MAEU CNSHA-NLRTM .* to the quotation$/ }))[0]!,
    );
    const quantity = screen.getAllByRole('spinbutton', { name: /Quantity of/ })[0]!;
    fireEvent.change(quantity, { target: { value: '2' } });
    await u.click(screen.getByRole('button', { name: 'Save quotation' }));
    await waitFor(() => expect(window.location.pathname).toBe('/quotation'));
    expect(window.location.search).toBe('?id=q-1');
    expect(callsTo(FreightPath.saveQuotation)[0]!.body).toMatchObject({
      items: [{ rateId: 11, quantity: 2 }],
    });
    expect(await screen.findByText('Q20261122000001')).toBeTruthy();
  });
});
