/**
 * Behind the rate gate (spec §6) the server sends no prices; the logistics pages show the
 * sailings, routes and inventory, and the gate's message with its login or certify action where
 * the prices were.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlannerOption } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { renderPortal } from '../support/render-portal.tsx';
import {
  chongqing,
  hamburg,
  page,
  rotterdam,
  routeLoaded,
  sailing,
  spaceSailingBehindGate,
  withGate,
} from './samples.ts';

const expectGate = async (message: string, action: string) => {
  const note = await screen.findByRole('note', undefined, routeLoaded);
  expect(within(note).getByText(message)).toBeTruthy();
  expect(within(note).getByRole('button', { name: action })).toBeTruthy();
};

const LOGIN = ['Please login to view rates detail', 'Log in'] as const;
const CERTIFY = ['Please certificate to view rates detail', 'Certify now'] as const;

const unpricedOption: PlannerOption = {
  rank: 1,
  totalDays: 15,
  totalCost: null,
  currency: 'USD',
  co2Kg: 516,
  transfers: 1,
  modes: ['RAIL', 'TRUCK'],
  legs: [
    {
      mode: 'RAIL',
      from: chongqing,
      to: rotterdam,
      days: 14,
      cost: null,
      distanceKm: 9107,
      operator: { code: 'chinaEuropeExpress', nameCn: '中欧班列', nameEn: 'China-Europe Railway Express' },
    },
    {
      mode: 'TRUCK',
      from: rotterdam,
      to: hamburg,
      days: 1,
      cost: null,
      distanceKm: 480,
      operator: { code: 'demoTrucking', nameCn: '演示陆运车队', nameEn: 'Demo trucking' },
    },
  ],
};

describe('the logistics pages show the gate in place of prices', () => {
  it('/lookPresentCabin: sailings, levels and space, no "From" price, and the login gate', async () => {
    installFakeApi({
      [FreightPath.searchSpace]: () => ok(withGate(page([spaceSailingBehindGate]), 'loginToViewRates')),
    });
    await renderPortal('/lookPresentCabin', 'en');
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Port of loading' }, routeLoaded),
      'CNSHA',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Port of discharge' }), 'NLRTM');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Space' });
    await expectGate(...LOGIN);
    expect(within(table).queryByRole('columnheader', { name: 'From' })).toBeNull();
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('20GP 5/46 · 40HQ 0/20');
    expect(table.textContent).not.toMatch(/\$|USD|US\$/);
  });

  it('/lookPresentCabinDetail: space per container type without a price column, and the certify gate', async () => {
    installFakeApi({
      [FreightPath.getSpaceDetail]: () =>
        ok(withGate({ ...spaceSailingBehindGate, schedule: sailing }, 'certifyToViewRates')),
    });
    await renderPortal('/lookPresentCabinDetail?sailingId=434', 'en');
    const inventory = await screen.findByRole('table', { name: 'Space by container type' }, routeLoaded);
    await expectGate(...CERTIFY);
    expect(within(inventory).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    expect(within(inventory).getAllByRole('row')[1]!.textContent).toContain('5 / 46');
    expect(inventory.textContent).not.toMatch(/\$|USD/);
  });

  it('/grabSpace: SPOT sailings with what is left, no prices, and the login gate', async () => {
    installFakeApi({
      [FreightPath.listSpotProducts]: () => ok(withGate(page([spaceSailingBehindGate]), 'loginToViewRates')),
    });
    await renderPortal('/grabSpace', 'en');
    const card = await screen.findByRole('article', { name: 'HAPAG-LLOYD VEGA 2647W' }, routeLoaded);
    await expectGate(...LOGIN);
    expect(card.textContent).toContain('5 left');
    expect(card.textContent).not.toMatch(/From|\$|USD/);
  });

  it('/seaRailway: routes and legs without costs, and the login gate', async () => {
    installFakeApi({
      [FreightPath.searchSeaRailRoutes]: () =>
        ok(
          withGate(
            page([
              {
                direction: 'export',
                origin: chongqing,
                transferPort: rotterdam,
                destination: hamburg,
                totalDays: 18,
                totalCost: null,
                currency: 'USD',
                legs: unpricedOption.legs,
              },
            ]),
            'loginToViewRates',
          ),
        ),
    });
    await renderPortal('/seaRailway', 'en');
    const routes = await screen.findByRole('list', { name: 'Sea-rail routes' }, routeLoaded);
    await expectGate(...LOGIN);
    expect(routes.textContent).toContain('Chongqing (CNCKG) → Rotterdam (NLRTM) → Hamburg (DEHAM)');
    expect(within(routes).queryByRole('columnheader', { name: 'Cost' })).toBeNull();
    expect(routes.textContent).not.toMatch(/\$|USD/);
  });

  it('/throughoutWorld: options by time with their legs, no costs, and the certify gate', async () => {
    installFakeApi({
      [FreightPath.planRoutes]: () =>
        ok(withGate({ rankBy: 'time', options: [unpricedOption], demoData: true }, 'certifyToViewRates')),
    });
    await renderPortal('/throughoutWorld', 'en');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Origin' }, routeLoaded), 'CNCKG');
    await userEvent.type(screen.getByRole('combobox', { name: 'Destination' }), 'DEHAM');
    await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
    const options = await screen.findByRole('list', { name: 'Route options' });
    await expectGate(...CERTIFY);
    expect(screen.getByText('Options ranked by total time')).toBeTruthy();
    expect(within(options).queryByRole('columnheader', { name: 'Cost' })).toBeNull();
    expect(options.textContent).toContain('China-Europe Railway Express');
    expect(options.textContent).not.toMatch(/\$|USD/);
  });
});
