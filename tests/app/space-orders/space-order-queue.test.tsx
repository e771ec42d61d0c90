import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import type { Envelope } from '../../../domain/api/envelope.ts';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import { startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { installWorkspaceApi } from '../workspace/support.ts';
import { order, pageOf } from './support.ts';

beforeEach(startAnonymous);

const PATH = '/console/spaceOrders';
const customer = { userId: 7, name: 'San Zhang', companyName: 'Demo Trading' };
const inHand = [
  order(2, 'inHand', { customer, paidAt: '2026-11-23T02:00:00.000Z' }),
  order(3, 'inHand', { customer, paidAt: '2026-11-23T03:00:00.000Z' }),
];
const rowOf = (id: number) => screen.getByText(`SO2026112300000${id}`).closest('tr')!;
const abnormal = {
  refundNo: 'RF0001',
  orderId: 9,
  orderNo: 'SO20261123000009',
  cause: 'refused' as const,
  amount: 34338.28,
  currency: 'CNY',
  createdAt: '2026-11-20T02:00:00.000Z',
  dueDate: '2026-11-25',
  attempts: 3,
  reason: 'USER_ACCOUNT_ABNORMAL: the account is closed',
};

describe('/console/spaceOrders: the staff queue of space orders (spec §3)', () => {
  it('lists the orders in hand first, with the customer, route and the CNY paid; the failed refunds below', async () => {
    const callsTo = installWorkspaceApi(2, {
      [BookingPath.listSpaceOrders]: () => ok(pageOf(inHand)),
      [BookingPath.listAbnormalRefunds]: () => ok([abnormal]),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders to handle' }, ROUTE_LOADED);
    expect(callsTo(BookingPath.listSpaceOrders)[0]?.body).toMatchObject({ status: 'inHand' });
    const row = within(rowOf(2));
    expect(row.getByText('San Zhang · Demo Trading')).toBeTruthy();
    expect(row.getByText(/Shanghai → Rotterdam/)).toBeTruthy();
    expect(row.getByText(/CNY 34,338.28/)).toBeTruthy();
    expect(row.getByRole('button', { name: 'Download the attorney file attorney.pdf' })).toBeTruthy();
    const refunds = await screen.findByRole('table', { name: 'Refunds that failed' });
    expect(within(refunds).getByText('USER_ACCOUNT_ABNORMAL: the account is closed')).toBeTruthy();
    expect(within(refunds).getByText('SO20261123000009')).toBeTruthy();
  });

  it('complete is confirmed first; refuse and return need a reason, and say what follows', async () => {
    const callsTo = installWorkspaceApi(2, {
      [BookingPath.listSpaceOrders]: () => ok(pageOf(inHand)),
      [BookingPath.listAbnormalRefunds]: () => ok([]),
      [BookingPath.completeSpaceOrder]: () => ok({ orderId: 2 }),
      [BookingPath.refuseSpaceOrder]: () => ok({ orderId: 3 }),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders to handle' }, ROUTE_LOADED);
    expect(await screen.findByText('No refund has failed.')).toBeTruthy();
    const u = userEvent.setup();

    await u.click(within(rowOf(2)).getByRole('button', { name: 'Complete order SO20261123000002' }));
    const completing = await screen.findByRole('dialog', { name: 'Complete order SO20261123000002?' });
    await u.click(within(completing).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(BookingPath.completeSpaceOrder)).toHaveLength(0);
    await u.click(within(rowOf(2)).getByRole('button', { name: 'Complete order SO20261123000002' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, complete it' }));
    await waitFor(() => expect(callsTo(BookingPath.completeSpaceOrder)[0]?.body).toEqual({ orderId: 2 }));
    expect(await screen.findByText('Order SO20261123000002 completed')).toBeTruthy();

    await u.click(within(rowOf(3)).getByRole('button', { name: 'Return order SO20261123000003' }));
    const returning = await screen.findByRole('dialog', { name: 'Return order SO20261123000003?' });
    expect(within(returning).getByText(/corrects and resubmits it within the working days/)).toBeTruthy();
    await u.click(within(returning).getByRole('button', { name: 'Keep it' }));

    await u.click(within(rowOf(3)).getByRole('button', { name: 'Refuse order SO20261123000003' }));
    const refusing = await screen.findByRole('dialog', { name: 'Refuse order SO20261123000003?' });
    expect(within(refusing).getByText(/CNY 34,338.28 is refunded to the customer in full/)).toBeTruthy();
    const yes = within(refusing).getByRole('button', { name: 'Yes, refuse and refund' }) as HTMLButtonElement;
    expect(yes.disabled).toBe(true);
    await u.type(within(refusing).getByLabelText('Reason'), '  Vessel omitted the port  ');
    expect(yes.disabled).toBe(false);
    await u.click(yes);
    await waitFor(() =>
      expect(callsTo(BookingPath.refuseSpaceOrder)[0]?.body).toEqual({
        orderId: 3,
        reason: 'Vessel omitted the port',
      }),
    );
    await waitFor(() => expect(callsTo(BookingPath.listSpaceOrders).length).toBeGreaterThanOrEqual(3));
  });

  it('a finished order offers no action; a returned one shows its reason and deadline', async () => {
    installWorkspaceApi(2, {
      [BookingPath.listSpaceOrders]: () =>
        ok(
          pageOf([
            order(4, 'completed', { customer }),
            order(5, 'returned', {
              customer,
              reason: 'Attorney file unsigned',
              resubmitBy: { at: '2026-11-27T09:59:59.999Z', timeZone: 'Asia/Shanghai' },
            }),
          ]),
        ),
      [BookingPath.listAbnormalRefunds]: () => ok([]),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders to handle' }, ROUTE_LOADED);
    for (const id of [4, 5]) expect(within(rowOf(id)).queryByRole('button', { name: /order SO/ })).toBeNull();
    expect(within(rowOf(5)).getByText('Reason: Attorney file unsigned')).toBeTruthy();
    expect(within(rowOf(5)).getByText(/Correct and resubmit by/)).toBeTruthy();
  });

  it('History names the customer and keeps the return’s reason and the resubmission’s note', async () => {
    const resubmitted = order(6, 'inHand', { customer });
    installWorkspaceApi(2, {
      [BookingPath.listSpaceOrders]: () => ok(pageOf([resubmitted])),
      [BookingPath.listAbnormalRefunds]: () => ok([]),
      [BookingPath.getSpaceOrder]: () =>
        ({
          code: '1',
          message: '',
          orderStatus: 'inHand',
          orderId: 6,
          order_form: {
            ...resubmitted,
            history: [
              {
                fromStatus: 'inHand',
                toStatus: 'returned',
                event: 'return',
                actor: 'staff',
                actorName: 'Li Si',
                reason: 'Attorney file unsigned',
                at: '2026-11-23T04:00:00.000Z',
              },
              {
                fromStatus: 'returned',
                toStatus: 'inHand',
                event: 'resubmit',
                actor: 'owner',
                actorName: null,
                reason: 'Signed and stamped',
                at: '2026-11-23T05:00:00.000Z',
              },
            ],
          },
        }) as unknown as Envelope<unknown>,
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders to handle' }, ROUTE_LOADED);
    await userEvent.setup().click(within(rowOf(6)).getByText('History'));
    const trail = await screen.findByRole('list', { name: 'History of space order SO20261123000006' });
    expect(within(trail).getByText(/In hand → Returned by Li Si/)).toBeTruthy();
    expect(within(trail).getByText('Reason: Attorney file unsigned')).toBeTruthy();
    expect(
      within(trail).getByText(/corrected and resubmitted by San Zhang\. Note: Signed and stamped$/),
    ).toBeTruthy();
  });

  it('in Chinese: the queue and its dialogs speak Chinese', async () => {
    installWorkspaceApi(2, {
      [BookingPath.listSpaceOrders]: () => ok(pageOf(inHand)),
      [BookingPath.listAbnormalRefunds]: () => ok([]),
    });
    await renderPortal(PATH, 'cn');
    await screen.findByRole('table', { name: '待处理的舱位订单' }, ROUTE_LOADED);
    await userEvent
      .setup()
      .click(within(rowOf(2)).getByRole('button', { name: '退回订单 SO20261123000002' }));
    expect(await screen.findByRole('dialog', { name: '退回订单 SO20261123000002？' })).toBeTruthy();
  });

  it('a customer is told the page is for staff only', async () => {
    installWorkspaceApi(1, {});
    await renderPortal(PATH, 'en');
    expect(await screen.findByText('This page is for staff only.', {}, ROUTE_LOADED)).toBeTruthy();
  });

  it('a return names the tenant’s working days to resubmit when the settings are read', async () => {
    installWorkspaceApi(2, {
      [BookingPath.listSpaceOrders]: () => ok(pageOf(inHand)),
      [BookingPath.listAbnormalRefunds]: () => ok([]),
      [TenantPath.getSettings]: () => ok({ grabOfferHours: 24, returnResubmitWorkingDays: 5 }),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders to handle' }, ROUTE_LOADED);
    await userEvent
      .setup()
      .click(within(rowOf(3)).getByRole('button', { name: 'Return order SO20261123000003' }));
    const returning = await screen.findByRole('dialog', { name: 'Return order SO20261123000003?' });
    expect(
      await within(returning).findByText(/corrects and resubmits it within 5 working days;/),
    ).toBeTruthy();
  });
});
