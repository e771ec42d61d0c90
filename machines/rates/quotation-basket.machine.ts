import { assign, type SnapshotFrom, setup } from 'xstate';
import { ResultCode } from '../../domain/api/envelope.ts';
import { type Failure, failureOf } from '../../domain/api/failure.ts';
import { QUOTATION_MAX_ITEMS, quotationQuantity } from '../../domain/freight/search-rules.ts';
import { toBeProvided } from '../provided.ts';

/**
 * The quotation basket of the rates page (spec §2: /quotation saves a quotation): the rates a
 * certified customer picks, with a container count each, saved once as a quotation the page then
 * opens. At most QUOTATION_MAX_ITEMS rates and 1 to QUOTATION_MAX_QUANTITY containers a line, the
 * server's own limits (domain/freight/search-rules.ts).
 */
export const QUOTATION_BASKET_MACHINE_ID = 'quotationBasket';

export interface QuotationItem {
  rateId: number;
  quantity: number;
}

/** What the save answers with: the quotation the page opens. */
export interface SavedQuotation {
  id: string;
}

export type QuotationBasketEvent =
  /** A rate ticked: one container of it. */
  | { type: 'ADD'; rateId: number }
  /** The count typed for a rate in the basket; any number is brought into 1 to 999. */
  | { type: 'SET_QUANTITY'; rateId: number; quantity: number }
  | { type: 'REMOVE'; rateId: number }
  /** A new search: the rates picked belong to the previous answer. */
  | { type: 'CLEAR' }
  | { type: 'SAVE' };

export interface QuotationBasketContext {
  /** In the order they were picked, as the quotation lists them. */
  items: readonly QuotationItem[];
  /** Why the last save failed: the server's code and words, or a transport failure. */
  failure: Failure | null;
}

export const quotationBasketMachine = setup({
  types: {
    context: {} as QuotationBasketContext,
    events: {} as QuotationBasketEvent,
  },
  actors: {
    /** Injected by the page: saves the lines, rejects with the server's code and message. */
    saveQuotation: toBeProvided<SavedQuotation, readonly QuotationItem[]>('saveQuotation'),
  },
  guards: {
    hasRoom: ({ context, event }) =>
      event.type === 'ADD' &&
      context.items.length < QUOTATION_MAX_ITEMS &&
      !context.items.some((item) => item.rateId === event.rateId),
    hasItems: ({ context }) => context.items.length > 0,
    /** The session ended meanwhile: the page opens the login dialog beside the message. */
    isUnauthorized: (_, failure: Failure) => failure.code === ResultCode.unauthorized,
  },
  actions: {
    add: assign({
      items: ({ context, event }) =>
        event.type === 'ADD' ? [...context.items, { rateId: event.rateId, quantity: 1 }] : context.items,
    }),
    setQuantity: assign({
      items: ({ context, event }) =>
        event.type === 'SET_QUANTITY'
          ? context.items.map((item) =>
              item.rateId === event.rateId ? { ...item, quantity: quotationQuantity(event.quantity) } : item,
            )
          : context.items,
    }),
    remove: assign({
      items: ({ context, event }) =>
        event.type === 'REMOVE'
          ? context.items.filter((item) => item.rateId !== event.rateId)
          : context.items,
    }),
    clear: assign({ items: [], failure: null }),
    forgetFailure: assign({ failure: null }),
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    /** Provided by the page: it shows the saved quotation. */
    openQuotation: (_, _quotation: SavedQuotation) => {},
    /** Provided by the page: the login dialog. */
    askLogin: () => {},
  },
}).createMachine({
  id: QUOTATION_BASKET_MACHINE_ID,
  meta: {
    spec: ['§2 /quotation: save quotation', '§6 Rate features are visible to certified customers'],
  },
  description:
    'The rates picked for a quotation and their container counts, saved once; the page opens the saved quotation or shows why it was not saved.',
  context: { items: [], failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The customer picks rates and counts; the save button needs at least one rate.',
      initial: 'choosing',
      on: {
        ADD: { guard: 'hasRoom', actions: 'add', description: 'Up to QUOTATION_MAX_ITEMS rates, each once.' },
        SET_QUANTITY: { actions: 'setQuantity' },
        REMOVE: { actions: 'remove' },
        CLEAR: { target: '.choosing', actions: 'clear' },
        SAVE: { guard: 'hasItems', target: 'saving' },
      },
      states: {
        choosing: { description: 'No save has failed since the basket was last saved or cleared.' },
        failed: {
          description:
            "The last save failed: the server's words (or the page's, for a transport failure) stay until the next save or search.",
        },
      },
    },
    saving: {
      description: 'The quotation is being saved with the basket as it was; the basket waits.',
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'saveQuotation',
        src: 'saveQuotation',
        input: ({ context }) => context.items,
        onDone: {
          target: 'saved',
          actions: { type: 'openQuotation', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => failureOf(event.error) },
            target: 'editing.failed',
            actions: [{ type: 'recordFailure', params: ({ event }) => failureOf(event.error) }, 'askLogin'],
          },
          {
            target: 'editing.failed',
            actions: { type: 'recordFailure', params: ({ event }) => failureOf(event.error) },
          },
        ],
      },
    },
    saved: {
      type: 'final',
      description: 'Saved: the page has moved on to the quotation.',
    },
  },
});

export type QuotationBasketMachine = typeof quotationBasketMachine;
export type QuotationBasketSnapshot = SnapshotFrom<QuotationBasketMachine>;
