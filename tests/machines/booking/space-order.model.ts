import { spaceOrderMachine } from '../../../machines/booking/space-order.machine.ts';
import type { MachineModel } from '../harness/model.ts';

export const spaceOrderModel: MachineModel<typeof spaceOrderMachine> = {
  machine: spaceOrderMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    pay: [
      { type: 'pay', by: 'system' },
      { type: 'pay', by: 'owner' },
    ],
    expire: [
      { type: 'expire', by: 'system' },
      { type: 'expire', by: 'staff' },
    ],
    cancel: [
      { type: 'cancel', by: 'owner' },
      { type: 'cancel', by: 'staff' },
    ],
    complete: [
      { type: 'complete', by: 'staff' },
      { type: 'complete', by: 'owner' },
    ],
    refuse: [
      { type: 'refuse', by: 'staff', reason: 'Vessel omitted the port' },
      { type: 'refuse', by: 'staff', reason: ' ' },
      { type: 'refuse', by: 'owner', reason: 'no' },
    ],
    return: [
      { type: 'return', by: 'staff', reason: 'Fix the shipper name' },
      { type: 'return', by: 'staff' },
    ],
  },
};
