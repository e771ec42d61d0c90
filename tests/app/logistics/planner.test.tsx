import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlannerOption } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { searchPortsHandler } from '../rates/support.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { renderPortal } from '../support/render-portal.tsx';
import {
  chongqing,
  hamburg,
  page,
  pickWithKeyboard,
  rotterdam,
  routeLoaded,
  spaceSailing,
  withGate,
} from './samples.ts';

const option = (rank: number, totalDays: number, totalCost: number): PlannerOption => ({
  rank,
  totalDays,
  totalCost,
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
      cost: 5950,
      distanceKm: 9107,
      operator: { code: 'chinaEuropeExpress', nameCn: '中欧班列', nameEn: 'China-Europe Railway Express' },
    },
    {
      mode: 'TRUCK',
      from: rotterdam,
      to: hamburg,
      days: 1,
      cost: 1050,
      distanceKm: 480,
      operator: { code: 'demoTrucking', nameCn: '演示陆运车队', nameEn: 'Demo trucking' },
    },
  ],
});

describe('/throughoutWorld, /seaRailway, /grabSpace', () => {
  it('the planner sends the ranking and the modes, and lists the ranked options with their legs', async () => {
    const calls = installFakeApi({
      [FreightPath.planRoutes]: (body) =>
        ok(
          withGate(
            { rankBy: body.rankBy, options: [option(1, 15, 7000), option(2, 17.2, 8180)], demoData: true },
            null,
          ),
        ),
    });
    await renderPortal('/throughoutWorld', 'en');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Origin' }, routeLoaded), 'CNCKG');
    await userEvent.type(screen.getByRole('combobox', { name: 'Destination' }), 'DEHAM');
    await userEvent.click(screen.getByRole('radio', { name: 'Cheapest' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Barge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
    const options = await screen.findByRole('list', { name: 'Route options' });
    expect(calls.find((call) => call.path === FreightPath.planRoutes)?.body).toEqual({
      origin: 'CNCKG',
      destination: 'DEHAM',
      rankBy: 'cost',
      modes: ['TRUCK', 'RAIL', 'VESSEL'],
      maxOptions: 5,
    });
    expect(screen.getByText('Options ranked by total cost')).toBeTruthy();
    const cards = within(options).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Option 1', 'Option 2']);
    const legs = within(cards[0]!).getByRole('table', { name: 'Legs' });
    expect(within(legs).getAllByRole('row')[1]!.textContent).toContain('China-Europe Railway Express');
  });

  it('the planner needs at least one mode; no route found shows the server message', async () => {
    installFakeApi({
      [FreightPath.planRoutes]: () =>
        ({ code: '404', message: 'No route was found from CNCKG to DEHAM' }) as never,
    });
    await renderPortal('/throughoutWorld', 'en');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Origin' }, routeLoaded), 'CNCKG');
    await userEvent.type(screen.getByRole('combobox', { name: 'Destination' }), 'DEHAM');
    for (const mode of ['Truck', 'Rail', 'Barge', 'Sea'])
      await userEvent.click(screen.getByRole('checkbox', { name: mode }));
    await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(await screen.findByText('Choose at least one mode of transport')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(await screen.findByText('No route was found from CNCKG to DEHAM')).toBeTruthy();
  });

  it('the planner\'s places are found by name, "上海" and "shanghai", picked with the keyboard; the request carries CNSHA', async () => {
    for (const [lang, typed] of [
      ['cn', '上海'],
      ['en', 'shanghai'],
    ] as const) {
      const calls = installFakeApi({
        [FreightPath.searchPorts]: searchPortsHandler,
        [FreightPath.planRoutes]: () => ok(withGate({ rankBy: 'time', options: [], demoData: true }, null)),
      });
      const view = await renderPortal('/throughoutWorld', lang);
      const [origin, destination, plan] =
        lang === 'cn' ? ['起运地', '目的地', '规划'] : ['Origin', 'Destination', 'Plan'];
      await pickWithKeyboard(await screen.findByRole('combobox', { name: origin }, routeLoaded), typed);
      await pickWithKeyboard(screen.getByRole('combobox', { name: destination }), 'hamburg');
      await userEvent.click(screen.getByRole('button', { name: plan }));
      await waitFor(() =>
        expect(calls.find((call) => call.path === FreightPath.planRoutes)?.body).toMatchObject({
          origin: 'CNSHA',
          destination: 'DEHAM',
        }),
      );
      // Any kind of place: the planner goes door to door (rail terminals and inland places too).
      expect(calls.find((call) => call.path === FreightPath.searchPorts)?.body).not.toHaveProperty('kind');
      view.unmount();
    }
  });

  it('sea-rail routes load on arrival with their legs', async () => {
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
                totalCost: 7000,
                currency: 'USD',
                legs: option(1, 15, 7000).legs,
              },
            ]),
            null,
          ),
        ),
    });
    await renderPortal('/seaRailway', 'en');
    const routes = await screen.findByRole('list', { name: 'Sea-rail routes' }, routeLoaded);
    expect(routes.textContent).toContain('Chongqing (CNCKG) → Rotterdam (NLRTM) → Hamburg (DEHAM)');
    expect(routes.textContent).toContain('Export');
  });

  it('grab space opens on open sailings; "Show closed sailings" searches again with includeClosed', async () => {
    const calls = installFakeApi({
      [FreightPath.listSpotProducts]: () => ok(withGate(page([spaceSailing]), null)),
    });
    await renderPortal('/grabSpace', 'en');
    await screen.findByRole('article', { name: 'HAPAG-LLOYD VEGA 2647W' }, routeLoaded);
    const spot = () => calls.filter((call) => call.path === FreightPath.listSpotProducts);
    expect(spot()[0]!.body).not.toHaveProperty('includeClosed');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show closed sailings' }));
    await waitFor(() => expect(spot()).toHaveLength(2));
    expect(spot()[1]!.body).toMatchObject({ includeClosed: true, pageNo: 1 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show closed sailings' }));
    await waitFor(() => expect(spot()).toHaveLength(3));
    expect(spot()[2]!.body).not.toHaveProperty('includeClosed');
  });

  it('grab space lists the SPOT sailings with a call to action to the sailing', async () => {
    installFakeApi({ [FreightPath.listSpotProducts]: () => ok(withGate(page([spaceSailing]), null)) });
    await renderPortal('/grabSpace', 'en');
    const card = await screen.findByRole('article', { name: 'HAPAG-LLOYD VEGA 2647W' }, routeLoaded);
    expect(card.textContent).toContain('Loading guarantee');
    expect(card.textContent).toContain('5 left');
    expect(within(card).getByRole('link', { name: 'Grab this space' }).getAttribute('href')).toBe(
      '/lookPresentCabinDetail?sailingId=434',
    );
  });
});
