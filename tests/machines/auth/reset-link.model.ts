import { resetLinkMachine } from '../../../machines/auth/reset-link.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleActivation, sampleExpiredLink, sampleResetGrant } from './samples.ts';

export const resetLinkModel: MachineModel<typeof resetLinkMachine> = {
  machine: resetLinkMachine,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, sendFlag: snapshot.context.sendFlag }),
  input: { companyId: 1, programJurisdictionFlag: 3 },
  events: {
    LINK_OPENED: [
      { type: 'LINK_OPENED', sendFlag: 1, token: 'reset-token' },
      { type: 'LINK_OPENED', sendFlag: 2, token: 'activation-token' },
    ],
  },
  actors: {
    decodeToken: {
      done: [
        { code: '1', message: '', validateMap: sampleResetGrant },
        { code: '1', message: '', validateMap: sampleActivation() },
        { code: '1', message: '', validateMap: sampleActivation({ certificationStatus: 3 }) },
        { code: '2', message: 'The link has expired', validateMap: sampleExpiredLink },
      ],
      error: [sampleApiFailure('0', 'Invalid link'), new Error('network')],
    },
  },
};
