import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { type Envelope, ResultCode } from '../../../domain/api/envelope.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { signIn, startAnonymous } from '../rates/support.ts';
import { ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { installOrdersApi, order, PATH, pageOf } from './support.ts';

beforeEach(startAnonymous);

/** getSpaceOrder once the server's sweep has cancelled the unpaid order. */
const cancelledDraft = (orderId: number): Envelope<unknown> =>
  ({
    code: ResultCode.success,
    message: '',
    orderStatus: 'cancelled',
    code_url: '',
    orderId,
    order_form: order(orderId, 'cancelled'),
    remainingMs: 0,
  }) satisfies Envelope<unknown> & OrderDraft as Envelope<unknown>;

describe('/workspace/reserveCabin: a payment window that ends while the list is open (spec §4)', () => {
  it('spec §4 payment window: the row asks the server and the list shows the order as the server settled it, not "awaiting payment"', async () => {
    signIn(3);
    let settled = false;
    const ended = order(1, 'awaitingPayment', { expiresAt: new Date(testNowMs() - 1_000).toISOString() });
    const calls = installOrdersApi(() => ok(pageOf([settled ? order(1, 'cancelled') : ended])), {
      [BookingPath.getSpaceOrder]: (body) => {
        settled = true;
        return cancelledDraft(Number(body.orderId));
      },
    });
    await renderPortal(PATH, 'cn');
    await screen.findByRole('table', { name: '舱位订单' }, ROUTE_LOADED);
    const row = () => screen.getByText('SO20261123000001').closest('tr')!;
    expect(within(row()).getByText('待支付')).toBeTruthy();
    await waitFor(() => expect(within(row()).getByText('已取消')).toBeTruthy(), { timeout: 8_000 });
    expect(within(row()).queryByText('待支付')).toBeNull();
    expect(calls.callsTo(BookingPath.getSpaceOrder)[0]?.body).toEqual({ orderId: 1 });
    expect(calls()).toHaveLength(2);
  });
});
