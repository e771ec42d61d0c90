import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { ResultCode } from '../../domain/api/envelope.ts';

/**
 * The page-state helper of spec section 4 ("Other transitions"): a data page (orders, quotations,
 * reservations, rates...) holds exactly one of page loading, empty, no-authorization, content,
 * inquiry, table loading and default. The page does the fetching and reports the outcome; the
 * helper decides what the page shows. Components ask `hasTag('loading')` for spinners.
 */
export const PAGE_STATE_MACHINE_ID = 'page-state';

export type PageStateEvent =
  /** First load of the page, or a reload after login. */
  | { type: 'LOAD' }
  /** The user searches with new criteria (the inquiry button). */
  | { type: 'SEARCH' }
  /** The user changes page or sort order of a table that already shows rows. */
  | { type: 'PAGE' }
  | { type: 'SORT' }
  /** The request answered; `rows` is the number of rows on the current page. */
  | { type: 'LOADED'; rows: number }
  /** The request failed with the envelope's code (transport failures use the server-error code). */
  | { type: 'FAILED'; code: ResultCode }
  /** The page itself found the visitor may not see it (not logged in, not certified). */
  | { type: 'UNAUTHORIZED' }
  /** The page was cleared (search form reset, route left). */
  | { type: 'RESET' };

export interface PageStateContext {
  /** Rows on the current page, from the last LOADED. */
  rowCount: number;
  /** Code of the last failed request, cleared by the next success or reset. */
  errorCode: ResultCode | null;
}

const AUTHORIZATION_FAILURES: readonly ResultCode[] = [ResultCode.unauthorized, ResultCode.forbidden];

const pageStateSetup = setup({
  types: {
    context: {} as PageStateContext,
    events: {} as PageStateEvent,
  },
  guards: {
    hasRows: ({ event }) => event.type === 'LOADED' && event.rows > 0,
    isAuthorizationFailure: ({ event }) =>
      event.type === 'FAILED' && AUTHORIZATION_FAILURES.includes(event.code),
  },
  actions: {
    recordRows: assign({
      rowCount: ({ event }) => (event.type === 'LOADED' ? event.rows : 0),
      errorCode: null,
    }),
    recordFailure: assign({
      errorCode: ({ event }) => (event.type === 'FAILED' ? event.code : null),
    }),
    clear: assign({ rowCount: 0, errorCode: null }),
  },
});

/** The same from every loading state: rows show the content, none the empty notice. */
const dataArrived = [
  { guard: 'hasRows', target: 'content', actions: 'recordRows' },
  { target: 'empty', actions: 'recordRows' },
] as const;

/** An unauthorized or forbidden answer shows the login or certification prompt, whatever was loading. */
const accessDenied = {
  guard: 'isAuthorizationFailure',
  target: 'noAuthorization',
  actions: 'recordFailure',
} as const;

export const pageStateMachine = pageStateSetup.createMachine({
  id: PAGE_STATE_MACHINE_ID,
  description: 'What a data page shows: exactly one of its seven page states at any time.',
  context: { rowCount: 0, errorCode: null },
  initial: 'default',
  on: {
    LOAD: { target: '.pageLoading', description: 'From any state: (re)load the whole page.' },
    UNAUTHORIZED: { target: '.noAuthorization', description: 'From any state.' },
    RESET: { target: '.default', actions: 'clear', description: 'From any state.' },
  },
  states: {
    default: {
      description:
        'Nothing requested yet, or the last page load or search failed: the page shows its default layout (search form, no results) and the failure code, if any.',
      on: { SEARCH: 'inquiry' },
    },
    pageLoading: {
      description: 'The whole page waits for its first data: a full-page loading indicator.',
      tags: ['loading'],
      on: {
        LOADED: dataArrived,
        FAILED: [accessDenied, { target: 'default', actions: 'recordFailure' }],
      },
    },
    inquiry: {
      description: 'A search with new criteria is running: the results area shows a loading indicator.',
      tags: ['loading'],
      on: {
        LOADED: dataArrived,
        FAILED: [accessDenied, { target: 'default', actions: 'recordFailure' }],
      },
    },
    tableLoading: {
      description:
        'Another page or sort order of the table is loading: the current rows stay visible under a loading overlay.',
      tags: ['loading'],
      on: {
        LOADED: dataArrived,
        FAILED: [
          accessDenied,
          {
            target: 'content',
            actions: 'recordFailure',
            description: 'The previous rows stay on screen; the failure code is shown beside them.',
          },
        ],
      },
    },
    content: {
      description: 'Rows are shown (rowCount of them on this page); the user may page, sort or search again.',
      on: { PAGE: 'tableLoading', SORT: 'tableLoading', SEARCH: 'inquiry' },
    },
    empty: {
      description: 'The request succeeded with no rows: the page shows its no-data notice.',
      on: { SEARCH: 'inquiry' },
    },
    noAuthorization: {
      description:
        'The visitor may not see this data (not logged in, not certified, or the server answered unauthorized or forbidden): the page shows the login or certification prompt instead.',
    },
  },
});

export type PageStateMachine = typeof pageStateMachine;
export type PageStateActor = ActorRefFrom<PageStateMachine>;
export type PageStateSnapshot = SnapshotFrom<PageStateMachine>;
export type PageStateValue = PageStateSnapshot['value'];
