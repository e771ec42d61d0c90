import { themeMachine } from '../../../machines/shell/theme.machine.ts';
import type { MachineModel } from '../harness/model.ts';

export const themeModel: MachineModel<typeof themeMachine> = {
  machine: themeMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  input: { colour: '#409eff' },
  events: {
    PICK: [
      { type: 'PICK', value: 'rgb(255,0,0)' },
      { type: 'PICK', value: 'rgb(256,0,0)' },
    ],
    RESET: [{ type: 'RESET', value: '#409eff' }],
  },
};
