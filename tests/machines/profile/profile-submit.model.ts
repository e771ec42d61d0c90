import { profileSubmitMachine } from '../../../machines/profile/profile-submit.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';

export const profileSubmitModel: MachineModel<typeof profileSubmitMachine> = {
  machine: profileSubmitMachine,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, refused: snapshot.context.refusal !== null }),
  events: {
    SUBMIT: [{ type: 'SUBMIT', input: { oldPassword: 'abc12345', password: 'new12345', webFlag: 2 } }],
    DISMISS: [{ type: 'DISMISS' }],
  },
  actors: {
    submit: {
      done: [{ code: '1', message: 'Your profile was saved' }],
      error: [sampleApiFailure('400', 'Invalid mobile number'), new Error('network')],
    },
  },
};
