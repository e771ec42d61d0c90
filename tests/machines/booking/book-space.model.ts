import { bookSpaceMachine } from '../../../machines/booking/book-space.machine.ts';
import type { PaymentWindowOutput } from '../../../machines/booking/payment-window.machine.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleDraft, sampleOffer } from './samples.ts';

const ended = (outcome: PaymentWindowOutput['outcome']): PaymentWindowOutput => ({ outcome });

export const bookSpaceModel: MachineModel<typeof bookSpaceMachine> = {
  machine: bookSpaceMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    OPEN: [{ type: 'OPEN', offer: sampleOffer(), customerType: 1 }],
    RESUME: [{ type: 'RESUME', orderId: 81 }],
    CLOSE: [{ type: 'CLOSE' }],
  },
  actors: {
    // Each child has its own model; here only how it ended matters (a close it refuses is its own).
    spaceBooking: { done: [sampleDraft(), null] },
    paymentWindow: {
      done: [ended('closed'), ended('paid'), ended('expired'), ended('cancelled'), ended('failed')],
    },
  },
};
