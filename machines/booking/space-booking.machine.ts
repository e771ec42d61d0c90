import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { OrderDraft, UploadedFileAnswer } from '../../domain/api/booking.ts';
import type { BookSpaceBody } from '../../domain/api/booking-schemas.ts';
import { type Failure, failureIn } from '../../domain/api/failure.ts';
import type { MessageId } from '../../domain/messages.ts';
import { isFormValid, validateForm } from '../../domain/validation/rule.ts';
import {
  containerLineProblem,
  isUploadWithinLimit,
  type OfferLine,
  type SpaceBookingForm,
  type SpaceOffer,
  spaceBookingBlocker,
  spaceBookingRules,
  type UploadedFile,
} from '../../domain/validation/space-booking.ts';

/**
 * Booking available space (现舱, spec §5): the form of container lines and the attorney
 * file, the upload, and the submit that holds the space and answers the order draft (spec §3).
 * Every rule is domain/validation/space-booking.ts's; this machine decides when a problem shows
 * (after a submit attempt or when the field is left) and keeps every value through any failure.
 * The bookSpace machine invokes it and sends OPEN with the sailing's offer. It ends with the order
 * draft once the space is held, or with null when the dialog closes before that (CLOSE discards
 * the form and aborts an upload; it is refused while the booking is being sent).
 */
export const SPACE_BOOKING_MACHINE_ID = 'spaceBooking';

/** One container type of the sailing as the form offers it: the rules' line plus its price. */
export interface BookingOfferLine extends OfferLine {
  /** Per container; null behind the rate gate. */
  unitPrice: number | null;
  currency: string;
}

export interface BookingOffer extends SpaceOffer {
  sailingId: number;
  lines: readonly BookingOfferLine[];
}

/** A line of the form: a container type and the quantity as typed. `key` identifies it in the list. */
export interface ContainerLine {
  key: number;
  containerType: string;
  quantity: string;
}

/** What the browser knows of a chosen file before it is sent (a File is one). */
export interface ChosenFile {
  name: string;
  size: number;
}

/** The field a problem shows under: a container line (`line:<key>`) or the attorney file. */
export type BookingField = `line:${number}` | 'attorneyFile';

export type SpaceBookingEvent =
  /** The dialog opens on a sailing for a customer with this customer type (null: not maintained). */
  | { type: 'OPEN'; offer: BookingOffer; customerType: number | string | null }
  | { type: 'ADD_LINE' }
  /** Lines are addressed by position, as the user sees them. */
  | { type: 'REMOVE_LINE'; index: number }
  | { type: 'SET_TYPE'; index: number; containerType: string }
  | { type: 'SET_QUANTITY'; index: number; quantity: string }
  /** The user left a field: its problem shows from now on. */
  | { type: 'BLUR'; field: BookingField }
  | { type: 'CHOOSE_FILE'; file: ChosenFile }
  /** The customer's power of attorney on file (spec §5), picked instead of an upload. */
  | { type: 'PICK_ON_FILE'; file: UploadedFileAnswer }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export interface SpaceBookingContext {
  offer: BookingOffer | null;
  /** Why the booking cannot start (spec §5), shown instead of the form. */
  blocker: MessageId | null;
  lines: ContainerLine[];
  nextKey: number;
  /** The file being uploaded, or refused in the browser; its name and size show beside the input. */
  chosen: ChosenFile | null;
  /** The uploaded attorney file, what the submit names. */
  file: UploadedFileAnswer | null;
  /** The browser's refusal of the chosen file (fileTooLarge), before any upload. */
  fileProblem: MessageId | null;
  /** The server refused the upload (type by content, size while streaming): its message. */
  uploadFailure: Failure | null;
  /** The server refused the booking (space taken meanwhile...): its message above the form. */
  submitFailure: Failure | null;
  touched: BookingField[];
  /** A submit was attempted: every problem shows. */
  revealAll: boolean;
  draft: OrderDraft | null;
}

/** The held order's draft; null: the dialog closed before anything was held. */
export type SpaceBookingOutput = OrderDraft | null;

export interface UploadFileInput {
  /** The File itself in the app (ChosenFile is what the machine reads of it). */
  file: ChosenFile;
}

const emptyContext: SpaceBookingContext = {
  offer: null,
  blocker: null,
  lines: [],
  nextKey: 1,
  chosen: null,
  file: null,
  fileProblem: null,
  uploadFailure: null,
  submitFailure: null,
  touched: [],
  revealAll: false,
  draft: null,
};

/** A new line asks for one container of its type; the customer changes it. */
const NEW_LINE_QUANTITY = '1';

const lineField = (key: number): BookingField => `line:${key}`;

