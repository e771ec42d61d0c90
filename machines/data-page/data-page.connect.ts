import type { DataPageEvent, DataPageSnapshot } from './data-page.machine.ts';

/**
 * What a list draws from its dataPage state (spec §4, the seven page states), in the manner of
 * Zag's `connect`: pure, so that every list (the freight pages, the workspace records) shows the
 * states one way and each list only brings its words and its rows.
 */

/** The one panel a list shows instead of its rows, or above them after a failed page change. */
export type DataPagePanel =
  /** Page loading or inquiry: the whole results area waits. */
  | { kind: 'loading' }
  /** The answer has no rows; `message` is the server's explanation (not found), if it gave one. */
  | { kind: 'empty'; message: string | null }
  /** No authorization: the login prompt or the page's notice. */
  | { kind: 'denied' }
  /** The last call failed; `message` is the server's, null for a transport failure. */
  | { kind: 'failed'; message: string | null }
  /** Default with nothing asked yet: the page's invitation, if it has one. */
  | { kind: 'idle' };

export interface DataPageView<TResult> {
  panel: DataPagePanel | null;
  /** The last answer while its rows are on screen (content, table loading); null otherwise. */
  rows: TResult | null;
  /** Another page or order of the rows is loading: they stay, marked busy, and paging waits. */
  busy: boolean;
  /** Retry is offered only where the machine takes it: a failure another attempt may mend. */
  canRetry: boolean;
  retry: () => void;
  goToPage: (page: number) => void;
  pageSize: number;
}

export function connectDataPage<TResult>(
  snapshot: DataPageSnapshot,
  send: (event: DataPageEvent) => void,
): DataPageView<TResult> {
  const { context } = snapshot;
  const showsRows = snapshot.matches('content') || snapshot.matches('tableLoading');
  const failed = (snapshot.matches('default') || snapshot.matches('content')) && context.errorCode !== null;
  const panel: DataPagePanel | null =
    snapshot.matches('pageLoading') || snapshot.matches('inquiry')
      ? { kind: 'loading' }
      : snapshot.matches('empty')
        ? { kind: 'empty', message: context.message }
        : snapshot.matches('noAuthorization')
          ? { kind: 'denied' }
          : failed
            ? { kind: 'failed', message: context.message }
            : snapshot.matches('default')
              ? { kind: 'idle' }
              : null;
  return {
    panel,
    // The machine keeps the page's answer as it came: the page that asked knows its type.
    rows: showsRows && context.result !== null ? (context.result as TResult) : null,
    busy: snapshot.matches('tableLoading'),
    canRetry: snapshot.can({ type: 'RETRY' }),
    retry: () => send({ type: 'RETRY' }),
    goToPage: (page) => send({ type: 'PAGE', page }),
    pageSize: context.pageSize,
  };
}
