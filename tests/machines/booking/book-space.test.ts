import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { bookSpaceMachine, type SpaceChanged } from '../../../machines/booking/book-space.machine.ts';
import type { PaymentWindowOutput } from '../../../machines/booking/payment-window.machine.ts';
import { sampleDraft, sampleOffer } from './samples.ts';

/** The dialog's machine with children that end at once: the booking with `draft`, the window with `outcome`. */
const startDialog = (draft: OrderDraft | null, outcome: PaymentWindowOutput['outcome']) => {
  const changes: SpaceChanged[] = [];
  const closed = vi.fn();
  const actor = createActor(
    bookSpaceMachine.provide({
      actors: {
        spaceBooking: fromPromise(async () => draft) as never,
        paymentWindow: fromPromise(async () => ({ outcome })) as never,
      },
      actions: {
        reportSpaceChanged: (_, change) => changes.push(change),
        reportClosed: (_, params) => closed(params),
      },
    }),
  ).start();
  return { actor, changes, closed };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bookSpace: the page behind the open dialog (spec §4)', () => {
  it('spec §4: held space and a paid window are reported while the dialog stays open, so the page reads its space again', async () => {
    const draft = sampleDraft();
    const { actor, changes, closed } = startDialog(draft, 'paid');
    actor.send({ type: 'OPEN', offer: sampleOffer(), customerType: 1 });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ paying: 'ended' })).toBe(true);
    expect(changes).toEqual([
      { orderId: draft.orderId, outcome: 'held' },
      { orderId: draft.orderId, outcome: 'paid' },
    ]);
    expect(closed).not.toHaveBeenCalled();
  });

  it('spec §4: a reopened window that expires reports the expiry of its order', async () => {
    const { actor, changes } = startDialog(null, 'expired');
    actor.send({ type: 'RESUME', orderId: 81 });
    await settle();
    expect(changes).toEqual([{ orderId: 81, outcome: 'expired' }]);
  });

  it('spec §4: a window the dialog closed reports nothing changed (the order keeps its time)', async () => {
    const { actor, changes } = startDialog(null, 'closed');
    actor.send({ type: 'RESUME', orderId: 81 });
    await settle();
    expect(changes).toEqual([]);
  });
});
