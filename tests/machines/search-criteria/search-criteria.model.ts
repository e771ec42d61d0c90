import { searchCriteriaMachine } from '../../../machines/search-criteria/search-criteria.machine.ts';
import type { MachineModel } from '../harness/model.ts';

export const searchCriteriaModel: MachineModel<typeof searchCriteriaMachine> = {
  machine: searchCriteriaMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  input: { values: { pol: '', pod: '', directOnly: false } },
  events: {
    EDIT: [
      { type: 'EDIT', field: 'pol', value: 'CNSHA' },
      { type: 'EDIT', field: 'directOnly', value: true },
    ],
    RESET: [{ type: 'RESET' }],
  },
};
