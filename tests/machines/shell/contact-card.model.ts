import { contactCardMachine } from '../../../machines/shell/contact-card.machine.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleContact } from './samples.ts';

export const contactCardModel: MachineModel<typeof contactCardMachine> = {
  machine: contactCardMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: {
    TOGGLE: [{ type: 'TOGGLE' }],
    CLOSE: [{ type: 'CLOSE' }],
    COPY: [
      { type: 'COPY', target: 'phone' },
      { type: 'COPY', target: 'email' },
    ],
  },
  actors: {
    loadContact: { done: [sampleContact], error: [new Error('network')] },
    copyToClipboard: { done: [undefined], error: [new Error('denied')] },
  },
};