/** The form as the spec §5 rules read it. */
const formOf = (context: SpaceBookingContext): SpaceBookingForm => ({
  containers: context.lines,
  attorneyFiles: context.file
    ? [{ name: context.file.fileName, size: context.file.size } as UploadedFile]
    : [],
});

const sameType = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

export interface BookingProblems {
  /** By line key: the duplicate type, or the first problem of its quantity (spec §5). */
  lines: Readonly<Record<number, MessageId>>;
  attorneyFile: MessageId | null;
}

/** Every problem of the form, shown or not. */
const allProblems = (context: SpaceBookingContext): BookingProblems => {
  const lines: Record<number, MessageId> = {};
  if (context.offer) {
    context.lines.forEach((line, index) => {
      const repeated = context.lines
        .slice(0, index)
        .some((earlier) => sameType(earlier.containerType, line.containerType));
      const problem = repeated ? 'duplicateContainerType' : containerLineProblem(context.offer!, line);
      if (problem !== null) lines[line.key] = problem;
    });
  }
  const attorneyFile =
    context.fileProblem ??
    (context.offer
      ? (validateForm(formOf(context), spaceBookingRules(context.offer)).attorneyFiles ?? null)
      : null);
  return { lines, attorneyFile };
};

/** The problems the form shows: all of them after a submit attempt, otherwise those of fields left. */
export const visibleProblems = (context: SpaceBookingContext): BookingProblems => {
  const all = allProblems(context);
  const shows = (field: BookingField) => context.revealAll || context.touched.includes(field);
  return {
    lines: Object.fromEntries(
      Object.entries(all.lines).filter(([key]) => shows(lineField(Number(key)))),
    ) as Record<number, MessageId>,
    attorneyFile: shows('attorneyFile') ? all.attorneyFile : null,
  };
};

/** Whether the form as it stands may be sent. */
const isBookingFormValid = (context: SpaceBookingContext): boolean =>
  context.offer !== null &&
  context.fileProblem === null &&
  isFormValid(validateForm(formOf(context), spaceBookingRules(context.offer))) &&
  Object.keys(allProblems(context).lines).length === 0;

/** The total of the lines without a problem (spec §5), in the sailing's currency. */
export const bookingTotal = (context: SpaceBookingContext): number => {
  const problems = allProblems(context).lines;
  return context.lines.reduce((sum, line) => {
    const offered = context.offer?.lines.find((candidate) =>
      sameType(candidate.containerType, line.containerType),
    );
    return offered?.unitPrice != null && problems[line.key] === undefined
      ? sum + offered.unitPrice * Number(line.quantity)
      : sum;
  }, 0);
};

/** The first offered type no line has yet, for a new line. */
const unusedType = (context: SpaceBookingContext): string =>
  context.offer?.lines.find(
    (offered) =>
      offered.remaining > 0 &&
      !context.lines.some((line) => sameType(line.containerType, offered.containerType)),
  )?.containerType ?? '';

const editLine = (
  context: SpaceBookingContext,
  index: number,
  change: Partial<Omit<ContainerLine, 'key'>>,
): ContainerLine[] => context.lines.map((line, at) => (at === index ? { ...line, ...change } : line));

