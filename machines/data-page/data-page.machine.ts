import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { ResultCode } from '../../domain/api/envelope.ts';
import { type Failure, failureIn, isNetworkFailure } from '../../domain/api/failure.ts';

/**
 * A list view of spec section 4 ("Other transitions"): a data page (schedules, space, rates,
 * quotations, orders...) holds exactly one of page loading, empty, no-authorization, content,
 * inquiry, table loading and default. The machine owns the query, the page, the sort order and
 * the call: every loading state invokes `fetchPage`, so a new query, page or sort order leaving
 * or re-entering a loading state stops the call in flight (its `signal` aborts). The call resolves
 * with the page's data and rejects with an ApiFailure (domain/api/failure.ts). Components ask
 * `hasTag('loading')` for spinners.
 */
export const DATA_PAGE_MACHINE_ID = 'dataPage';

/** What `fetchPage` is called with; `query` is the page's own criteria. */
export interface PageRequest<TQuery = unknown> {
  query: TQuery;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The order chosen on the table since the last query; null for the query's own order. */
  sort: string | null;
}

/** A successful answer: the page's data, the rows on this page and the total over all pages. */
export interface PageData<TResult = unknown> {
  result: TResult;
  rows: number;
  total: number;
}

export type DataPageEvent =
  /** First load of the page, or a reload after login; a query replaces the current one (page 1). */
  | { type: 'LOAD'; query?: unknown }
  /** The user searches with new criteria (the inquiry button): back to page 1 and the query's order. */
  | { type: 'SEARCH'; query: unknown }
  /** The user changes page or sort order of a table that shows rows. */
  | { type: 'PAGE'; page: number }
  | { type: 'SORT'; sort: string | null }
  /** The user asks again after a failure, with the same query, page and order. */
  | { type: 'RETRY' }
  /** The page itself found the visitor may not see it (not logged in, not certified). */
  | { type: 'UNAUTHORIZED' }
  /** The page was cleared (search form reset, route left). */
  | { type: 'RESET' };

export interface DataPageContext {
  query: unknown;
  page: number;
  pageSize: number;
  sort: string | null;
  /** The data of the last successful answer; kept while the next page loads. */
  result: unknown;
  /** Rows on the current page and over all pages, from the last successful answer. */
  rowCount: number;
  total: number;
  /** Code of the last failed call, cleared by the next success or reset. */
  errorCode: ResultCode | null;
  /** The server's message (in the visitor's language) of the last failed or not-found call. */
  message: string | null;
}

export interface DataPageInput {
  pageSize: number;
}

/** What a failure shows: its code, and the server's text; no envelope back counts as a server fault. */
const shownFailure = (failure: Failure) =>
  isNetworkFailure(failure)
    ? { errorCode: ResultCode.serverError, message: null }
    : { errorCode: failure.code, message: failure.message || null };

/**
 * Failures another attempt may mend: the network or the server (a network failure is recorded as
 * a server error), its database away for a moment, a rate limit. A refusal of the query itself
 * (invalid input, a business rule) meets the same query again: no retry is offered for it.
 */
const RETRYABLE_FAILURES: readonly ResultCode[] = [
  ResultCode.serverError,
  ResultCode.unavailable,
  ResultCode.rateLimited,
];

const dataPageSetup = setup({
  types: {
    context: {} as DataPageContext,
    events: {} as DataPageEvent,
    input: {} as DataPageInput,
  },
  actors: {
    /** Injected by the page: calls the server with the request and aborts on `signal`. */
    fetchPage: fromPromise<PageData, PageRequest>(async () => {
      throw new Error('fetchPage is provided by the page');
    }),
  },
  guards: {
    hasRows: (_, data: PageData) => data.rows > 0,
    /** No route, no sailing, no such number: an empty answer with the server's explanation. */
    isNotFound: ({ event }) => failureIn(event).code === ResultCode.notFound,
    isAuthorizationFailure: ({ event }) => {
      const { code } = failureIn(event);
      return code === ResultCode.unauthorized || code === ResultCode.forbidden;
    },
    isRetryable: ({ context }) =>
      context.errorCode !== null && RETRYABLE_FAILURES.includes(context.errorCode),
    /** A reload needs something to load: the event's query or the current one. */
    hasQuery: ({ context, event }) =>
      (event.type === 'LOAD' && event.query !== undefined) || context.query !== null,
  },
  actions: {
    takeQuery: assign({
      query: ({ context, event }) =>
        (event.type === 'LOAD' || event.type === 'SEARCH') && 'query' in event && event.query !== undefined
          ? event.query
          : context.query,
      page: ({ context, event }) =>
        (event.type === 'LOAD' && event.query !== undefined) || event.type === 'SEARCH' ? 1 : context.page,
      sort: ({ context, event }) =>
        (event.type === 'LOAD' && event.query !== undefined) || event.type === 'SEARCH' ? null : context.sort,
    }),
    takePage: assign({ page: ({ context, event }) => (event.type === 'PAGE' ? event.page : context.page) }),
    takeSort: assign({
      sort: ({ context, event }) => (event.type === 'SORT' ? event.sort : context.sort),
      page: 1,
    }),
    recordAnswer: assign((_, data: PageData) => ({
      result: data.result,
      rowCount: data.rows,
      total: data.total,
      errorCode: null,
      message: null,
    })),
    recordNotFound: assign(({ event }) => ({
      result: null,
      rowCount: 0,
      total: 0,
      errorCode: null,
      message: failureIn(event).message || null,
    })),
    recordFailure: assign(({ event }) => shownFailure(failureIn(event))),
    /** A new call replaces the failure on screen with its loading indicator. */
    forgetFailure: assign({ errorCode: null, message: null }),
    clear: assign({
      query: null,
      page: 1,
      result: null,
      rowCount: 0,
      total: 0,
      errorCode: null,
      message: null,
    }),
  },
});

