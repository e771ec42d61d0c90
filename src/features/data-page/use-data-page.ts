import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type DataPageActor,
  type DataPageSnapshot,
  dataPageMachine,
  type PageData,
  type PageRequest,
} from '../../../machines/data-page/data-page.machine.ts';

/**
 * An actor to bind the page to instead of its own, as the login dialog's views take theirs: the
 * path tests (tests/machines/data-page.ui.test.ts) drive real pages through it.
 */
export const DataPageActorContext = createContext<DataPageActor | null>(null);

export interface DataPageOptions<TQuery, TResult> {
  /** The call; it passes `signal` on so that a new query aborts the request in flight. */
  fetcher: (request: PageRequest<TQuery>, signal: AbortSignal) => Promise<TResult>;
  /** Rows on the answered page: none shows the empty state. */
  rowsOf: (result: NoInfer<TResult>) => number;
  /** Rows over all pages; the rows on the page when the answer has no total. */
  totalOf?: (result: NoInfer<TResult>) => number;
  pageSize: number;
}

export interface DataPage<TQuery, TResult> {
  snapshot: DataPageSnapshot;
  /** The bound actor's `send`, for `connectDataPage` (what a list draws from the snapshot). */
  send: DataPageActor['send'];
  query: TQuery | null;
  /** The last successful answer, kept while another page loads. */
  result: TResult | null;
  /** The server's message (in the visitor's language) of the last failed or not-found call. */
  failure: string | null;
  /** The whole page (re)loads, with a new query or the current one. */
  load: (query?: TQuery) => void;
  search: (query: TQuery) => void;
  goToPage: (page: number) => void;
  sortBy: (sort: string | null) => void;
  retry: () => void;
  reset: () => void;
  /** The page found the visitor may not see it (not logged in, not certified). */
  deny: () => void;
}

/**
 * Binds a page to the dataPage machine: the page says how to call the server and renders what the
 * snapshot says; the machine owns the query, paging, sorting, cancelling and retry. The call's
 * rejection reaches the machine as it is (domain/api/failure.ts).
 */
export function useDataPage<TQuery, TResult>(
  options: DataPageOptions<TQuery, TResult>,
): DataPage<TQuery, TResult> {
  // The latest options, so that the logic given to the machine once always calls the current page.
  const current = useRef(options);
  current.current = options;
  const [machine] = useState(() =>
    dataPageMachine.provide({
      actors: {
        fetchPage: fromPromise<PageData, PageRequest>(async ({ input, signal }) => {
          const { fetcher, rowsOf, totalOf } = current.current;
          const result = await fetcher(input as PageRequest<TQuery>, signal);
          const rows = rowsOf(result);
          return { result, rows, total: totalOf ? totalOf(result) : rows };
        }),
      },
    }),
  );
  const own = useActorRef(machine, { input: { pageSize: options.pageSize } });
  const actor = useContext(DataPageActorContext) ?? own;
  const snapshot = useSelector(actor, (current) => current);
  const { send } = actor;
  // Stable, so that pages may list them as effect dependencies.
  const actions = useMemo(
    () => ({
      load: (query?: TQuery) => send(query === undefined ? { type: 'LOAD' } : { type: 'LOAD', query }),
      search: (query: TQuery) => send({ type: 'SEARCH', query }),
      goToPage: (page: number) => send({ type: 'PAGE', page }),
      sortBy: (sort: string | null) => send({ type: 'SORT', sort }),
      retry: () => send({ type: 'RETRY' }),
      reset: () => send({ type: 'RESET' }),
      deny: () => send({ type: 'UNAUTHORIZED' }),
    }),
    [send],
  );
  const { context } = snapshot;
  return {
    snapshot,
    send,
    query: context.query as TQuery | null,
    result: context.result as TResult | null,
    failure: context.message,
    ...actions,
  };
}
