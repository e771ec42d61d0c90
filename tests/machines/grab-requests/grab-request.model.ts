import { grabRequestMachine } from '../../../machines/grab-requests/grab-request.machine.ts';
import type { MachineModel } from '../harness/model.ts';

export const grabRequestModel: MachineModel<typeof grabRequestMachine> = {
  machine: grabRequestMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    SHOW: [
      { type: 'SHOW', status: 'toBeHandled' },
      { type: 'SHOW', status: 'granted' },
      { type: 'SHOW', status: 'refused' },
      { type: 'SHOW', status: 'deleted' },
    ],
    GRANT: [
      { type: 'GRANT', by: 'staff' },
      { type: 'GRANT', by: 'owner' },
    ],
    REFUSE: [
      { type: 'REFUSE', by: 'staff' },
      { type: 'REFUSE', by: 'owner' },
    ],
    DELETE: [
      { type: 'DELETE', by: 'owner' },
      { type: 'DELETE', by: 'staff' },
    ],
  },
};