const request = ({ context }: { context: DataPageContext }): PageRequest => ({
  query: context.query,
  page: context.page,
  pageSize: context.pageSize,
  sort: context.sort,
});

/** The same from every loading state: rows show the content, none the empty notice. */
const dataArrived = [
  {
    guard: { type: 'hasRows', params: ({ event }: { event: { output: PageData } }) => event.output },
    target: 'content',
    actions: { type: 'recordAnswer', params: ({ event }: { event: { output: PageData } }) => event.output },
  },
  {
    target: 'empty',
    actions: { type: 'recordAnswer', params: ({ event }: { event: { output: PageData } }) => event.output },
  },
] as const;

/** Not found is an empty answer with the server's explanation; unauthorized or forbidden, no data. */
const refused = [
  { guard: 'isNotFound', target: 'empty', actions: 'recordNotFound' },
  { guard: 'isAuthorizationFailure', target: 'noAuthorization', actions: 'recordFailure' },
] as const;

/** A failed page load or search: the default layout with the failure code, ready to retry. */
const failedToDefault = {
  onDone: dataArrived,
  onError: [...refused, { target: 'default', actions: 'recordFailure' }],
} as const;

/** A new query from wherever the search form shows; it cancels the call in flight. */
const search = { target: 'inquiry', reenter: true, actions: 'takeQuery' } as const;

/** Another page or sort order: the rows of the previous page stay on screen. */
const changePage = { target: 'tableLoading', reenter: true, actions: 'takePage' } as const;
const changeSort = { target: 'tableLoading', reenter: true, actions: 'takeSort' } as const;

export const dataPageMachine = dataPageSetup.createMachine({
  id: DATA_PAGE_MACHINE_ID,
  meta: {
    spec: ['§4 Other transitions: the seven page states of a data page', '§7 The API envelope'],
  },
  description:
    'A list view: its query, page and sort order, the call that fetches them, and which one of the seven page states it shows.',
  context: ({ input }) => ({
    query: null,
    page: 1,
    pageSize: input.pageSize,
    sort: null,
    result: null,
    rowCount: 0,
    total: 0,
    errorCode: null,
    message: null,
  }),
  initial: 'default',
  on: {
    LOAD: {
      guard: 'hasQuery',
      target: '.pageLoading',
      reenter: true,
      actions: 'takeQuery',
      description:
        'From any state: (re)load the whole page, with a new query or the current one; a call in flight is cancelled.',
    },
    UNAUTHORIZED: { target: '.noAuthorization', description: 'From any state.' },
    RESET: { target: '.default', actions: 'clear', description: 'From any state.' },
  },
  states: {
    default: {
      description:
        'Nothing requested yet, or the last page load or search failed: the page shows its default layout (search form, no results) and the failure code, if any, with a retry when another attempt may mend it.',
      on: { SEARCH: search, RETRY: { guard: 'isRetryable', target: 'pageLoading' } },
    },
    pageLoading: {
      description: 'The whole page waits for its first data: a full-page loading indicator.',
      tags: ['loading'],
      entry: 'forgetFailure',
      invoke: { id: 'fetchPage', src: 'fetchPage', input: request, ...failedToDefault },
      on: { SEARCH: search },
    },
    inquiry: {
      description: 'A search with new criteria is running: the results area shows a loading indicator.',
      tags: ['loading'],
      entry: 'forgetFailure',
      invoke: { id: 'fetchPage', src: 'fetchPage', input: request, ...failedToDefault },
      on: { SEARCH: search },
    },
    tableLoading: {
      description:
        'Another page or sort order of the table is loading: the current rows stay visible under a loading overlay.',
      tags: ['loading'],
      entry: 'forgetFailure',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: request,
        onDone: dataArrived,
        onError: [
          ...refused,
          {
            target: 'content',
            actions: 'recordFailure',
            description: 'The previous rows stay on screen; the failure code is shown beside them.',
          },
        ],
      },
      on: { SEARCH: search, PAGE: changePage, SORT: changeSort },
    },
    content: {
      description:
        'Rows are shown (rowCount of them, total over all pages); the user may page, sort, search again or retry a page change that failed on the network or the server.',
      on: {
        SEARCH: search,
        PAGE: changePage,
        SORT: changeSort,
        RETRY: { guard: 'isRetryable', target: 'tableLoading' },
      },
    },
    empty: {
      description: 'The call succeeded with no rows: the page shows its no-data notice.',
      on: { SEARCH: search },
    },
    noAuthorization: {
      description:
        'The visitor may not see this data (not logged in, not certified, or the server answered unauthorized or forbidden): the page shows the login or certification prompt instead.',
    },
  },
});

export type DataPageMachine = typeof dataPageMachine;
export type DataPageActor = ActorRefFrom<DataPageMachine>;
export type DataPageSnapshot = SnapshotFrom<DataPageMachine>;
export type DataPageValue = DataPageSnapshot['value'];
