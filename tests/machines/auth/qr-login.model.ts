import { qrLoginMachine } from '../../../machines/auth/qr-login.machine.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleValidateMap } from './samples.ts';

export const qrLoginModel: MachineModel<typeof qrLoginMachine> = {
  machine: qrLoginMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  input: { companyId: 1, webFlag: 1 },
  events: { RETRY: [{ type: 'RETRY' }] },
  actors: {
    fetchQrCode: {
      done: [
        { code: '1', message: '', logoQrCode: 'data:image/png;base64,AAAA', logoQrCodeUUID: 'uuid-1' },
        { code: '0', message: 'QR service unavailable' },
      ],
      error: [new Error('network')],
    },
    checkQrLogin: {
      done: [
        { code: '1', message: '', validateMap: sampleValidateMap() },
        { code: '2', message: 'QR code expired' },
        { code: '0', message: 'not confirmed yet' },
        { code: '429', message: 'Too many requests' },
      ],
      error: [new Error('network')],
    },
  },
};
