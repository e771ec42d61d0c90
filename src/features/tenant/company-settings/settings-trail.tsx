import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { failureOf } from '../../../../domain/api/failure.ts';
import type { TenantChangePage } from '../../../../domain/api/tenant.ts';
import { TenantPath } from '../../../../domain/api/tenant-paths.ts';
import type { TenantChangeArea } from '../../../../domain/tenant/tenant-change.ts';
import { fetchData } from '../../../api/client.ts';
import { instantText } from '../../../ui/date-time.ts';
import { Pager } from '../../../ui/pager.tsx';
import { usePagerWords } from '../../freight/paged-results.tsx';
import * as styles from './company-settings.css.ts';

const PAGE_SIZE = 20;

const AREA_NAMES: Record<TenantChangeArea, MessageDescriptor> = {
  companyInfo: msg`Company info`,
  images: msg`Pictures`,
  menus: msg`Menus`,
  titleSettings: msg`Section titles`,
  contentPages: msg`Content pages`,
  contacts: msg`Contacts`,
  businessSettings: msg`Working settings`,
  exchangeRates: msg`Exchange rates`,
  markups: msg`Markups`,
  staffAccounts: msg`Staff accounts`,
  carrierFeeds: msg`Carrier feeds`,
};

const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields whose value differs, each as "field: before → after" (a whole value where it is no record). */
const differences = (before: unknown, after: unknown): string[] => {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) return [`${shown(before)} → ${shown(after)}`];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
};

/**
 * The tenant's trail (domain/tenant/tenant-change.ts): who changed which settings when, before →
 * after, for the administrator and the auditor (records.read).
 */
export function SettingsTrail({ revision }: { revision: number }) {
  const { t, i18n } = useLingui();
  const words = usePagerWords();
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<TenantChangePage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // `revision` counts the saves on this page: each one is a new entry, so the list loads again.
  useEffect(() => {
    void revision;
    const controller = new AbortController();
    fetchData(TenantPath.listChanges, { pageNo, pageSize: PAGE_SIZE }, controller.signal)
      .then((answer) => {
        setPage(answer);
        setProblem(null);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setProblem(failureOf(error).message || t`The trail could not be loaded.`);
      });
    return () => controller.abort();
  }, [pageNo, revision, t]);

  return (
    <section aria-labelledby="settings-trail">
      <h2 id="settings-trail">{t`Change history`}</h2>
      {problem && <p role="alert">{problem}</p>}
      {page && page.total === 0 && <p>{t`No change was saved yet.`}</p>}
      {page && page.total > 0 && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t`When`}</th>
                  <th scope="col">{t`Who`}</th>
                  <th scope="col">{t`Area`}</th>
                  <th scope="col">{t`Before → after`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((change) => (
                  <tr key={change.id}>
                    <td>{instantText(change.changedAt, i18n.locale)}</td>
                    <td>{change.userName || `#${change.userId}`}</td>
                    <td>{i18n._(AREA_NAMES[change.area])}</td>
                    <td>
                      <ul className={styles.changes}>
                        {differences(change.before, change.after).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={page.total} onPage={setPageNo} words={words} />
        </>
      )}
    </section>
  );
}
