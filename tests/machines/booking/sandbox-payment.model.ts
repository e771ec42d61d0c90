import { sandboxPaymentMachine } from '../../../machines/booking/sandbox-payment.machine.ts';
import type { MachineModel } from '../harness/model.ts';
import { SAMPLE_PAYMENT_CODE, sampleSandboxPayment } from './pay-samples.ts';

export const sandboxPaymentModel: MachineModel<typeof sandboxPaymentMachine> = {
  machine: sandboxPaymentMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    OPEN: [
      { type: 'OPEN', code: SAMPLE_PAYMENT_CODE },
      { type: 'OPEN', code: 'not a code' },
    ],
    CONFIRM: [{ type: 'CONFIRM' }],
    RETRY: [{ type: 'RETRY' }],
  },
  actors: {
    // The app's calls reject with the envelope's code and message (domain/api/failure.ts), or a transport error.
    loadPayment: {
      done: [
        { payment: sampleSandboxPayment('open'), remainingMs: 120_000 },
        { payment: sampleSandboxPayment('paid'), remainingMs: 0 },
        { payment: sampleSandboxPayment('closed'), remainingMs: 0 },
      ],
      error: [
        { code: '404', message: 'This payment code is not valid' },
        { code: '429', message: 'Too many attempts; please wait a moment and try again' },
        new Error('network'),
      ],
    },
    confirmPayment: {
      done: [
        { payment: sampleSandboxPayment('paid'), remainingMs: 0 },
        { payment: sampleSandboxPayment('closed'), remainingMs: 0 },
      ],
      error: [
        { code: '404', message: 'This payment code is not valid' },
        { code: '0', message: 'This order is closed and can no longer be paid' },
        new Error('network'),
      ],
    },
  },
};