const spaceBookingSetup = setup({
  types: {
    context: {} as SpaceBookingContext,
    events: {} as SpaceBookingEvent,
    output: {} as SpaceBookingOutput,
  },
  actors: {
    /** src/api/files.ts uploadFile: multipart to common/uploadfile, aborted on `signal`. */
    uploadFile: fromPromise<UploadedFileAnswer, UploadFileInput>(() =>
      Promise.reject(new Error('uploadFile must be provided by the app')),
    ),
    /** booking-api.ts bookSpace: holds the space and answers the order draft. */
    bookSpace: fromPromise<OrderDraft, BookSpaceBody>(() =>
      Promise.reject(new Error('bookSpace must be provided by the app')),
    ),
  },
  guards: {
    customerTypeMissing: ({ event }) =>
      event.type === 'OPEN' && spaceBookingBlocker(event.offer, event.customerType) === 'customerTypeMissing',
    offerNotBookable: ({ event }) =>
      event.type === 'OPEN' && spaceBookingBlocker(event.offer, event.customerType) !== null,
    /** One line per offered type at most: another line could only repeat a type. */
    canAddLine: ({ context }) =>
      context.lines.length < (context.offer?.lines.filter((line) => line.remaining > 0).length ?? 0),
    canRemoveLine: ({ context }) => context.lines.length > 1,
    /** Spec §5: one file at most 10 MiB, refused before it is sent. */
    fileWithinLimit: ({ event }) => event.type === 'CHOOSE_FILE' && isUploadWithinLimit(event.file),
    formValid: ({ context }) => isBookingFormValid(context),
  },
  actions: {
    open: assign(({ event }) => {
      if (event.type !== 'OPEN') return {};
      const blocker = spaceBookingBlocker(event.offer, event.customerType);
      const first = event.offer.lines.find((line) => line.remaining > 0)?.containerType ?? '';
      return {
        ...emptyContext,
        offer: event.offer,
        blocker,
        lines: blocker === null ? [{ key: 1, containerType: first, quantity: NEW_LINE_QUANTITY }] : [],
        nextKey: 2,
      };
    }),
    /** Spec §5: the customer is told to contact customer service, and its card opens. */
    openContactCard: () => {},
    addLine: assign(({ context }) => ({
      lines: [
        ...context.lines,
        { key: context.nextKey, containerType: unusedType(context), quantity: NEW_LINE_QUANTITY },
      ],
      nextKey: context.nextKey + 1,
    })),
    removeLine: assign({
      lines: ({ context, event }) =>
        event.type === 'REMOVE_LINE' ? context.lines.filter((_, at) => at !== event.index) : context.lines,
    }),
    setType: assign({
      lines: ({ context, event }) =>
        event.type === 'SET_TYPE'
          ? editLine(context, event.index, { containerType: event.containerType })
          : context.lines,
    }),
    setQuantity: assign({
      lines: ({ context, event }) =>
        event.type === 'SET_QUANTITY'
          ? editLine(context, event.index, { quantity: event.quantity })
          : context.lines,
    }),
    touch: assign({
      touched: ({ context, event }) =>
        event.type === 'BLUR' && !context.touched.includes(event.field)
          ? [...context.touched, event.field]
          : context.touched,
    }),
    revealProblems: assign({ revealAll: true }),
    takeFile: assign(({ context, event }) =>
      event.type === 'CHOOSE_FILE'
        ? { chosen: event.file, file: null, fileProblem: null, uploadFailure: null }
        : context,
    ),
    refuseFile: assign(({ context, event }) =>
      event.type === 'CHOOSE_FILE'
        ? {
            chosen: event.file,
            file: null,
            fileProblem: 'fileTooLarge' as const,
            uploadFailure: null,
            touched: context.touched.includes('attorneyFile')
              ? context.touched
              : [...context.touched, 'attorneyFile' as const],
          }
        : context,
    ),
    keepUploadedFile: assign({ file: (_, file: UploadedFileAnswer) => file }),
    pickOnFile: assign(({ context, event }) =>
      event.type === 'PICK_ON_FILE'
        ? {
            chosen: { name: event.file.fileName, size: event.file.size },
            file: event.file,
            fileProblem: null,
            uploadFailure: null,
          }
        : context,
    ),
    recordUploadFailure: assign(({ context, event }) => ({
      file: null,
      uploadFailure: failureIn(event),
      touched: context.touched.includes('attorneyFile')
        ? context.touched
        : [...context.touched, 'attorneyFile' as const],
    })),
    forgetSubmitFailure: assign({ submitFailure: null }),
    recordSubmitFailure: assign({ submitFailure: ({ event }) => failureIn(event) }),
    keepDraft: assign({ draft: (_, draft: OrderDraft) => draft }),
  },
});

/** Editing the lines, the same wherever the form shows and may change. */
const lineEdits = {
  ADD_LINE: { guard: 'canAddLine', actions: 'addLine' },
  REMOVE_LINE: { guard: 'canRemoveLine', actions: 'removeLine' },
  SET_TYPE: { actions: 'setType' },
  SET_QUANTITY: { actions: 'setQuantity' },
  BLUR: { actions: 'touch' },
} as const;

/**
 * After a refused submit the form is valid and unchanged; any change makes it the plain form again
 * (the server's message goes with it).
 */
const lineEditsAfterFailure = {
  ADD_LINE: { ...lineEdits.ADD_LINE, target: '#spaceBooking.editing' },
  REMOVE_LINE: { ...lineEdits.REMOVE_LINE, target: '#spaceBooking.editing' },
  SET_TYPE: { ...lineEdits.SET_TYPE, target: '#spaceBooking.editing' },
  SET_QUANTITY: { ...lineEdits.SET_QUANTITY, target: '#spaceBooking.editing' },
  BLUR: lineEdits.BLUR,
} as const;

/** A chosen file: sent when within the limit, refused in the browser otherwise (spec §5). */
const chooseFile = [
  { guard: 'fileWithinLimit', target: '#spaceBooking.uploading', actions: 'takeFile' },
  { actions: 'refuseFile', description: 'Spec §5: over 10 MiB: fileTooLarge, nothing is sent.' },
] as const;

