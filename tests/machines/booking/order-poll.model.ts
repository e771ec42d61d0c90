import { orderPollMachine } from '../../../machines/booking/order-poll.machine.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleApiFailure, sampleDraft, samplePaidDraft } from './samples.ts';

export const orderPollModel: MachineModel<typeof orderPollMachine> = {
  machine: orderPollMachine,
  // The failures in a row decide when a blip ends the polling.
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, failures: snapshot.context.failures }),
  input: { orderId: 81 },
  events: {},
  actors: {
    getSpaceOrder: {
      done: [sampleDraft({}, 176_000), samplePaidDraft()],
      error: [new Error('network'), sampleApiFailure('404', 'No such order')],
    },
  },
};
