import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import { paymentWindowMachine } from '../../../machines/booking/payment-window.machine.ts';
import type { MachineModel } from '../harness/model.ts';
import {
  sampleApiFailure,
  sampleCancelledDraft,
  sampleDraft,
  sampleExpiredDraft,
  sampleOfferedDraft,
  sampleOfferWindowDraft,
  samplePaidDraft,
} from './samples.ts';

export const paymentWindowModel: MachineModel<typeof paymentWindowMachine> = {
  machine: paymentWindowMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    SHOW: [{ type: 'SHOW', draft: sampleDraft() }],
    RESUME: [{ type: 'RESUME', orderId: 81 }],
    CANCEL: [{ type: 'CANCEL' }],
    CONFIRM_CANCEL: [{ type: 'CONFIRM_CANCEL' }],
    KEEP: [{ type: 'KEEP' }],
    CLOSE: [{ type: 'CLOSE' }],
  },
  actors: {
    getSpaceOrder: {
      done: [
        sampleDraft(),
        samplePaidDraft(),
        sampleExpiredDraft(),
        sampleCancelledDraft(),
        sampleOfferedDraft(),
        sampleOfferWindowDraft(),
      ],
      error: [sampleApiFailure('404', 'No such order')],
    },
    cancelSpaceOrder: {
      done: [sampleCancelledDraft()],
      error: [sampleApiFailure('0', 'The order’s current status does not allow this')],
    },
    // The orderPoll child has its own model; here only how it ended matters.
    pollOrder: {
      done: [
        { outcome: 'settled', draft: samplePaidDraft() },
        { outcome: 'settled', draft: sampleExpiredDraft() },
        { outcome: 'settled', draft: sampleCancelledDraft() },
        { outcome: 'settled', draft: sampleOfferedDraft() },
        { outcome: 'unreadable', failure: { code: '404', message: 'No such order' } },
        { outcome: 'lost', failure: { code: NETWORK_FAILURE_CODE, message: '' } },
      ],
    },
  },
};
