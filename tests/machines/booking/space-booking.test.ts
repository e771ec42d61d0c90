import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderDraft, UploadedFileAnswer } from '../../../domain/api/booking.ts';
import type { BookSpaceBody } from '../../../domain/api/booking-schemas.ts';
import { UPLOAD_MAX_BYTES } from '../../../domain/constants.ts';
import {
  bookingTotal,
  spaceBookingMachine,
  visibleProblems,
} from '../../../machines/booking/space-booking.machine.ts';
import { sampleApiFailure, sampleDraft, sampleOffer, sampleUploadedFile } from './samples.ts';

interface Fakes {
  upload?: () => Promise<UploadedFileAnswer>;
  book?: (body: BookSpaceBody) => Promise<OrderDraft>;
}

const start = ({ upload, book }: Fakes = {}) => {
  const uploads: string[] = [];
  const bookings: BookSpaceBody[] = [];
  const contactCardOpened = vi.fn();
  const machine = spaceBookingMachine.provide({
    actors: {
      uploadFile: fromPromise(async ({ input }) => {
        uploads.push(input.file.name);
        return (upload ?? (async () => sampleUploadedFile))();
      }),
      bookSpace: fromPromise(async ({ input }) => {
        bookings.push(input);
        return (book ?? (async () => sampleDraft()))(input);
      }),
    },
    actions: { openContactCard: contactCardOpened },
  });
  const actor = createActor(machine).start();
  return { actor, uploads, bookings, contactCardOpened };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('spaceBooking: blockers (spec §5)', () => {
  it('spec §5: a customer without a customer type is told to contact customer service, and the contact card opens', () => {
    const { actor, contactCardOpened } = start();
    actor.send({ type: 'OPEN', offer: sampleOffer(), customerType: null });
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(actor.getSnapshot().context.blocker).toBe('customerTypeMissing');
    expect(contactCardOpened).toHaveBeenCalledTimes(1);
  });

  it('spec §5: an empty space and an empty route code cannot be booked', () => {
    const empty = start();
    empty.actor.send({
      type: 'OPEN',
      offer: sampleOffer({ lines: [{ containerType: '40HQ', remaining: 0, unitPrice: 1, currency: 'USD' }] }),
      customerType: 1,
    });
    expect(empty.actor.getSnapshot().context.blocker).toBe('emptySpaceCannotBeBooked');
    const noRoute = start();
    noRoute.actor.send({ type: 'OPEN', offer: sampleOffer({ routeCode: '' }), customerType: 1 });
    expect(noRoute.actor.getSnapshot().context.blocker).toBe('emptyRouteCodeCannotBeBooked');
    expect(noRoute.contactCardOpened).not.toHaveBeenCalled();
  });
});

describe('spaceBooking: the form (spec §5)', () => {
  const opened = (fakes?: Fakes) => {
    const started = start(fakes);
    started.actor.send({ type: 'OPEN', offer: sampleOffer(), customerType: 1 });
    return started;
  };

  it('opens with one line of the first type with space, one container', () => {
    const { actor } = opened();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.lines).toEqual([{ key: 1, containerType: '40HQ', quantity: '1' }]);
  });

  it('a new line takes a type no line has; no more lines than offered types', () => {
    const { actor } = opened();
    actor.send({ type: 'ADD_LINE' });
    expect(actor.getSnapshot().context.lines.map((line) => line.containerType)).toEqual(['40HQ', '20GP']);
    expect(actor.getSnapshot().can({ type: 'ADD_LINE' })).toBe(false);
    actor.send({ type: 'REMOVE_LINE', index: 1 });
    expect(actor.getSnapshot().can({ type: 'REMOVE_LINE', index: 0 })).toBe(false);
  });

  it('spec §5: problems show only after the field was left or a submit was attempted', () => {
    const { actor } = opened();
    actor.send({ type: 'SET_QUANTITY', index: 0, quantity: '7' });
    expect(visibleProblems(actor.getSnapshot().context)).toEqual({ lines: {}, attorneyFile: null });
    actor.send({ type: 'BLUR', field: 'line:1' });
    expect(visibleProblems(actor.getSnapshot().context).lines).toEqual({ 1: 'quantityExceedsRemaining' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(visibleProblems(actor.getSnapshot().context)).toEqual({
      lines: { 1: 'quantityExceedsRemaining' },
      attorneyFile: 'attorneyFileRequired',
    });
  });

  it('spec §5: quantity messages in the rules’ order, and no duplicate container types', () => {
    const { actor } = opened();
    actor.send({ type: 'SUBMIT' });
    const problemFor = (quantity: string) => {
      actor.send({ type: 'SET_QUANTITY', index: 0, quantity });
      return visibleProblems(actor.getSnapshot().context).lines[1];
    };
    expect(problemFor('')).toBe('quantityRequired');
    expect(problemFor('1.5')).toBe('quantityNotInteger');
    expect(problemFor('0')).toBe('quantityNotPositive');
    expect(problemFor('6')).toBeUndefined();
    actor.send({ type: 'ADD_LINE' });
    actor.send({ type: 'SET_TYPE', index: 1, containerType: '40HQ' });
    expect(visibleProblems(actor.getSnapshot().context).lines).toEqual({ 2: 'duplicateContainerType' });
  });

  it('spec §5: a file over 10 MiB is refused in the browser with fileTooLarge; exactly 10 MiB is sent', async () => {
    const { actor, uploads } = opened();
    actor.send({ type: 'CHOOSE_FILE', file: { name: 'scan.png', size: UPLOAD_MAX_BYTES + 1 } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(visibleProblems(actor.getSnapshot().context).attorneyFile).toBe('fileTooLarge');
    expect(uploads).toEqual([]);
    actor.send({ type: 'CHOOSE_FILE', file: { name: 'scan.pdf', size: UPLOAD_MAX_BYTES } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(uploads).toEqual(['scan.pdf']);
    expect(actor.getSnapshot().context.file).toEqual(sampleUploadedFile);
    expect(visibleProblems(actor.getSnapshot().context).attorneyFile).toBeNull();
  });

  it('the server’s refusal of a file shows its message; the lines are kept', async () => {
    const { actor } = opened({
      upload: () => Promise.reject(sampleApiFailure('400', 'Only PDF, JPEG or PNG files can be uploaded')),
    });
    actor.send({ type: 'SET_QUANTITY', index: 0, quantity: '3' });
    actor.send({ type: 'CHOOSE_FILE', file: { name: 'setup.pdf', size: 2048 } });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.uploadFailure).toEqual({
      code: '400',
      message: 'Only PDF, JPEG or PNG files can be uploaded',
    });
    expect(context.lines[0]!.quantity).toBe('3');
  });

  it('submits the lines and the stored file name; done outputs the order draft', async () => {
    const { actor, bookings } = opened();
    actor.send({ type: 'ADD_LINE' });
    actor.send({ type: 'SET_QUANTITY', index: 0, quantity: '2' });
    actor.send({ type: 'CHOOSE_FILE', file: { name: 'attorney.pdf', size: 120_000 } });
    await settle();
    expect(bookingTotal(actor.getSnapshot().context)).toBe(2 * 2150 + 1200);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(bookings).toEqual([
      {
        sailingId: 434,
        containers: [
          { containerType: '40HQ', quantity: 2 },
          { containerType: '20GP', quantity: 1 },
        ],
        attorneyFile: sampleUploadedFile.alifileName,
      },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(sampleDraft());
  });

  it('a refused booking shows the server’s message and keeps every value', async () => {
    const message = 'Not enough 40HQ space is left any more; reduce the quantity and try again';
    const { actor } = opened({ book: () => Promise.reject(sampleApiFailure('0', message)) });
    actor.send({ type: 'SET_QUANTITY', index: 0, quantity: '5' });
    actor.send({ type: 'CHOOSE_FILE', file: { name: 'attorney.pdf', size: 120_000 } });
    await settle();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'SUBMIT' });
    await settle();
    const after = actor.getSnapshot();
    expect(after.value).toBe('failed');
    expect(after.context.submitFailure).toEqual({ code: '0', message });
    expect(after.context.lines).toEqual(before.lines);
    expect(after.context.file).toEqual(before.file);
    actor.send({ type: 'SET_QUANTITY', index: 0, quantity: '4' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a transport failure of the submit is a failure without a message (the dialog says the network failed)', async () => {
    const { actor } = opened({ book: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'CHOOSE_FILE', file: { name: 'attorney.pdf', size: 120_000 } });
    await settle();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.submitFailure).toEqual({ code: 'network', message: '' });
  });
});

describe('spaceBooking: the power of attorney on file (spec §5)', () => {
  it('spec §5: the file on file is picked instead of an upload, and the booking names it', async () => {
    const { actor, uploads, bookings } = start();
    actor.send({ type: 'OPEN', offer: sampleOffer(), customerType: 1 });
    const onFile = { ...sampleUploadedFile, alifileName: 'OnFileAttorney0123456789' };
    actor.send({ type: 'PICK_ON_FILE', file: onFile });
    expect(actor.getSnapshot().context.file).toEqual(onFile);
    expect(actor.getSnapshot().context.chosen).toEqual({ name: onFile.fileName, size: onFile.size });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(uploads).toEqual([]);
    expect(bookings[0]?.attorneyFile).toBe('OnFileAttorney0123456789');
  });
});
