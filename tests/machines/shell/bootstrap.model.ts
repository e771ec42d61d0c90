import { bootstrapMachine } from '../../../machines/shell/bootstrap.machine.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleTenant } from './samples.ts';

export const bootstrapModel: MachineModel<typeof bootstrapMachine> = {
  machine: bootstrapMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  // A returning mobile visitor of company 1: the tenant samples decide which guard holds.
  input: { storedCompanyId: 1, isMobileDevice: true },
  events: { RETRY: [{ type: 'RETRY' }] },
  actors: {
    loadTenant: {
      done: [
        sampleTenant(),
        sampleTenant({ companyId: 2 }),
        sampleTenant({ mobileDomainName: 'm.example.com' }),
      ],
      error: [new Error('network')],
    },
  },
};
