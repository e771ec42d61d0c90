import { portLookupMachine } from '../../../machines/freight/port-lookup.machine.ts';
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
      done: [
        [
          {
            code: 'NLRTM',
            nameEn: 'Rotterdam',
            nameCn: '鹿特丹',
            country: 'NL',
            kind: 'seaport',
            timeZone: 'Europe/Amsterdam',
            lat: 51.95,
            lon: 4.14,
          },
        ],
        [],
      ],
      error: [new Error('network')],
    },
  },
};
