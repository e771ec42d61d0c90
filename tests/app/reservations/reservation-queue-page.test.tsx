import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import { startAnonymous } from '../rates/support.ts';
import { captureDownloads } from '../support/csv-downloads.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { allStatuses, detailOf, installReservationsApi, pageOf, reservation } from './support.ts';

const PATH = '/console/reservations';

beforeEach(startAnonymous);
afterEach(() => vi.restoreAllMocks());

const rowOf = (id: number) => screen.getByText(`#${id}`).closest('tr')!;
const queue = allStatuses.map((row) => ({ ...row, customer: 'San Zhang' }));

describe('/console/reservations: the staff queue of advance bookings', () => {
  it('opens on those to be audited; approve and refuse show only where the machine allows them', async () => {
    const callsTo = installReservationsApi(2, {
      [ReservationPath.listReservations]: () => ok(pageOf(queue)),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Advance bookings to audit' }, ROUTE_LOADED);
    expect(callsTo(ReservationPath.listReservations)[0]?.body).toMatchObject({ status: 'toBeAudited' });
    expect(within(rowOf(1)).getByText('San Zhang')).toBeTruthy();
    expect(within(rowOf(1)).queryByRole('button', { name: 'Approve advance booking #1' })).not.toBeNull();
    for (const id of [2, 3, 4]) {
      expect(within(rowOf(id)).queryByRole('button', { name: `Approve advance booking #${id}` })).toBeNull();
      expect(within(rowOf(id)).queryByRole('button', { name: `Refuse advance booking #${id}` })).toBeNull();
    }
  });

  it('the queue filters by the day of creation too, keeping its status', async () => {
    const callsTo = installReservationsApi(2, {
      [ReservationPath.listReservations]: () => ok(pageOf(queue)),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Advance bookings to audit' }, ROUTE_LOADED);
    await userEvent.setup().type(screen.getByLabelText('Created to'), '2026-11-30');
    await waitFor(() =>
      expect(callsTo(ReservationPath.listReservations).at(-1)?.body).toEqual({
        status: 'toBeAudited',
        createdBefore: new Date('2026-12-01T00:00:00').toISOString(),
        pageNo: 1,
        pageSize: 10,
      }),
    );
  });

  it('refusing needs a reason: the button waits for one, then sends it and reloads', async () => {
    const callsTo = installReservationsApi(2, {
      [ReservationPath.listReservations]: () => ok(pageOf(queue)),
      [ReservationPath.refuseReservation]: () =>
        ok(detailOf(reservation(1, 'auditFailed', { reason: 'Loop suspended' }))),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Advance bookings to audit' }, ROUTE_LOADED);
    const refuse = within(rowOf(1)).getByRole('button', { name: 'Refuse advance booking #1' });
    expect(refuse).toHaveProperty('disabled', true);
    const u = userEvent.setup();
    await u.type(
      within(rowOf(1)).getByRole('textbox', { name: 'Reason for refusing advance booking #1' }),
      '  ',
    );
    expect(refuse).toHaveProperty('disabled', true);
    await u.type(
      within(rowOf(1)).getByRole('textbox', { name: 'Reason for refusing advance booking #1' }),
      'Loop suspended',
    );
    // A refusal cannot be undone: asked first, and "Keep it" sends nothing.
    await u.click(refuse);
    await u.click(within(rowOf(1)).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(ReservationPath.refuseReservation)).toHaveLength(0);
    await u.click(within(rowOf(1)).getByRole('button', { name: 'Refuse advance booking #1' }));
    expect(
      within(rowOf(1)).getByText('Refuse advance booking #1? The customer reads the reason.'),
    ).toBeTruthy();
    await u.click(within(rowOf(1)).getByRole('button', { name: 'Yes, refuse it' }));
    await waitFor(() =>
      expect(callsTo(ReservationPath.refuseReservation)[0]?.body).toEqual({
        reservationId: 1,
        reason: 'Loop suspended',
      }),
    );
    await waitFor(() => expect(callsTo(ReservationPath.listReservations)).toHaveLength(2));
  });

  it('approve sends the id; the server’s refusal (moved meanwhile) is shown as it words it', async () => {
    const callsTo = installReservationsApi(2, {
      [ReservationPath.listReservations]: () => ok(pageOf(queue)),
      [ReservationPath.approveReservation]: () => ({
        code: ResultCode.failure,
        message: 'The advance booking’s current status does not allow this',
      }),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Advance bookings to audit' }, ROUTE_LOADED);
    await userEvent
      .setup()
      .click(within(rowOf(1)).getByRole('button', { name: 'Approve advance booking #1' }));
    expect(callsTo(ReservationPath.approveReservation)[0]?.body).toEqual({ reservationId: 1 });
    expect(await screen.findByText('The advance booking’s current status does not allow this')).toBeTruthy();
  });

  it('Export to CSV reads the queue of the current filter and downloads its rows', async () => {
    const { clicks, csvText } = captureDownloads();
    const callsTo = installReservationsApi(2, {
      [ReservationPath.listReservations]: () => ok(pageOf(queue.slice(0, 1))),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Advance bookings to audit' }, ROUTE_LOADED);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
    expect(callsTo(ReservationPath.listReservations).at(-1)?.body).toEqual({
      pageNo: 1,
      pageSize: 100,
      status: 'toBeAudited',
    });
    const text = await csvText();
    expect(text.split('\r\n')[1]).toBe(
      `1,CNSHA,NLRTM,2026-12-07 ~ 2026-12-13,40HQ x 2 20GP x 1,"Furniture, 12 pallets",,To be audited,,San Zhang,${queue[0]!.createdAt},`,
    );
  });

  it('an approved advance booking the customer ordered names its order, on screen and in the CSV', async () => {
    const { clicks, csvText } = captureDownloads();
    const rows = [
      { ...reservation(3, 'approved', { orderId: 17 }), customer: 'San Zhang' },
      { ...reservation(4, 'approved'), customer: 'San Zhang' },
    ];
    installReservationsApi(2, { [ReservationPath.listReservations]: () => ok(pageOf(rows)) });
    await renderPortal(PATH, 'en');
    const table = await screen.findByRole('table', { name: 'Advance bookings to audit' }, ROUTE_LOADED);
    expect(within(table).getByRole('columnheader', { name: 'Order no.' })).toBeTruthy();
    expect(within(rowOf(3)).getByText('#17')).toBeTruthy();
    expect(within(rowOf(4)).queryByText('#17')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
    const lines = (await csvText()).split('\r\n');
    expect(lines[0]!.split(',').at(-1)).toBe('Order no.');
    expect(lines[1]!.split(',').at(-1)).toBe('17');
    expect(lines[2]!.split(',').at(-1)).toBe('');
  });

  it('in Chinese; an empty queue says nothing waits', async () => {
    installReservationsApi(2, { [ReservationPath.listReservations]: () => ok(pageOf([])) });
    await renderPortal(PATH, 'cn');
    expect(await screen.findByText('暂无待审核的舱位预约。', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('a customer is told the page is for staff', async () => {
    installReservationsApi(1, {});
    await renderPortal(PATH, 'en');
    expect(await screen.findByText('This page is for staff only.', {}, ROUTE_LOADED)).toBeTruthy();
  });
});
