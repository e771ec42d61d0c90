import {
  keywordOf,
  optionsOf,
  portComboboxMachine,
} from '../../../machines/freight/port-combobox.machine.ts';
import { rotterdam } from '../../support/sample-places.ts';
import type { MachineModel } from '../harness/model.ts';

export const portComboboxModel: MachineModel<typeof portComboboxMachine> = {
  machine: portComboboxMachine,
  // What the guards read: the list open or closed, whether the field has a port, whether there
  // is typed text to look up, whether the list has options and an active one. One typed text and
  // no recent list keep the paths few; the app tests type codes and use the recent lists.
  serializeState: (snapshot) => {
    const { context } = snapshot;
    return JSON.stringify({
      value: snapshot.value,
      port: context.value !== null,
      keyword: keywordOf(context) !== '',
      options: optionsOf(context).length > 0,
      active: context.active >= 0,
    });
  },
  input: { value: null, kind: 'seaport' },
  events: {
    OPEN: [{ type: 'OPEN' }],
    CLOSE: [{ type: 'CLOSE' }],
    DISMISS: [{ type: 'DISMISS' }],
    INPUT: [{ type: 'INPUT', text: 'rotter' }],
    NEXT: [{ type: 'NEXT' }],
    PREVIOUS: [{ type: 'PREVIOUS' }],
    FIRST: [{ type: 'FIRST' }],
    LAST: [{ type: 'LAST' }],
    CHOOSE_ACTIVE: [{ type: 'CHOOSE_ACTIVE' }],
    SELECT: [
      { type: 'SELECT', port: { code: 'NLRTM', nameEn: 'Rotterdam', nameCn: '鹿特丹', country: 'NL' } },
    ],
    VALUE: [{ type: 'VALUE', value: null }],
  },
  actors: {
    portLookup: {
      snapshot: [
        { value: 'searching', context: { ports: [] } },
        { value: 'found', context: { ports: [rotterdam] } },
        { value: 'failed', context: { ports: [] } },
      ],
    },
  },
};
