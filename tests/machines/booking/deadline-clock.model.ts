import { deadlineClockMachine } from '../../../machines/booking/deadline-clock.machine.ts';
import type { MachineModel } from '../harness/model.ts';

export const deadlineClockModel: MachineModel<typeof deadlineClockMachine> = {
  machine: deadlineClockMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  // A documentation cut-off three days after the timeline opens; the clock reads cover each outcome.
  input: {
    deadlines: [
      {
        kind: 'cutOff',
        code: 'DCO',
        at: '2026-12-04T02:00:00.000Z',
        port: 'CNSHA',
        timeZone: 'Asia/Shanghai',
      },
    ],
    now: Date.parse('2026-12-01T02:00:00.000Z'),
  },
  events: {},
  actors: {
    readClock: {
      done: [
        Date.parse('2026-12-01T02:01:00.000Z'),
        Date.parse('2026-12-03T02:00:00.000Z'),
        Date.parse('2026-12-04T02:00:00.000Z'),
      ],
    },
  },
};
