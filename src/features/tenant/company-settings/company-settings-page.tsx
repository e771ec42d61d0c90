import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { failureOf } from '../../../../domain/api/failure.ts';
import type { CompanyInfoEdit } from '../../../../domain/api/tenant.ts';
import { TenantPath } from '../../../../domain/api/tenant-paths.ts';
import { fetchData } from '../../../api/client.ts';
import { usePermission } from '../../../app/session-view.ts';
import { PageFrame } from '../../freight/page-frame.tsx';
import { CompanyInfoFormSection } from './company-info-form.tsx';
import { CompanyPictures } from './company-pictures.tsx';
import { SettingsTrail } from './settings-trail.tsx';

/**
 * The tenant's settings for its administrator (tenant.settings): spec §3's company info and
 * pictures, and the trail of every settings change, which any reader of records may see.
 */
export function CompanySettingsPage() {
  const { t } = useLingui();
  const mayEdit = usePermission('tenant.settings');
  const mayRead = usePermission('records.read');
  const [info, setInfo] = useState<CompanyInfoEdit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Each save is one more trail entry: the trail reloads.
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (!mayEdit) return;
    const controller = new AbortController();
    fetchData(TenantPath.getCompanyInfo, {}, controller.signal)
      .then(setInfo)
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setProblem(failureOf(error).message || t`The server could not be reached. Please try again.`);
      });
    return () => controller.abort();
  }, [mayEdit, t]);

  const saved = (next: CompanyInfoEdit) => {
    setInfo(next);
    setRevision((value) => value + 1);
  };

  return (
    <PageFrame route="/console/settings">
      {!mayEdit && !mayRead && <p role="alert">{t`You may not see the company's settings.`}</p>}
      {problem && <p role="alert">{problem}</p>}
      {mayEdit && info && (
        <>
          <CompanyInfoFormSection initial={info} onSaved={saved} />
          <CompanyPictures images={info.images} onSaved={saved} />
        </>
      )}
      {mayRead && <SettingsTrail revision={revision} />}
    </PageFrame>
  );
}
