import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { QR_LOGIN_POLL_INTERVAL_MS, SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { orderPollMachine, POLL_FAILURE_LIMIT } from '../../../machines/booking/order-poll.machine.ts';
import { paymentWindowMachine } from '../../../machines/booking/payment-window.machine.ts';
import {
  sampleApiFailure,
  sampleCancelledDraft,
  sampleDraft,
  sampleExpiredDraft,
  sampleOfferedDraft,
  sampleOfferWindowDraft,
  samplePaidDraft,
} from './samples.ts';

/** The server as the page sees it: each getSpaceOrder answers the next scripted reply (the last one repeats). */
const start = (replies: (() => Promise<OrderDraft>)[] = [], cancel?: () => Promise<OrderDraft>) => {
  const reads: number[] = [];
  const cancels: number[] = [];
  const getSpaceOrder = fromPromise<OrderDraft, { orderId: number }>(async ({ input }) => {
    reads.push(input.orderId);
    const reply = replies[Math.min(reads.length - 1, replies.length - 1)];
    return reply ? reply() : sampleDraft();
  });
  const machine = paymentWindowMachine.provide({
    actors: {
      getSpaceOrder,
      pollOrder: orderPollMachine.provide({ actors: { getSpaceOrder } }),
      cancelSpaceOrder: fromPromise(async ({ input }) => {
        cancels.push(input.orderId);
        return (cancel ?? (async () => sampleCancelledDraft()))();
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, reads, cancels };
};

const waiting = () => Promise.resolve(sampleDraft());
const paid = () => Promise.resolve(samplePaidDraft());

afterEach(() => vi.useRealTimers());

describe('paymentWindow (spec §4)', () => {
  it('spec §4: payment window 3 minutes: expired at 180 000 ms, not a millisecond before', async () => {
    vi.useFakeTimers();
    const { actor } = start([waiting]);
    actor.send({ type: 'SHOW', draft: sampleDraft() });
    await vi.advanceTimersByTimeAsync(SPACE_PAYMENT_WINDOW_MS - 1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    // The last read at the window's end still says awaitingPayment: expired.
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.remainingMs).toBe(0);
  });

  it('an offer’s window that lapses unpaid ends back at the offer (the space still held), not expired', async () => {
    vi.useFakeTimers();
    const { actor } = start([() => Promise.resolve(sampleOfferWindowDraft())]);
    actor.send({ type: 'SHOW', draft: sampleOfferWindowDraft() });
    await vi.advanceTimersByTimeAsync(SPACE_PAYMENT_WINDOW_MS);
    expect(actor.getSnapshot().value).toBe('offered');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'offered' });
  });

  it('an offer the server already returned from its window shows as the offer when polled or reopened', async () => {
    vi.useFakeTimers();
    const polled = start([() => Promise.resolve(sampleOfferedDraft())]);
    polled.actor.send({ type: 'SHOW', draft: sampleOfferWindowDraft() });
    await vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS);
    expect(polled.actor.getSnapshot().value).toBe('offered');
    const reopened = start([() => Promise.resolve(sampleOfferedDraft())]);
    reopened.actor.send({ type: 'RESUME', orderId: 81 });
    await vi.advanceTimersByTimeAsync(0);
    expect(reopened.actor.getSnapshot().value).toBe('offered');
  });

  it('spec §4: the countdown moves once a second from the server’s remainingMs', async () => {
    vi.useFakeTimers();
    const { actor } = start([waiting]);
    actor.send({ type: 'SHOW', draft: sampleDraft() });
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().context.remainingMs).toBe(SPACE_PAYMENT_WINDOW_MS);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.remainingMs).toBe(SPACE_PAYMENT_WINDOW_MS - 1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().context.remainingMs).toBe(SPACE_PAYMENT_WINDOW_MS - 61_000);
  });

  it('resumes from expiresAt, never restarted: a reopened order with 61 s left expires after 61 s', async () => {
    vi.useFakeTimers();
    const resumed = () => Promise.resolve(sampleDraft({}, 61_000));
    const { actor, reads } = start([resumed]);
    actor.send({ type: 'RESUME', orderId: 81 });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual([81]);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.remainingMs).toBe(61_000);
    await vi.advanceTimersByTimeAsync(61_000 - 1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('a reopened order that is already paid, expired or cancelled shows how it ended', async () => {
    for (const [reply, end] of [
      [paid, 'paid'],
      [() => Promise.resolve(sampleExpiredDraft()), 'expired'],
      [() => Promise.resolve(sampleCancelledDraft()), 'cancelled'],
      [() => Promise.reject(sampleApiFailure('404', 'No such order')), 'failed'],
    ] as const) {
      const { actor } = start([reply]);
      actor.send({ type: 'RESUME', orderId: 81 });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe(end));
    }
  });

  it('spec §4: polls every 2 s (as QR login does) and shows paid once the order is in hand', async () => {
    vi.useFakeTimers();
    const { actor, reads } = start([waiting, waiting, paid]);
    actor.send({ type: 'SHOW', draft: sampleDraft() });
    await vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS - 1);
    expect(reads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * QR_LOGIN_POLL_INTERVAL_MS);
    expect(reads).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.draft?.orderStatus).toBe('inHand');
    await vi.advanceTimersByTimeAsync(10 * QR_LOGIN_POLL_INTERVAL_MS);
    expect(reads).toHaveLength(3);
  });

  it('polling stops on close; the window is not ended by the page', async () => {
    vi.useFakeTimers();
    const { actor, reads, cancels } = start([waiting]);
    actor.send({ type: 'SHOW', draft: sampleDraft() });
    await vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS);
    expect(reads).toHaveLength(1);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    await vi.advanceTimersByTimeAsync(SPACE_PAYMENT_WINDOW_MS);
    expect(reads).toHaveLength(1);
    expect(cancels).toEqual([]);
  });

  it(`a poll that fails on transport keeps polling; ${POLL_FAILURE_LIMIT} failures in a row end it as failed`, async () => {
    vi.useFakeTimers();
    const blip = () => Promise.reject(new TypeError('Failed to fetch'));
    const recovering = start([blip, blip, blip, blip, paid]);
    recovering.actor.send({ type: 'SHOW', draft: sampleDraft() });
    await vi.advanceTimersByTimeAsync(5 * QR_LOGIN_POLL_INTERVAL_MS);
    expect(recovering.actor.getSnapshot().value).toBe('paid');

    const down = start([blip]);
    down.actor.send({ type: 'SHOW', draft: sampleDraft() });
    await vi.advanceTimersByTimeAsync((POLL_FAILURE_LIMIT - 1) * QR_LOGIN_POLL_INTERVAL_MS);
    expect(down.actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS);
    expect(down.actor.getSnapshot().value).toBe('failed');
    expect(down.actor.getSnapshot().context.failure).toEqual({ code: 'network', message: '' });
  });

  it('an order that cannot be read (not found, forbidden) ends the window view at once', async () => {
    vi.useFakeTimers();
    const { actor } = start([() => Promise.reject(sampleApiFailure('403', 'Forbidden'))]);
    actor.send({ type: 'SHOW', draft: sampleDraft() });
    await vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.message).toBe('Forbidden');
  });

  it('the customer cancels after confirming; keeping the order asks nothing', async () => {
    vi.useFakeTimers();
    const { actor, cancels } = start([waiting]);
    actor.send({ type: 'SHOW', draft: sampleDraft() });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'KEEP' });
    expect(cancels).toEqual([]);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(cancels).toEqual([81]);
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('a refused cancel shows the server’s message and the window goes on', async () => {
    vi.useFakeTimers();
    const refused = () =>
      Promise.reject(sampleApiFailure('0', 'The order’s current status does not allow this'));
    const { actor } = start([waiting, paid], refused);
    actor.send({ type: 'SHOW', draft: sampleDraft() });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ open: { cancel: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toBe(
      'The order’s current status does not allow this',
    );
    await vi.advanceTimersByTimeAsync(2 * QR_LOGIN_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('a payment that lands at the very end of the window is shown as paid, not expired', async () => {
    vi.useFakeTimers();
    // The poll at 2 s says awaiting; the read when the window ends (3 s) finds the order paid.
    const { actor, reads } = start([waiting, paid]);
    actor.send({ type: 'SHOW', draft: sampleDraft({}, 3000) });
    await vi.advanceTimersByTimeAsync(QR_LOGIN_POLL_INTERVAL_MS);
    expect(reads).toHaveLength(1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('paid');
  });
});
