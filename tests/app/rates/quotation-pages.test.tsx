import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import {
  FreightPath,
  gatedPage,
  installRatesApi,
  page,
  quotation,
  signIn,
  spotSailing,
  startAnonymous,
} from './support.ts';

beforeEach(startAnonymous);

const fail = (code: ResultCode, message: string) => () => ({ code, message });
const find = ROUTE_LOADED;

describe('/quotation (spec §2: no header or footer, printable)', () => {
  it('shows the stored quotation with its lines and total, and a Print button, without header or footer', async () => {
    signIn(3);
    const { callsTo } = installRatesApi({ [FreightPath.getQuotation]: () => ok(quotation('q-9')) });
    await renderPortal('/quotation?id=q-9', 'en');
    expect(await screen.findByText('Q20261122000001', undefined, find)).toBeTruthy();
    expect(callsTo(FreightPath.getQuotation)[0]!.body).toEqual({ id: 'q-9' });
    const table = screen.getByRole('table');
    expect(within(table).getByText('USD 4,322')).toBeTruthy();
    expect(screen.getByText(/Total/).textContent).toContain('USD 4,322');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('401: an anonymous visitor is asked to log in', async () => {
    installRatesApi({ [FreightPath.getQuotation]: fail(ResultCode.unauthorized, 'Please log in') });
    await renderPortal('/quotation?id=q-9', 'en');
    expect(await screen.findByText('Please log in to view this quotation.', undefined, find)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('403: another customer’s quotation is refused', async () => {
    signIn(3);
    installRatesApi({ [FreightPath.getQuotation]: fail(ResultCode.forbidden, 'Not yours') });
    await renderPortal('/quotation?id=q-9', 'en');
    expect(
      await screen.findByText('This quotation belongs to another account.', undefined, find),
    ).toBeTruthy();
  });
});

describe('/workspace/myQuotation', () => {
  it('lists the user’s quotations, links each to /quotation?id=…, and pages on the server', async () => {
    signIn(3);
    const { callsTo } = installRatesApi({
      [FreightPath.listMyQuotations]: (body) =>
        ok(page([quotation(`q-${body.pageNo}`)], { total: 12, pageNo: Number(body.pageNo), pageSize: 10 })),
    });
    await renderPortal('/workspace/myQuotation', 'en');
    const link = await screen.findByRole('link', { name: 'Q20261122000001' }, find);
    expect(link.getAttribute('href')).toBe('/quotation?id=q-1');
    expect(screen.getByText(/Demo data/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Q20261122000001' }).getAttribute('href')).toBe(
        '/quotation?id=q-2',
      ),
    );
    expect(callsTo(FreightPath.listMyQuotations).map((call) => call.body.pageNo)).toEqual([1, 2]);
  });

  it('asks an anonymous visitor to log in instead of calling the server', async () => {
    const { callsTo } = installRatesApi();
    await renderPortal('/workspace/myQuotation', 'en');
    // The workspace layout asks, once for every workspace page.
    expect(await screen.findByText('Please log in to use your workspace.', undefined, find)).toBeTruthy();
    expect(callsTo(FreightPath.listMyQuotations)).toHaveLength(0);
  });

  it('says so when there are none yet', async () => {
    signIn(3);
    installRatesApi({ [FreightPath.listMyQuotations]: () => ok(page([])) });
    await renderPortal('/workspace/myQuotation', 'en');
    expect(await screen.findByText('You have no quotations yet.', undefined, find)).toBeTruthy();
  });
});

describe('/spotFreight', () => {
  it('shows SPOT products with the loading guarantee, inventory per container type and price', async () => {
    signIn(3);
    installRatesApi({ [FreightPath.listSpotProducts]: () => ok(gatedPage([spotSailing(1)], null)) });
    await renderPortal('/spotFreight', 'en');
    expect(await screen.findByText('Loading guarantee', undefined, find)).toBeTruthy();
    const table = screen.getAllByRole('table')[0]!;
    expect(within(table).getByText('8 of 50 · Tight')).toBeTruthy();
    expect(within(table).getByText('USD 1,890')).toBeTruthy();
    expect(within(table).getByText('USD 990')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText(/Demo data/)).toBeTruthy();
  });

  it('opens on open sailings; "Show closed sailings" asks again with includeClosed', async () => {
    const { callsTo } = installRatesApi({
      [FreightPath.listSpotProducts]: () => ok(gatedPage([spotSailing(1)], null)),
    });
    await renderPortal('/spotFreight', 'en');
    await screen.findByText('Loading guarantee', undefined, find);
    expect(callsTo(FreightPath.listSpotProducts)[0]!.body).not.toHaveProperty('includeClosed');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show closed sailings' }));
    await waitFor(() => expect(callsTo(FreightPath.listSpotProducts)).toHaveLength(2));
    expect(callsTo(FreightPath.listSpotProducts)[1]!.body).toMatchObject({ includeClosed: true, pageNo: 1 });
  });

  it('behind the gate it shows sailings and inventory, and the gate with its login action instead of prices', async () => {
    installRatesApi({
      [FreightPath.listSpotProducts]: () => ok(gatedPage([spotSailing(1, true)], 'loginToViewRates')),
    });
    await renderPortal('/spotFreight', 'en');
    const note = await screen.findByRole('note', undefined, find);
    expect(within(note).getByText('Please login to view rates detail')).toBeTruthy();
    expect(within(note).getByRole('button', { name: 'Log in' })).toBeTruthy();
    const table = screen.getAllByRole('table')[0]!;
    expect(within(table).getByText('8 of 50 · Tight')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    expect(table.textContent).not.toMatch(/USD/);
  });
});
