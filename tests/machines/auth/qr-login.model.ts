import { qrLoginMachine } from '../../../machines/auth/qr-login.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleValidateMap } from './samples.ts';

export const qrLoginModel: MachineModel<typeof qrLoginMachine> = {
  machine: qrLoginMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  input: { companyId: 1, webFlag: 1 },
  events: { RETRY: [{ type: 'RETRY' }] },
  actors: {
    fetchQrCode: {
      done: [{ code: '1', message: '', logoQrCode: 'data:image/png;base64,AAAA', logoQrCodeUUID: 'uuid-1' }],
      error: [sampleApiFailure('0', 'QR service unavailable'), new Error('network')],
    },
    checkQrLogin: {
      done: [{ code: '1', message: '', validateMap: sampleValidateMap() }],
      error: [
        sampleApiFailure('2', 'QR code expired'),
        sampleApiFailure('0', 'not confirmed yet'),
        sampleApiFailure('429', 'Too many requests'),
        new Error('network'),
      ],
    },
  },
};
