import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import { startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { installWorkspaceApi } from '../workspace/support.ts';

beforeEach(startAnonymous);

const queues = [
  { queue: 'certifications', waiting: 0, oldestAt: null },
  { queue: 'reservations', waiting: 0, oldestAt: null },
  { queue: 'grabRequests', waiting: 0, oldestAt: null },
  { queue: 'orders', waiting: 0, oldestAt: null },
  { queue: 'spaceOrders', waiting: 3, oldestAt: '2026-11-20T08:00:00.000Z' },
  { queue: 'refunds', waiting: 1, oldestAt: '2026-11-25T08:00:00.000Z' },
];

const refund = {
  refundNo: 'RF0001',
  orderId: 9,
  orderNo: 'SO20261123000009',
  cause: 'refused' as const,
  amount: 100,
  currency: 'CNY',
  createdAt: '2026-11-20T02:00:00.000Z',
  dueDate: '2026-11-25',
  attempts: 3,
  reason: 'USER_ACCOUNT_ABNORMAL',
  state: 'abnormal' as const,
  customer: { userId: 7, name: 'San Zhang', email: 'san@example.com' },
  settledAt: null,
  settledNote: null,
};

describe('/console: the staff console and its dashboard (spec §6)', () => {
  it('staff opening a customer’s workspace page are sent to the console, which counts what waits and links each queue', async () => {
    installWorkspaceApi(2, { [ConsolePath.getDashboard]: () => ok({ queues }) });
    await renderPortal('/workspace/order', 'en');
    await screen.findByText('Space orders paid and in hand', {}, ROUTE_LOADED);
    expect(window.location.pathname).toBe('/console');
    expect(screen.getByTestId('queue-spaceOrders').textContent).toBe('3 waiting');
    const card = screen.getByText('Space orders paid and in hand').closest('li')!;
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/console/spaceOrders');
    const menu = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(menu).getByRole('link', { name: 'Refunds to settle' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'My Order' })).toBeNull();
  });

  it('in Chinese: an empty tenant reads that nothing waits', async () => {
    installWorkspaceApi(2, {
      [ConsolePath.getDashboard]: () =>
        ok({ queues: queues.map((queue) => ({ ...queue, waiting: 0, oldestAt: null })) }),
    });
    await renderPortal('/console', 'cn');
    expect(await screen.findByText('无待处理事项：所有队列均为空。', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('a customer is told the console is for staff, and nothing is asked of the server', async () => {
    const callsTo = installWorkspaceApi(1, { [ConsolePath.getDashboard]: () => ok({ queues }) });
    await renderPortal('/console', 'en');
    expect(await screen.findByText('This page is for staff only.', {}, ROUTE_LOADED)).toBeTruthy();
    expect(callsTo(ConsolePath.getDashboard)).toHaveLength(0);
  });
});

describe('/console/refunds: the refunds queue', () => {
  it('retry and settle are each confirmed first; settling needs a note', async () => {
    const callsTo = installWorkspaceApi(2, {
      [BookingPath.listRefundQueue]: () => ok([refund]),
      [BookingPath.retryRefund]: () => ok({ ...refund, state: 'succeeded' }),
      [BookingPath.settleRefund]: () => ok({ ...refund, state: 'settled' }),
    });
    const user = userEvent.setup();
    await renderPortal('/console/refunds', 'en');
    await screen.findByText('SO20261123000009', {}, ROUTE_LOADED);

    await user.click(screen.getByRole('button', { name: 'Retry refund RF0001' }));
    const retry = await screen.findByRole('dialog', { name: 'Retry refund RF0001?' });
    await user.click(within(retry).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(BookingPath.retryRefund)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retry refund RF0001' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Retry refund RF0001?' })).getByRole('button', {
        name: 'Yes, retry the refund',
      }),
    );
    await waitFor(() => expect(callsTo(BookingPath.retryRefund)).toHaveLength(1));
    expect(callsTo(BookingPath.retryRefund)[0]?.body).toEqual({ refundNo: 'RF0001' });

    await user.click(screen.getByRole('button', { name: 'Mark refund RF0001 settled outside the portal' }));
    const settle = await screen.findByRole('dialog', {
      name: 'Mark refund RF0001 settled outside the portal?',
    });
    const yes = within(settle).getByRole('button', { name: 'Yes, mark it settled' });
    expect((yes as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(settle).getByLabelText(/Note/), 'Paid back by bank transfer');
    await user.click(yes);
    await waitFor(() => expect(callsTo(BookingPath.settleRefund)).toHaveLength(1));
    expect(callsTo(BookingPath.settleRefund)[0]?.body).toEqual({
      refundNo: 'RF0001',
      note: 'Paid back by bank transfer',
    });
  });

  it('filters by the customer searched for, or the one a link names', async () => {
    const callsTo = installWorkspaceApi(2, { [BookingPath.listRefundQueue]: () => ok([]) });
    const user = userEvent.setup();
    await renderPortal('/console/refunds?customerId=7', 'en');
    await screen.findByText('No refund waits.', {}, ROUTE_LOADED);
    expect(callsTo(BookingPath.listRefundQueue)[0]?.body).toMatchObject({ customerId: 7 });
    await user.type(screen.getByLabelText(/Customer \(email or name\)/), 'san@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(callsTo(BookingPath.listRefundQueue).at(-1)?.body).toMatchObject({
        customerId: 7,
        customer: 'san@',
      }),
    );
  });
});

describe('the staff queues filter by customer', () => {
  it('a link names one customer; a search asks the server for the customer typed', async () => {
    const callsTo = installWorkspaceApi(2, {
      [ReservationPath.listReservations]: () => ok({ list: [], total: 0, pageNo: 1, pageSize: 20 }),
    });
    const user = userEvent.setup();
    await renderPortal('/console/reservations?customerId=7', 'en');
    await screen.findByLabelText(/Customer \(email or name\)/, {}, ROUTE_LOADED);
    await waitFor(() =>
      expect(callsTo(ReservationPath.listReservations)[0]?.body).toMatchObject({ customerId: 7 }),
    );
    await user.type(screen.getByLabelText(/Customer \(email or name\)/), 'san@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(callsTo(ReservationPath.listReservations).at(-1)?.body).toMatchObject({
        customerId: 7,
        customer: 'san@',
        status: 'toBeAudited',
      }),
    );
  });
});
