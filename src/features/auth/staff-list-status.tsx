import { useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../../ui/status-panel.tsx';
import type { DataPage } from '../data-page/use-data-page.ts';

/**
 * What a staff list shows instead of its rows (the data-page machine's states): the notice for
 * anyone who is not staff, loading, the list's own empty text, and a failure with a retry.
 */
export function StaffListStatus<TQuery, TResult>({
  state,
  empty,
}: {
  state: DataPage<TQuery, TResult>;
  empty: string;
}) {
  const { t } = useLingui();
  const page = state.snapshot;
  return (
    <>
      {page.matches('noAuthorization') && (
        <StatusPanel tone="error" title={t`This page is for staff only.`} />
      )}
      {page.hasTag('loading') && <StatusPanel tone="busy" title={t`Loading…`} />}
      {page.matches('empty') && <StatusPanel tone="empty" title={empty} />}
      {page.matches('default') && page.context.errorCode && (
        <StatusPanel
          tone="error"
          title={t`The list could not be loaded`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
    </>
  );
}
