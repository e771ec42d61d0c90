import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { searchPortsHandler } from '../rates/support.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { renderPortal } from '../support/render-portal.tsx';
import { describedError, page, pickWithKeyboard, routeLoaded, sailing } from './samples.ts';

const openSailing = async () => {
  await userEvent.type(
    await screen.findByRole('combobox', { name: 'Port of loading' }, routeLoaded),
    'cnsha',
  );
  await userEvent.type(screen.getByRole('combobox', { name: 'Port of discharge' }), 'NLRTM');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('article', { name: 'MAERSK DESTINY 2647W' });
};

describe('/schedules (DCSA Commercial Schedules 1.0.3 point-to-point)', () => {
  it('both ports are required (the domain message), and nothing is sent without them', async () => {
    const calls = installFakeApi({ [FreightPath.searchPorts]: searchPortsHandler });
    await renderPortal('/schedules', 'en');
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Port of loading' }, routeLoaded),
      'SHA',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(describedError(screen.getByRole('combobox', { name: 'Port of loading' }))).toBe(
      'This field is required',
    );
    expect(describedError(screen.getByRole('combobox', { name: 'Port of discharge' }))).toBe(
      'This field is required',
    );
    expect(calls.some((call) => call.path === FreightPath.searchPointToPoint)).toBe(false);
  });

  it('the same port twice gets the one domain message under the destination', async () => {
    const calls = installFakeApi({ [FreightPath.searchPorts]: searchPortsHandler });
    await renderPortal('/schedules', 'en');
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Port of loading' }, routeLoaded),
      'CNSHA',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Port of discharge' }), 'cnsha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(describedError(screen.getByRole('combobox', { name: 'Port of discharge' }))).toBe(
      'The origin and the destination must differ',
    );
    expect(calls.some((call) => call.path === FreightPath.searchPointToPoint)).toBe(false);
  });

  it('the port field finds "上海" and "shanghai" by name, picked with the keyboard; the search carries CNSHA', async () => {
    for (const [lang, typed] of [
      ['cn', '上海'],
      ['en', 'shanghai'],
    ] as const) {
      const calls = installFakeApi({
        [FreightPath.searchPorts]: searchPortsHandler,
        [FreightPath.searchPointToPoint]: () => ok(page([sailing])),
      });
      const view = await renderPortal('/schedules', lang);
      const [polLabel, podLabel, search] =
        lang === 'cn' ? ['起运港', '目的港', '查询'] : ['Port of loading', 'Port of discharge', 'Search'];
      await pickWithKeyboard(await screen.findByRole('combobox', { name: polLabel }, routeLoaded), typed);
      await pickWithKeyboard(screen.getByRole('combobox', { name: podLabel }), 'NLRTM');
      await userEvent.click(screen.getByRole('button', { name: search }));
      await screen.findByRole('article', { name: 'MAERSK DESTINY 2647W' });
      expect(calls.find((call) => call.path === FreightPath.searchPointToPoint)?.body).toMatchObject({
        pol: 'CNSHA',
        pod: 'NLRTM',
      });
      view.unmount();
    }
  });

  it('a UN/LOCODE typed in full searches without a pick (Enter submits)', async () => {
    const calls = installFakeApi({ [FreightPath.searchPointToPoint]: () => ok(page([sailing])) });
    await renderPortal('/schedules', 'en');
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Port of loading' }, routeLoaded),
      'cnsha',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Port of discharge' }), 'nlrtm{enter}');
    await screen.findByRole('article', { name: 'MAERSK DESTINY 2647W' });
    expect(calls.find((call) => call.path === FreightPath.searchPointToPoint)?.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'NLRTM',
    });
  });

  it('renders vessel, voyage, service, transit, transshipments, the legs and the DCSA cut-offs explained', async () => {
    const calls = installFakeApi({ [FreightPath.searchPointToPoint]: () => ok(page([sailing])) });
    await renderPortal('/schedules', 'en');
    const card = await openSailing();
    expect(calls.find((call) => call.path === FreightPath.searchPointToPoint)?.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'NLRTM',
      sortBy: 'etd',
      pageNo: 1,
    });
    expect(card.textContent).toContain('Maersk (MAEU)');
    expect(card.textContent).toContain('Asia - North Europe 1 (AEU1)');
    expect(card.textContent).toContain('49 days');
    expect(card.textContent).toMatch(/1 transshipment(?!s)/);
    expect(card.textContent).toContain('2026-11-23 05:05 UTC+08:00');
    expect(screen.getByText('Demo data')).toBeTruthy();
    const legs = within(card).getByRole('table', { name: 'Legs' });
    const legRows = within(legs).getAllByRole('row').slice(1);
    expect(legRows).toHaveLength(2);
    expect(legRows[0]!.textContent).toContain('Singapore (SGSIN)');
    expect(legRows[1]!.textContent).toContain('MAERSK EMDEN');
    expect(legRows[1]!.textContent).toContain('2027-01-10 13:53 UTC+01:00');
    const cutOffs = within(card).getByRole('table', { name: 'Cut-offs' });
    const cutOffRows = within(cutOffs)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // In time order, each DCSA cutOffDateTimeCode with its meaning.
    expect(cutOffRows).toEqual([
      'DCODocumentation cut-off2026-11-20 05:00 UTC+08:00',
      'VCOVGM cut-off2026-11-21 05:00 UTC+08:00',
      'FCOFCL delivery cut-off2026-11-21 23:00 UTC+08:00',
    ]);
  });

  it('sorting by transit time asks the server again', async () => {
    const calls = installFakeApi({ [FreightPath.searchPointToPoint]: () => ok(page([sailing])) });
    await renderPortal('/schedules', 'en');
    await openSailing();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'transitTime');
    await screen.findByRole('article', { name: 'MAERSK DESTINY 2647W' });
    const searches = calls.filter((call) => call.path === FreightPath.searchPointToPoint);
    expect(searches.at(-1)?.body).toMatchObject({ sortBy: 'transitTime', pageNo: 1 });
  });

  it('an empty answer shows the no-sailings notice; a server message is shown as is', async () => {
    let answer = ok(page([]));
    installFakeApi({ [FreightPath.searchPointToPoint]: () => answer });
    await renderPortal('/schedules', 'en');
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Port of loading' }, routeLoaded),
      'CNSHA',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Port of discharge' }), 'NLRTM');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No sailings in this window. Try other dates or ports.')).toBeTruthy();
    answer = { code: '400', message: 'There is no port or place with the code CNSHA' } as never;
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There is no port or place with the code CNSHA',
    );
  });

  it('by vessel: a tab, IMO check digit verified on the client, port calls with planned / estimated / actual', async () => {
    const calls = installFakeApi({
      [FreightPath.searchVesselSchedule]: () =>
        ok(
          page([
            {
              vessel: {
                imo: '9300013',
                name: 'MAERSK DESTINY',
                flag: 'LR',
                callSign: 'PE752',
                operator: null,
                teu: 20900,
              },
              serviceCode: 'AEU1',
              serviceName: 'Asia - North Europe 1',
              serviceNameCn: '亚欧北欧线1',
              voyageNumber: '2647W',
              returnVoyageNumber: '2647E',
              calls: [
                {
                  sequence: 1,
                  place: { code: 'CNTAO' },
                  voyageNumber: '2647W',
                  plannedArrival: '2026-11-19T22:00:00+08:00',
                  plannedDeparture: '2026-11-20T20:00:00+08:00',
                  estimatedArrival: null,
                  estimatedDeparture: null,
                  actualArrival: '2026-11-20T01:00:00+08:00',
                  actualDeparture: '2026-11-20T23:00:00+08:00',
                  statusCode: null,
                },
              ],
            },
          ]),
        ),
    });
    await renderPortal('/schedules', 'en');
    const tab = await screen.findByRole('tab', { name: 'Port to port' }, routeLoaded);
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'By vessel' }).getAttribute('aria-selected')).toBe('true');
    const box = screen.getByRole('textbox', { name: 'Vessel name or IMO number' });
    await userEvent.type(box, '9300014{enter}');
    expect(await screen.findByText('The check digit of IMO number 9300014 is wrong')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, '9300013{enter}');
    const calls_ = await screen.findByRole('table', { name: 'Port calls' });
    expect(calls.find((call) => call.path === FreightPath.searchVesselSchedule)?.body).toMatchObject({
      vessel: '9300013',
    });
    expect(calls_.textContent).toContain('Actual: 2026-11-20 01:00 UTC+08:00');
  });
});
