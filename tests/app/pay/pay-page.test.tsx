import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SandboxPaymentView } from '../../../domain/api/booking.ts';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { SAMPLE_PAYMENT_CODE, sampleSandboxPayment } from '../../machines/booking/pay-samples.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';

const CODE = SAMPLE_PAYMENT_CODE;
const find = ROUTE_LOADED;

/** A payment whose window ends `secondsLeft` after the run's pinned "now". */
const payment = (state: SandboxPaymentView['state'], secondsLeft = 150): SandboxPaymentView => ({
  ...sampleSandboxPayment(state),
  expiresAt: new Date(testNowMs() + secondsLeft * 1000).toISOString(),
});

function installPayApi(load: () => unknown, confirm: () => unknown = () => ok(payment('paid'))) {
  const calls = installFakeApi({
    [BookingPath.getSandboxPayment]: load as never,
    [BookingPath.confirmSandboxPayment]: confirm as never,
  });
  return (path: string) => calls.filter((call) => call.path === path);
}

describe('/pay: the sandbox provider’s phone page', () => {
  it('an open payment shows the sandbox label, order no, amount, description and time left; Pay pays it', async () => {
    const callsTo = installPayApi(() => ok(payment('open')));
    await renderPortal(`/pay?code=${CODE}`, 'en');
    const pay = await screen.findByRole('button', { name: 'Pay' }, find);
    expect(screen.getByRole('heading', { name: 'Sandbox payment', level: 1 })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/no real money/);
    expect(screen.getByText('USD 2,880')).toBeTruthy();
    expect(screen.getByText('SO20261123000001')).toBeTruthy();
    expect(screen.getByText(/COSCO DEMO 045W/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('02:30');
    // A bare phone page: no header, no footer, no login asked for.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(callsTo(BookingPath.getSandboxPayment)[0]!.body).toEqual({ code: CODE });

    await userEvent.click(pay);
    expect(await screen.findByText('Paid. The space is now in hand.')).toBeTruthy();
    expect(callsTo(BookingPath.confirmSandboxPayment)[0]!.body).toEqual({ code: CODE });
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('the page reads in Chinese too, and the Pay button works from the keyboard', async () => {
    const callsTo = installPayApi(() => ok(payment('open')));
    await renderPortal(`/pay?code=${CODE}`, 'cn');
    const pay = await screen.findByRole('button', { name: '支付' }, find);
    expect(screen.getByRole('heading', { name: '沙箱支付', level: 1 })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/不会扣除任何真实款项/);
    expect(screen.getByText('剩余支付时间')).toBeTruthy();
    pay.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('支付成功，舱位已持有。')).toBeTruthy();
    expect(callsTo(BookingPath.confirmSandboxPayment)).toHaveLength(1);
  });

  it('the phone page, without a header, switches language itself', async () => {
    installPayApi(() => ok(payment('open')));
    await renderPortal(`/pay?code=${CODE}`, 'cn');
    await screen.findByRole('button', { name: '支付' }, find);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sandbox payment', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('a closed order cannot be paid', async () => {
    installPayApi(() => ok(payment('closed', 0)));
    await renderPortal(`/pay?code=${CODE}`, 'en');
    expect(
      await screen.findByText('This order is closed and can no longer be paid.', undefined, find),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('spec §4: an open payment whose 3 minutes have passed by the clock is shown closed', async () => {
    installPayApi(() => ok(payment('open', -5)));
    await renderPortal(`/pay?code=${CODE}`, 'en');
    expect(
      await screen.findByText('This order is closed and can no longer be paid.', undefined, find),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('an order already paid shows the paid view without a Pay button', async () => {
    installPayApi(() => ok(payment('paid')));
    await renderPortal(`/pay?code=${CODE}`, 'en');
    expect(await screen.findByText('Paid. The space is now in hand.', undefined, find)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it.each([
    ['a malformed code', '/pay?code=abc'],
    ['no code', '/pay'],
  ])('%s never calls the server', async (_, path) => {
    const callsTo = installPayApi(() => ok(payment('open')));
    await renderPortal(path, 'en');
    expect(await screen.findByText('This payment link is not valid.', undefined, find)).toBeTruthy();
    expect(callsTo(BookingPath.getSandboxPayment)).toHaveLength(0);
  });

  it('a code no payment has is refused', async () => {
    installPayApi(() => ({ code: ResultCode.notFound, message: 'This payment code is not valid' }));
    await renderPortal(`/pay?code=${CODE}`, 'en');
    expect(await screen.findByText('This payment link is not valid.', undefined, find)).toBeTruthy();
  });

  it('a network failure offers a retry, which reads the payment again', async () => {
    let failures = 1;
    const callsTo = installPayApi(() => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return ok(payment('open'));
    });
    await renderPortal(`/pay?code=${CODE}`, 'en');
    const alert = await screen.findByRole('alert', undefined, find);
    expect(within(alert).getByText('The payment service could not be reached.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(callsTo(BookingPath.getSandboxPayment)).toHaveLength(2);
  });

  it('a refused payment is read again and shown as it is now', async () => {
    let loads = 0;
    const callsTo = installPayApi(
      () => ok(loads++ === 0 ? payment('open') : payment('closed', 0)),
      () => ({ code: ResultCode.failure, message: 'This order is closed and can no longer be paid' }),
    );
    await renderPortal(`/pay?code=${CODE}`, 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }, find));
    expect(await screen.findByText('This order is closed and can no longer be paid.')).toBeTruthy();
    expect(callsTo(BookingPath.getSandboxPayment)).toHaveLength(2);
  });
});
