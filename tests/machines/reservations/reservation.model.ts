import { reservationMachine } from '../../../machines/reservations/reservation.machine.ts';
import type { MachineModel } from '../harness/model.ts';

export const reservationModel: MachineModel<typeof reservationMachine> = {
  machine: reservationMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    APPROVE: [
      { type: 'APPROVE', by: 'staff' },
      { type: 'APPROVE', by: 'owner' },
    ],
    REFUSE: [
      { type: 'REFUSE', by: 'staff', reason: 'No space on this loop that week' },
      { type: 'REFUSE', by: 'staff', reason: '  ' },
      { type: 'REFUSE', by: 'owner', reason: 'No longer needed' },
    ],
    CANCEL: [
      { type: 'CANCEL', by: 'owner' },
      { type: 'CANCEL', by: 'staff' },
    ],
  },
};
