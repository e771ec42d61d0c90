import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { setAppClock } from '../../../src/app/clock.ts';
import { testNow } from '../../support/test-clock.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { renderPortal } from '../support/render-portal.tsx';
import { page, routeLoaded, sailing, spaceSailing, withGate } from './samples.ts';

describe('/lookPresentCabin and /lookPresentCabinDetail (spec §3: levels, weekday options Monday to Sunday)', () => {
  it('spec §3: offers the weekdays Monday to Sunday and sends the chosen ones as ISO weekdays', async () => {
    const calls = installFakeApi({
      [FreightPath.searchSpace]: () => ok(withGate(page([spaceSailing]), null)),
    });
    await renderPortal('/lookPresentCabin', 'en');
    const days = await screen.findByRole('group', { name: 'ETD weekday (none: every day)' }, routeLoaded);
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Sunday' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Port of loading' }), 'CNSHA');
    await userEvent.type(screen.getByRole('combobox', { name: 'Port of discharge' }), 'NLRTM');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Space kind' }), 'guarantee');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Space' });
    expect(calls.find((call) => call.path === FreightPath.searchSpace)?.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'NLRTM',
      kind: 'guarantee',
      weekdays: [3, 7],
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Wednesday');
    expect(row.textContent).toContain('Tight');
    expect(row.textContent).toContain('Loading guarantee');
    expect(row.textContent).toContain('20GP 5/46 · 40HQ 0/20');
    expect(
      within(row).getByRole('link', { name: 'Detail of HAPAG-LLOYD VEGA 2647W' }).getAttribute('href'),
    ).toBe('/lookPresentCabinDetail?sailingId=434');
    // A sailing with bookable space is booked from the list too.
    expect(within(row).getByRole('link', { name: 'Book HAPAG-LLOYD VEGA 2647W' }).getAttribute('href')).toBe(
      '/lookPresentCabinDetail?sailingId=434&book=1',
    );
  });

  it("the ETD weeks start from the app's clock: on a Sunday the first week is that day", async () => {
    setAppClock(() => new Date(2026, 10, 29, 22, 0));
    try {
      installFakeApi();
      await renderPortal('/lookPresentCabin', 'en');
      const select = await screen.findByRole('combobox', { name: 'ETD week' }, routeLoaded);
      // The weeks are calculated after the first paint (date-fns loads with them).
      await waitFor(() =>
        expect(
          Array.from((select as HTMLSelectElement).options, (option) => option.value).slice(1, 4),
        ).toEqual(['2026-11-29', '2026-11-30', '2026-12-07']),
      );
    } finally {
      setAppClock(testNow);
    }
  });

  it('spec §3 in Chinese: the weekday options are 周一 to 周日', async () => {
    installFakeApi();
    await renderPortal('/lookPresentCabin', 'cn');
    const days = await screen.findByRole('group', { name: /开船/ }, routeLoaded);
    expect(within(days).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(days).getByRole('checkbox', { name: '周一' })).toBeTruthy();
    expect(within(days).getByRole('checkbox', { name: '周日' })).toBeTruthy();
  });

  it('the detail shows the level per container type, the DCSA schedule, and the booking button', async () => {
    const calls = installFakeApi({
      [FreightPath.getSpaceDetail]: () => ok(withGate({ ...spaceSailing, schedule: sailing }, null)),
    });
    await renderPortal('/lookPresentCabinDetail?sailingId=434', 'en');
    const inventory = await screen.findByRole('table', { name: 'Space by container type' }, routeLoaded);
    expect(calls.find((call) => call.path === FreightPath.getSpaceDetail)?.body).toEqual({ sailingId: 434 });
    const rows = within(inventory).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Tight');
    expect(rows[1]!.textContent).toContain('Overload (full)');
    expect(screen.getByRole('table', { name: 'Cut-offs' }).textContent).toContain('FCL delivery cut-off');
    // Booking is open; a visitor is asked to log in first (tests/app/booking).
    const book = await screen.findByRole('button', { name: 'Book this space' }, routeLoaded);
    expect(book).toHaveProperty('disabled', false);
    expect(screen.getByText('Log in to book this space.')).toBeTruthy();
    expect(screen.queryByText(/booking release/)).toBeNull();
  });

  it('in Chinese the legs name their places in Chinese; a place the portal does not know keeps its document name', async () => {
    installFakeApi({
      [FreightPath.getSpaceDetail]: () => ok(withGate({ ...spaceSailing, schedule: sailing }, null)),
    });
    await renderPortal('/lookPresentCabinDetail?sailingId=434', 'cn');
    const legs = await screen.findByRole('table', { name: '航段' }, routeLoaded);
    const [first, second] = within(legs)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(first).toContain('上海 (CNSHA)');
    expect(first).not.toContain('Shanghai');
    expect(second).toContain('鹿特丹 (NLRTM)');
    // Singapore is not among the sample's legPlaces: the DCSA locationName stands in.
    expect(second).toContain('Singapore (SGSIN)');
  });

  it('an unknown sailing answers 404: the page says so', async () => {
    installFakeApi({
      [FreightPath.getSpaceDetail]: () => ({ code: '404', message: 'No such sailing' }) as never,
    });
    await renderPortal('/lookPresentCabinDetail?sailingId=999999', 'en');
    expect(await screen.findByText('No such sailing', undefined, routeLoaded)).toBeTruthy();
  });
});