/** Submit: a valid form is sent; otherwise every problem shows and nothing is sent. */
const submit = [
  { guard: 'formValid', target: '#spaceBooking.submitting' },
  { actions: 'revealProblems', description: 'The form is not valid: every problem shows.' },
] as const;

/** Closing the dialog discards the form (nothing was held yet): the machine ends without a draft. */
const close = { target: '#spaceBooking.closed' } as const;

export const spaceBookingMachine = spaceBookingSetup.createMachine({
  id: SPACE_BOOKING_MACHINE_ID,
  meta: {
    spec: [
      '§3 Order draft (orderStatus, code_url, orderId, order_form)',
      '§5 Space booking rules',
      '§7 common/uploadfile',
      '§9 upload limit 10 MiB',
    ],
  },
  description:
    'Booking available space (spec §5): container lines and the attorney file, checked by the domain rules, the upload, and the submit that holds the space and answers the order draft. No failure loses a value of the form.',
  context: emptyContext,
  initial: 'idle',
  output: ({ context }) => context.draft,
  states: {
    idle: {
      description: 'Not open yet; OPEN brings a sailing’s offer and the customer’s type.',
      on: {
        OPEN: [
          {
            guard: 'customerTypeMissing',
            target: 'blocked',
            actions: ['open', 'openContactCard'],
            description: 'Spec §5: no customer type: the message shows and the contact card opens.',
          },
          {
            guard: 'offerNotBookable',
            target: 'blocked',
            actions: 'open',
            description: 'Spec §5: an empty space or an empty route code cannot be booked.',
          },
          { target: 'editing', actions: 'open' },
        ],
      },
    },
    blocked: {
      description: 'Booking cannot start (spec §5 blocker): the dialog shows why, and nothing else.',
      on: { CLOSE: close },
    },
    editing: {
      description:
        'The form: one line per container type with its quantity, the attorney file. A problem shows under its field once the field was left or a submit was attempted.',
      tags: ['form'],
      on: {
        ...lineEdits,
        CHOOSE_FILE: chooseFile,
        PICK_ON_FILE: {
          actions: 'pickOnFile',
          description: 'Spec §5: the power of attorney on file is the order’s, no upload.',
        },
        SUBMIT: submit,
        CLOSE: close,
      },
    },
    uploading: {
      description:
        'The attorney file is being uploaded (type decided by content on the server); the lines stay editable, the submit waits.',
      tags: ['form', 'busy', 'uploading'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.chosen! }),
        onDone: {
          target: 'editing',
          actions: { type: 'keepUploadedFile', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: 'recordUploadFailure',
          description:
            'The server refused the file (its message shows under the input) or it could not be sent.',
        },
      },
      on: {
        ...lineEdits,
        CHOOSE_FILE: [
          {
            guard: 'fileWithinLimit',
            target: 'uploading',
            reenter: true,
            actions: 'takeFile',
            description: 'Another file replaces the one being sent; that upload is aborted.',
          },
          { target: 'editing', actions: 'refuseFile' },
        ],
        CLOSE: close,
      },
    },
    submitting: {
      description:
        'bookSpace holds the space and opens the order in one transaction; the form waits, unchanged.',
      tags: ['form', 'busy'],
      entry: 'forgetSubmitFailure',
      invoke: {
        id: 'bookSpace',
        src: 'bookSpace',
        input: ({ context }) => ({
          sailingId: context.offer!.sailingId,
          containers: context.lines.map((line) => ({
            containerType: line.containerType as BookSpaceBody['containers'][number]['containerType'],
            quantity: Number(line.quantity),
          })),
          attorneyFile: context.file!.alifileName,
        }),
        onDone: { target: 'done', actions: { type: 'keepDraft', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'recordSubmitFailure' },
      },
    },
    failed: {
      description:
        'The server refused the booking (e.g. not enough 40HQ space is left any more): its message shows above the form, every value is kept; the customer edits (back to the plain form) or submits the same form again.',
      tags: ['form'],
      on: {
        ...lineEditsAfterFailure,
        CHOOSE_FILE: [chooseFile[0], { target: 'editing', actions: 'refuseFile' }],
        SUBMIT: { target: 'submitting', description: 'The same valid form, sent again.' },
        CLOSE: close,
      },
    },
    done: {
      description:
        'The space is held and the order waits for its payment: the output is the order draft (spec §3).',
      type: 'final',
    },
    closed: {
      description:
        'The dialog closed before anything was held: the form is discarded, an upload in flight is aborted (the server deletes a file no order took), the output is null.',
      type: 'final',
    },
  },
});

export type SpaceBookingMachine = typeof spaceBookingMachine;
export type SpaceBookingActor = ActorRefFrom<SpaceBookingMachine>;
export type SpaceBookingSnapshot = SnapshotFrom<SpaceBookingMachine>;
