import { quotationBasketMachine } from '../../../machines/rates/quotation-basket.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';

export const quotationBasketModel: MachineModel<typeof quotationBasketMachine> = {
  machine: quotationBasketMachine,
  // Whether the basket is empty decides SAVE; its rates and counts decide nothing else.
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, items: snapshot.context.items.length > 0 }),
  events: {
    ADD: [{ type: 'ADD', rateId: 11 }],
    SET_QUANTITY: [{ type: 'SET_QUANTITY', rateId: 11, quantity: 2 }],
    REMOVE: [{ type: 'REMOVE', rateId: 11 }],
    CLEAR: [{ type: 'CLEAR' }],
    SAVE: [{ type: 'SAVE' }],
  },
  actors: {
    saveQuotation: {
      done: [{ id: 'q-1' }],
      error: [sampleApiFailure('401', 'Please log in again'), new Error('network')],
    },
  },
};
