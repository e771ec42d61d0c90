import { UPLOAD_MAX_BYTES } from '../../../domain/constants.ts';
import { spaceBookingMachine } from '../../../machines/booking/space-booking.machine.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleApiFailure, sampleDraft, sampleOffer, sampleUploadedFile } from './samples.ts';

export const spaceBookingModel: MachineModel<typeof spaceBookingMachine> = {
  machine: spaceBookingMachine,
  // Everything a guard reads: the lines as typed (by position), whether a file is uploaded.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      lines: snapshot.context.lines.map((line) => `${line.containerType}:${line.quantity}`),
      file: snapshot.context.file !== null,
    }),
  events: {
    OPEN: [
      { type: 'OPEN', offer: sampleOffer(), customerType: 1 },
      { type: 'OPEN', offer: sampleOffer(), customerType: null },
      {
        type: 'OPEN',
        offer: sampleOffer({
          lines: [{ containerType: '40HQ', remaining: 0, unitPrice: 2150, currency: 'USD' }],
        }),
        customerType: 1,
      },
    ],
    ADD_LINE: [{ type: 'ADD_LINE' }],
    REMOVE_LINE: [{ type: 'REMOVE_LINE', index: 1 }],
    // The first line's type and quantity typed again: the model stays small (every line change
    // would multiply the paths), and the rules are the domain's, tested there and in tests/app.
    SET_TYPE: [{ type: 'SET_TYPE', index: 0, containerType: '40HQ' }],
    SET_QUANTITY: [{ type: 'SET_QUANTITY', index: 0, quantity: '1' }],
    BLUR: [{ type: 'BLUR', field: 'attorneyFile' }],
    CHOOSE_FILE: [
      { type: 'CHOOSE_FILE', file: { name: 'attorney.pdf', size: 120_000 } },
      { type: 'CHOOSE_FILE', file: { name: 'scan.png', size: UPLOAD_MAX_BYTES + 1 } },
    ],
    PICK_ON_FILE: [{ type: 'PICK_ON_FILE', file: sampleUploadedFile }],
    SUBMIT: [{ type: 'SUBMIT' }],
    CLOSE: [{ type: 'CLOSE' }],
  },
  actors: {
    uploadFile: {
      done: [sampleUploadedFile],
      error: [sampleApiFailure('400', 'Only PDF, JPEG or PNG files can be uploaded')],
    },
    bookSpace: {
      done: [sampleDraft()],
      error: [
        sampleApiFailure('0', 'Not enough 40HQ space is left any more; reduce the quantity and try again'),
      ],
    },
  },
};
