import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { UserInfo } from '../../../domain/api/accounts.ts';
import { CertificationStatus } from '../../../domain/constants.ts';
import { mayResubmitCertification } from '../../../domain/validation/profile.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { sessionActor } from '../../app/session-runtime.ts';
import { useSessionView } from '../../app/session-view.ts';
import { useTenant } from '../../app/tenant-context.ts';
import * as form from '../../ui/form.css.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import { HeadPictureCard } from './head-picture-card.tsx';
import { MailPreferencesPanel } from './mail-preferences-panel.tsx';
import { PasswordForm } from './password-form.tsx';
import { loadProfile } from './profile-api.ts';
import { ProfileForm } from './profile-form.tsx';
import * as styles from './profile-page.css.ts';
import { SessionsPanel } from './sessions-panel.tsx';

interface ProfileQuery {
  id: number;
  companyId: number;
}

const fetchProfile = ({ query }: { query: ProfileQuery }, signal: AbortSignal) => loadProfile(query, signal);

/** Spec §4 certification status 1..4 in words. */
const statusWords = {
  [CertificationStatus.needed]: msg`Not certified`,
  [CertificationStatus.inAuthentication]: msg`Under review`,
  [CertificationStatus.certified]: msg`Certified`,
  [CertificationStatus.neededAgain]: msg`Refused: please certify again`,
};

/**
 * /workspace/editInfo (spec §2 Profile): the user info of spec §3 and its edit, the head picture, the
 * certification status with staff's reason and the resubmit action, the password change, the
 * choice of record mails, and the sessions. The layout
 * shows a visitor the login prompt, so this page always has a session.
 */
export function ProfilePage() {
  const { company } = useTenant();
  const userId = useSelector(sessionActor(), (snapshot) => snapshot.context.session?.userId ?? null);
  // A certification sent from the dialog changes the status: the info is loaded again.
  const certificationStatus = useSessionView((view) => view.certificationStatus);
  const profile = useDataPage({ fetcher: fetchProfile, rowsOf: () => 1, pageSize: 1 });
  const { snapshot, result: info, load, retry } = profile;
  const { t } = useLingui();

  // The header shows the saved name and picture at once (the session machine's event).
  const changed = (next: UserInfo) => {
    sessionActor().send({ type: 'USER_INFO_CHANGED', userInfo: next });
    load();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new certification status means a reload
  useEffect(() => {
    if (userId !== null) load({ id: userId, companyId: company.companyId });
  }, [userId, company.companyId, certificationStatus, load]);

  return (
    <PageFrame route="/workspace/editInfo">
      <div className={styles.sections}>
        {snapshot.hasTag('loading') && info === null && <StatusPanel tone="busy" title={t`Loading…`} />}
        {snapshot.matches('default') && snapshot.context.errorCode && (
          <StatusPanel
            tone="error"
            title={t`Your profile could not be loaded`}
            detail={profile.failure ?? undefined}
            action={{ label: t`Retry`, onClick: retry }}
          />
        )}
        {info && (
          <>
            <CertificationCard info={info} />
            <HeadPictureCard info={info} onChanged={changed} />
            <ProfileForm key={`${info.certificationStatus}`} info={info} onSaved={changed} />
          </>
        )}
        <PasswordForm />
        <MailPreferencesPanel />
        <SessionsPanel />
      </div>
    </PageFrame>
  );
}

function CertificationCard({ info }: { info: UserInfo }) {
  const { t, i18n } = useLingui();
  const words = statusWords[info.certificationStatus as CertificationStatus];
  const refused = info.certificationStatus === CertificationStatus.neededAgain;
  return (
    <section className={styles.card} aria-labelledby="profile-certification">
      <h2 id="profile-certification" className={styles.cardTitle}>{t`Certification`}</h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`Status`}</dt>
        <dd className={styles.definition}>{words ? i18n._(words) : info.certificationStatus}</dd>
        {refused && info.certificationReason && (
          <>
            <dt className={styles.term}>{t`Reason given by staff`}</dt>
            <dd className={styles.definition}>{info.certificationReason}</dd>
          </>
        )}
      </dl>
      {mayResubmitCertification(info.certificationStatus) && (
        <button
          type="button"
          className={form.submit}
          onClick={() =>
            openLoginDialog({ view: 'certification', certificationStatus: info.certificationStatus })
          }
        >
          {refused ? t`Resubmit certification` : t`Apply for certification`}
        </button>
      )}
    </section>
  );
}
