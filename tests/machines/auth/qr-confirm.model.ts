import { qrConfirmMachine } from '../../../machines/auth/qr-confirm.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';

export const qrConfirmModel: MachineModel<typeof qrConfirmMachine> = {
  machine: qrConfirmMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  input: { code: 'scan-code' },
  events: { SIGNED_IN: [{ type: 'SIGNED_IN' }], CONFIRM: [{ type: 'CONFIRM' }] },
  actors: {
    loadRequest: {
      done: [
        {
          code: '1',
          message: '',
          data: {
            device: 'Chrome on Windows',
            userAgent: 'Mozilla/5.0',
            ip: '127.0.0.1',
            requestedAt: '2026-11-21T08:00:00Z',
            expiresAt: '2026-11-21T08:02:00Z',
          },
        },
      ],
      error: [sampleApiFailure('2', 'expired'), new Error('network')],
    },
    confirm: {
      done: [{ code: '1', message: '' }],
      error: [sampleApiFailure('2', 'expired'), new Error('network')],
    },
  },
};
