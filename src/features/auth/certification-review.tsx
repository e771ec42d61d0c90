import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PendingCertification } from '../../../domain/api/accounts.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { loadPendingCertifications, reviewCertification } from '../../api/accounts.ts';
import { usePermission, useSessionView } from '../../app/session-view.ts';
import { useTenant } from '../../app/tenant-context.ts';
import { instantText } from '../../ui/date-time.ts';
import { notify } from '../../ui/toast-store.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import * as styles from './certification-review.css.ts';
import { StaffListStatus } from './staff-list-status.tsx';

const fetchPending = ({ query }: PageRequest<number>) => loadPendingCertifications(query);
const pendingRows = (pending: PendingCertification[]) => pending.length;

/**
 * Staff review of certifications (spec §1: "Review of certification by the system or staff: not
 * shown"): approving sets status 3, refusing sets 4 with a reason the customer sees.
 */
export function CertificationReview() {
  const { t, i18n } = useLingui();
  const { company } = useTenant();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const mayDecide = usePermission('certifications.audit');
  const state = useDataPage({ fetcher: fetchPending, rowsOf: pendingRows, pageSize: 1 });
  const { snapshot: page, load, deny } = state;
  const rows = state.result ?? [];
  const [reasons, setReasons] = useState<Record<number, string>>({});

  useEffect(() => (isStaff ? load(company.companyId) : deny()), [isStaff, company.companyId, load, deny]);

  const review = async (row: PendingCertification, approved: boolean) => {
    const reason = reasons[row.id]?.trim();
    const reply = await reviewCertification({
      id: row.id,
      companyId: company.companyId,
      approved,
      ...(reason ? { reason } : {}),
    });
    if (reply.code === ResultCode.success) {
      notify('success', approved ? t`Certification approved` : t`Certification refused`);
      load();
    } else notify('error', reply.message);
  };

  return (
    <PageFrame route="/console/certifications">
      <StaffListStatus state={state} empty={t`No certification is waiting for review.`} />
      {page.matches('content') && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Company`}</th>
                <th scope="col">{t`Position`}</th>
                <th scope="col">{t`Email`}</th>
                <th scope="col">{t`Submitted`}</th>
                <th scope="col">{t`Decision`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.nameCn || row.nameEn}</td>
                  <td>{row.companyName}</td>
                  <td>{row.companyPosition}</td>
                  <td>{row.certificationEmail || row.email}</td>
                  <td>{instantText(row.submittedAt, i18n.locale)}</td>
                  <td>
                    {/* Spec §6 roles: a role without the decision (an auditor, operations) reads only. */}
                    {mayDecide ? (
                      <div className={styles.actions}>
                        <button type="button" className={styles.approve} onClick={() => review(row, true)}>
                          {t`Approve`}
                        </button>
                        <input
                          className={styles.reason}
                          aria-label={t`Reason for refusing ${row.email}`}
                          placeholder={t`Reason`}
                          maxLength={200}
                          value={reasons[row.id] ?? ''}
                          onChange={(event) => setReasons({ ...reasons, [row.id]: event.target.value })}
                        />
                        <button type="button" className={styles.reject} onClick={() => review(row, false)}>
                          {t`Refuse`}
                        </button>
                      </div>
                    ) : (
                      t`In review`
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
