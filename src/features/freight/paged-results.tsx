import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RateGateMessage } from '../../../domain/api/freight.ts';
import { connectDataPage } from '../../../machines/data-page/data-page.connect.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { Pager, type PagerWords } from '../../ui/pager.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import type { DataPage } from '../data-page/use-data-page.ts';
import * as styles from './freight.css.ts';
import { DemoLabel } from './page-frame.tsx';
import { RateGateNotice } from './rate-gate.tsx';

type FreightCall<Q, R> = (query: Q, signal?: AbortSignal) => Promise<R>;

/** A paged freight call on the dataPage machine: the machine's page and page size go in. */
export const paged =
  <Q extends object, R>(call: FreightCall<Q & { pageNo: number; pageSize: number }, R>) =>
  ({ query, page, pageSize }: PageRequest<Q>, signal: AbortSignal): Promise<R> =>
    call({ ...query, pageNo: page, pageSize }, signal);

/** A one-page freight call on the dataPage machine: the query as it is. */
export const whole =
  <Q, R>(call: FreightCall<Q, R>) =>
  ({ query }: PageRequest<Q>, signal: AbortSignal): Promise<R> =>
    call(query, signal);

/** The pager in the freight pages' words. */
export function usePagerWords(): PagerWords {
  const { t } = useLingui();
  return {
    label: t`Pages`,
    previous: t`Previous page`,
    next: t`Next page`,
    position: (pageNo, pages, total) =>
      t`Page ${pageNo} of ${pages} · ${plural(total, { one: '# result', other: '# results' })}`,
  };
}

export interface OutcomeTexts {
  /** The title of an answer without rows (the server's message wins). */
  emptyTitle: string;
  emptyDetail?: string;
  /** What the page says before its first search. */
  idleTitle?: string;
  /** What a visitor who may not see the list is told (a login action goes with it). */
  deniedTitle?: string;
}

/**
 * The panel of a data page's state (connectDataPage): loading, empty, denied, failed (with a retry
 * where another attempt may mend it), or the invitation before the first search; the rows are the
 * page's own.
 */
export function SearchOutcome<Q, R>({
  state,
  emptyTitle,
  emptyDetail,
  idleTitle,
  deniedTitle,
}: OutcomeTexts & { state: DataPage<Q, R> }) {
  const { t } = useLingui();
  const { panel, canRetry, retry } = connectDataPage<R>(state.snapshot, state.send);
  switch (panel?.kind) {
    case 'loading':
      return <StatusPanel tone="busy" title={t`Searching…`} />;
    case 'empty':
      return <StatusPanel tone="empty" title={panel.message ?? emptyTitle} detail={emptyDetail} />;
    case 'denied':
      return (
        <StatusPanel
          tone="info"
          title={deniedTitle ?? t`Please log in to see this information.`}
          action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
        />
      );
    case 'failed':
      return (
        <StatusPanel
          tone="error"
          title={panel.message ?? t`The search could not be completed`}
          detail={panel.message ? undefined : t`Please check your connection and try again.`}
          action={canRetry ? { label: t`Retry`, onClick: retry } : undefined}
        />
      );
    case 'idle':
      return idleTitle ? <StatusPanel tone="info" title={idleTitle} /> : null;
    default:
      return null;
  }
}

/** Above the rows: what was found, the demo label, and the rate gate's notice when prices are kept back. */
export function ResultsHead({
  summary,
  demo,
  gate,
}: {
  summary: string;
  demo: boolean;
  gate?: RateGateMessage | null | undefined;
}) {
  return (
    <>
      <div className={styles.toolbar}>
        <span role="status">{summary}</span>
        <DemoLabel demo={demo} />
      </div>
      {gate && <RateGateNotice gate={gate} />}
    </>
  );
}

/** What a paged freight answer carries (domain/api/freight.ts Page and GatedPage). */
interface PagedAnswer {
  list: readonly unknown[];
  total: number;
  pageNo: number;
  demoData: boolean;
  gate?: RateGateMessage | null;
}

/**
 * A list page's results from its dataPage state: the outcome panels, then (with rows) the count and
 * the demo label, the rate gate's notice, the page's rows, and the pager.
 */
export function PagedResults<Q, R extends PagedAnswer>({
  state,
  summary,
  children,
  footer,
  ...texts
}: OutcomeTexts & {
  state: DataPage<Q, R>;
  /** The count line, "12 sailings". */
  summary: (result: R) => string;
  /** The rows. */
  children: (result: R) => ReactNode;
  /** Under the pager (the quotation basket). */
  footer?: (result: R) => ReactNode;
}) {
  const words = usePagerWords();
  const { rows, busy, pageSize, goToPage } = connectDataPage<R>(state.snapshot, state.send);
  return (
    <>
      {/* After a failed page change the rows shown are still the last ones answered. */}
      <SearchOutcome state={state} {...texts} />
      {rows && (
        <div className={styles.results}>
          <ResultsHead summary={summary(rows)} demo={rows.demoData} gate={rows.gate} />
          {children(rows)}
          <Pager
            pageNo={rows.pageNo}
            pageSize={pageSize}
            total={rows.total}
            busy={busy}
            onPage={goToPage}
            words={words}
          />
          {footer?.(rows)}
        </div>
      )}
    </>
  );
}
