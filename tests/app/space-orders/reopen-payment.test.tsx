import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { type Envelope, ResultCode } from '../../../domain/api/envelope.ts';
import { signIn, startAnonymous } from '../rates/support.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';
import { installOrdersApi, order, PATH } from './support.ts';

beforeEach(startAnonymous);

/** getSpaceOrder's answer: the order draft of spec §3 beside code and message. */
const draftOf = (orderId: number): Envelope<unknown> =>
  ({
    code: ResultCode.success,
    message: '',
    orderStatus: 'awaitingPayment',
    code_url: 'http://localhost:8080/pay?code=sbx_4f9c2a7d1e8b3c6a',
    orderId,
    order_form: order(orderId, 'awaitingPayment'),
    remainingMs: 150_000,
  }) satisfies Envelope<unknown> & OrderDraft as Envelope<unknown>;

describe('/workspace/reserveCabin with the real payment dialog', () => {
  it('Pay reopens the order’s payment window from the server, and closing the dialog reloads the list', async () => {
    signIn(3);
    const listCalls = installOrdersApi(undefined, {
      [BookingPath.getSpaceOrder]: (body) => draftOf(Number(body.orderId)),
    });
    await renderPortal(PATH, 'en');
    await screen.findByRole('table', { name: 'Space orders' }, ROUTE_LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Pay order SO20261123000001' }));

    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(listCalls.callsTo(BookingPath.getSpaceOrder)[0]?.body).toEqual({ orderId: 1 }),
    );
    expect(listCalls()).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});
