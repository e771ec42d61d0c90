import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import { reservationWeeks } from '../../../domain/reservations/reservation-rules.ts';
import { appNow } from '../../../src/app/clock.ts';
import { startAnonymous } from '../rates/support.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { allStatuses, detailOf, installReservationsApi, pageOf, reservation } from './support.ts';

const PATH = '/workspace/myReserve';

beforeEach(startAnonymous);

const rowOf = (id: number) => screen.getByText(`#${id}`).closest('tr')!;

describe('/workspace/myReserve: my advance bookings', () => {
  it('spec §3: each status in words, the reason of a failed audit, cancel only while to be audited', async () => {
    installReservationsApi(1, { [ReservationPath.listMyReservations]: () => ok(pageOf(allStatuses)) });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Advance bookings' }, ROUTE_LOADED);
    expect(within(rowOf(1)).getByText('To be audited')).toBeTruthy();
    expect(within(rowOf(2)).getByText('Approved')).toBeTruthy();
    expect(within(rowOf(3)).getByText('Audit failed')).toBeTruthy();
    expect(within(rowOf(3)).getByText('Reason: No space on this loop that week')).toBeTruthy();
    expect(within(rowOf(4)).getByText('Cancelled')).toBeTruthy();
    expect(within(rowOf(1)).queryByRole('button', { name: 'Cancel advance booking #1' })).not.toBeNull();
    for (const id of [2, 3, 4])
      expect(within(rowOf(id)).queryByRole('button', { name: `Cancel advance booking #${id}` })).toBeNull();
  });

  it('cancel asks first; keeping it sends nothing, confirming cancels and reloads the list', async () => {
    const callsTo = installReservationsApi(1, {
      [ReservationPath.listMyReservations]: () => ok(pageOf(allStatuses)),
      [ReservationPath.cancelReservation]: () => ok(detailOf(reservation(1, 'cancelled'))),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Advance bookings' }, ROUTE_LOADED);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Cancel advance booking #1' }));
    await u.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(callsTo(ReservationPath.cancelReservation)).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Cancel advance booking #1' }));
    expect(screen.getByRole('group', { name: 'Cancel advance booking #1?' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(callsTo(ReservationPath.cancelReservation)[0]?.body).toEqual({ reservationId: 1 }),
    );
    await waitFor(() => expect(callsTo(ReservationPath.listMyReservations)).toHaveLength(2));
  });

  it('the history shows who moved it, from which status to which, and the reason', async () => {
    installReservationsApi(1, {
      [ReservationPath.listMyReservations]: () => ok(pageOf(allStatuses)),
      [ReservationPath.getReservation]: (body) =>
        ok(detailOf(allStatuses.find((row) => row.id === body.reservationId)!)),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Advance bookings' }, ROUTE_LOADED);
    await userEvent.setup().click(within(rowOf(3)).getByText('History'));
    const history = await screen.findByRole('list', { name: 'History of advance booking 3' });
    const items = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('created by you, To be audited');
    expect(items[1]).toContain('To be audited → Audit failed by customer service');
    expect(items[1]).toContain('Reason: No space on this loop that week');
  });

  it('a new advance booking: the rules speak first, then it is sent once and the list reloads', async () => {
    const callsTo = installReservationsApi(1, {
      [ReservationPath.listMyReservations]: () => ok(pageOf([])),
      [ReservationPath.createReservation]: () => ok(detailOf(reservation(9, 'toBeAudited'))),
    });
    await renderPortal(PATH, 'en');
    await screen.findByText('No advance bookings yet', {}, ROUTE_LOADED);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'New advance booking' }));
    const form = screen.getByRole('form', { name: 'New advance booking' });
    await u.click(within(form).getByRole('button', { name: 'Send for audit' }));
    expect(within(form).getByText('Please choose the ETD week')).toBeTruthy();
    expect(within(form).getByText('Please enter the quantity')).toBeTruthy();
    expect(within(form).getByText('Please describe the cargo')).toBeTruthy();
    expect(callsTo(ReservationPath.createReservation)).toHaveLength(0);

    await u.type(within(form).getByRole('combobox', { name: 'Port of loading' }), 'CNSHA');
    await u.click(await screen.findByRole('option', { name: /Shanghai/ }));
    await u.type(within(form).getByRole('combobox', { name: 'Port of discharge' }), 'NLRTM');
    await u.click(await screen.findByRole('option', { name: /Rotterdam/ }));
    const week = reservationWeeks(appNow())[1]!.startDate;
    await u.selectOptions(within(form).getByRole('combobox', { name: 'ETD week' }), week);
    await u.type(within(form).getByRole('textbox', { name: 'Quantity of line 1' }), '2');
    await u.click(within(form).getByRole('button', { name: 'Add a container type' }));
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Container type of line 2' }), '20GP');
    await u.type(within(form).getByRole('textbox', { name: 'Quantity of line 2' }), '1');
    await u.click(within(form).getByRole('button', { name: 'Send for audit' }));
    expect(within(form).getByText('Duplicate container types are not allowed')).toBeTruthy();
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Container type of line 2' }), '40HQ');
    await u.type(within(form).getByRole('textbox', { name: 'Cargo description' }), 'Furniture');
    await u.click(within(form).getByRole('button', { name: 'Send for audit' }));
    await waitFor(() => expect(callsTo(ReservationPath.createReservation)).toHaveLength(1));
    expect(callsTo(ReservationPath.createReservation)[0]?.body).toEqual({
      pol: 'CNSHA',
      pod: 'NLRTM',
      etdWeek: week,
      containers: [
        { containerType: '20GP', quantity: '2' },
        { containerType: '40HQ', quantity: '1' },
      ],
      cargo: 'Furniture',
      remarks: '',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New advance booking' })).toBeNull());
    expect(callsTo(ReservationPath.listMyReservations)).toHaveLength(2);
  });

  it('in Chinese: the table and the statuses in words', async () => {
    installReservationsApi(1, { [ReservationPath.listMyReservations]: () => ok(pageOf(allStatuses)) });
    await renderPortal(PATH, 'cn');
    await screen.findByRole('table', { name: '舱位预约' }, ROUTE_LOADED);
    expect(within(rowOf(1)).getByText('待审核')).toBeTruthy();
    expect(within(rowOf(3)).getByText('审核不通过')).toBeTruthy();
  });

  it('a signed-out visitor gets the login prompt', async () => {
    installFakeApi({});
    await renderPortal(PATH, 'en');
    expect(await screen.findByText('Please log in to use your workspace.', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('a failed load says so and retries', async () => {
    let failing = true;
    const callsTo = installReservationsApi(1, {
      [ReservationPath.listMyReservations]: () =>
        failing ? { code: ResultCode.serverError, message: 'Server error' } : ok(pageOf(allStatuses)),
    });
    await renderPortal(PATH, 'en');
    const retry = await screen.findByRole('button', { name: 'Retry' }, ROUTE_LOADED);
    failing = false;
    await userEvent.setup().click(retry);
    await screen.findByRole('table', { name: 'Advance bookings' });
    expect(callsTo(ReservationPath.listMyReservations)).toHaveLength(2);
  });
});
