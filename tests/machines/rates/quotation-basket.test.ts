import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { QUOTATION_MAX_ITEMS } from '../../../domain/freight/search-rules.ts';
import { connectQuotationBasket } from '../../../machines/rates/quotation-basket.connect.ts';
import {
  type QuotationItem,
  quotationBasketMachine,
  type SavedQuotation,
} from '../../../machines/rates/quotation-basket.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';

/** What the quotationBasket paths do not show: the limits, what is saved, and what a failure does. */

const startBasket = () => {
  const saves: { items: readonly QuotationItem[]; answer: (saved: SavedQuotation) => void }[] = [];
  const failures: unknown[] = [];
  const openQuotation = vi.fn();
  const askLogin = vi.fn();
  const machine = quotationBasketMachine.provide({
    actors: {
      saveQuotation: fromPromise<SavedQuotation, readonly QuotationItem[]>(({ input }) =>
        failures.length
          ? Promise.reject(failures.shift())
          : new Promise((answer) => saves.push({ items: input, answer })),
      ),
    },
    actions: { openQuotation: (_, quotation) => openQuotation(quotation), askLogin },
  });
  const actor = createActor(machine).start();
  const view = () => connectQuotationBasket(actor.getSnapshot(), actor.send);
  return { actor, view, saves, failures, openQuotation, askLogin };
};

const settle = async () => {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

describe('quotationBasket', () => {
  it(`holds at most ${QUOTATION_MAX_ITEMS} rates, each once, with 1 to 999 containers`, () => {
    const { view } = startBasket();
    for (let rateId = 1; rateId <= QUOTATION_MAX_ITEMS; rateId += 1) view().line(rateId).toggle(true);
    view().line(1).toggle(true);
    expect(view().count).toBe(QUOTATION_MAX_ITEMS);
    expect(view().line(99).canChange).toBe(false);
    expect(view().line(1).canChange).toBe(true);
    view().line(1).setQuantity(5000);
    view().line(2).setQuantity(0);
    view().line(3).setQuantity(2.7);
    expect([1, 2, 3].map((rateId) => view().line(rateId).quantity)).toEqual([999, 1, 2]);
    view().line(1).toggle(false);
    expect(view().line(1).quantity).toBeUndefined();
    expect(view().line(99).canChange).toBe(true);
  });

  it('saves the basket as it is once, waits meanwhile, then opens the saved quotation', async () => {
    const { actor, view, saves, openQuotation } = startBasket();
    expect(view().canSave).toBe(false);
    view().line(11).toggle(true);
    view().line(12).toggle(true);
    view().line(12).setQuantity(3);
    view().save();
    expect(view()).toMatchObject({ saving: true, canSave: false });
    expect(view().line(11).canChange).toBe(false);
    view().save();
    expect(saves.map((save) => save.items)).toEqual([
      [
        { rateId: 11, quantity: 1 },
        { rateId: 12, quantity: 3 },
      ],
    ]);
    saves[0]!.answer({ id: 'q-1' });
    await settle();
    expect(openQuotation).toHaveBeenCalledWith({ id: 'q-1' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("a refused save keeps the basket with the server's words; an ended session opens the login dialog", async () => {
    const { view, failures, askLogin } = startBasket();
    view().line(11).toggle(true);
    failures.push(sampleApiFailure('0', 'This rate has expired'));
    view().save();
    await settle();
    expect(view()).toMatchObject({ count: 1, saving: false, failure: { message: 'This rate has expired' } });
    expect(askLogin).not.toHaveBeenCalled();
    // A change to the basket keeps the message; the next save clears it.
    view().line(11).setQuantity(2);
    expect(view().failure).not.toBeNull();
    failures.push(sampleApiFailure('401', 'Please log in again'));
    view().save();
    await settle();
    expect(view().failure).toMatchObject({ code: '401' });
    expect(askLogin).toHaveBeenCalledTimes(1);
    failures.push(new TypeError('Failed to fetch'));
    view().save();
    await settle();
    // A transport failure has no words of the server's: the page says it in its own.
    expect(view().failure).toMatchObject({ message: '' });
  });

  it('a new search empties the basket and forgets the failure', async () => {
    const { view, failures } = startBasket();
    view().line(11).toggle(true);
    failures.push(new TypeError('Failed to fetch'));
    view().save();
    await settle();
    view().clear();
    expect(view()).toMatchObject({ count: 0, failure: null, canSave: false });
  });
});
