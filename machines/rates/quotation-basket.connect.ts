import type { Failure } from '../../domain/api/failure.ts';
import type { QuotationBasketEvent, QuotationBasketSnapshot } from './quotation-basket.machine.ts';

/** A rate's place in the basket as its row shows it: ticked with a count, and what may change. */
export interface BasketLine {
  /** The containers asked for; undefined while the rate is not in the basket. */
  quantity: number | undefined;
  /** The line may change now: not past the basket's limit, not while the basket is being saved. */
  canChange: boolean;
  toggle: (inBasket: boolean) => void;
  setQuantity: (quantity: number) => void;
}

export interface QuotationBasketView {
  count: number;
  saving: boolean;
  canSave: boolean;
  save: () => void;
  /** Why the last save failed, until the next save or search. */
  failure: Failure | null;
  line: (rateId: number) => BasketLine;
  /** A new search: the rates picked belong to the previous answer. */
  clear: () => void;
}

/** What the rates page draws from its quotationBasket state (in the manner of Zag's `connect`). */
export function connectQuotationBasket(
  snapshot: QuotationBasketSnapshot,
  send: (event: QuotationBasketEvent) => void,
): QuotationBasketView {
  const { items, failure } = snapshot.context;
  return {
    count: items.length,
    saving: snapshot.matches('saving'),
    canSave: snapshot.can({ type: 'SAVE' }),
    save: () => send({ type: 'SAVE' }),
    failure: snapshot.matches({ editing: 'failed' }) ? failure : null,
    line: (rateId) => {
      const quantity = items.find((item) => item.rateId === rateId)?.quantity;
      return {
        quantity,
        canChange: snapshot.can(
          quantity === undefined ? { type: 'ADD', rateId } : { type: 'REMOVE', rateId },
        ),
        toggle: (inBasket) => send(inBasket ? { type: 'ADD', rateId } : { type: 'REMOVE', rateId }),
        setQuantity: (next) => send({ type: 'SET_QUANTITY', rateId, quantity: next }),
      };
    },
    clear: () => send({ type: 'CLEAR' }),
  };
}
