import { orderProgressMachine } from '../../../machines/orders/order-progress.machine.ts';
import type { MachineModel } from '../harness/model.ts';

export const orderProgressModel: MachineModel<typeof orderProgressMachine> = {
  machine: orderProgressMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    customerServiceConfirm: [
      { type: 'customerServiceConfirm', by: 'staff' },
      { type: 'customerServiceConfirm', by: 'owner' },
    ],
    bookingSuccess: [
      { type: 'bookingSuccess', by: 'staff', bookingNumber: 'COSU6301234567' },
      { type: 'bookingSuccess', by: 'staff' },
    ],
    packingDone: [{ type: 'packingDone', by: 'staff' }],
    declared: [{ type: 'declared', by: 'staff' }],
    billOfLadingConfirm: [
      { type: 'billOfLadingConfirm', by: 'staff', blNumber: 'COSU8812345670' },
      { type: 'billOfLadingConfirm', by: 'staff', blNumber: ' ' },
    ],
    billConfirm: [{ type: 'billConfirm', by: 'staff' }],
    done: [{ type: 'done', by: 'staff' }],
    cancel: [
      { type: 'cancel', by: 'owner' },
      { type: 'cancel', by: 'staff' },
    ],
  },
};
