import { companySuggestMachine } from '../../../machines/auth/company-suggest.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';

export const companySuggestModel: MachineModel<typeof companySuggestMachine> = {
  machine: companySuggestMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  input: {},
  events: {
    TYPE: [
      { type: 'TYPE', text: '示例' },
      { type: 'TYPE', text: '示例货运' },
    ],
    CHOOSE: [
      { type: 'CHOOSE', company: { id: 42, name: '示例货运有限公司', nameEn: 'Sample Freight Co., Ltd.' } },
    ],
    DISMISS: [{ type: 'DISMISS' }],
  },
  actors: {
    searchCompanies: {
      done: [
        {
          code: '1',
          message: '',
          items: [{ id: 42, name: '示例货运有限公司', nameEn: 'Sample Freight Co., Ltd.' }],
        },
      ],
      error: [sampleApiFailure('500', 'directory unavailable'), new Error('network')],
    },
  },
};
