import { portLookupMachine } from '../../../machines/freight/port-lookup.machine.ts';
import { rotterdam } from '../../support/sample-places.ts';
import type { MachineModel } from '../harness/model.ts';

export const portLookupModel: MachineModel<typeof portLookupMachine> = {
  machine: portLookupMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    SEARCH: [
      { type: 'SEARCH', query: { keyword: 'rotter' } },
      { type: 'SEARCH', query: { keyword: '上海', kind: 'seaport' } },
    ],
    STOP: [{ type: 'STOP' }],
  },
  actors: {
    searchPorts: {
      done: [[rotterdam], []],
      error: [new Error('network')],
    },
  },
};
