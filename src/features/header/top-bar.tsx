import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { userTypeLabel } from '../../../domain/menu.ts';
import { headerNameOf } from '../../../machines/auth/session-fields.ts';
import { useSessionView } from '../../app/session-view.ts';
import { useTenant } from '../../app/tenant-context.ts';
import { currentLang, loadCatalogArea } from '../../i18n/locale.ts';
import * as styles from './header.css.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LoginButton } from './login-button.tsx';

// Only a signed-in visitor needs the user menu and its catalog, and the certification badge.
const UserMenu = lazy(() =>
  Promise.all([import('../auth/user-menu.tsx'), loadCatalogArea('auth')]).then(([module]) => module),
);
const CertificationBadge = lazy(() =>
  import('./certification-badge.tsx').then(({ CertificationBadge }) => ({ default: CertificationBadge })),
);

export function TopBar() {
  const { t } = useLingui();
  const userType = useSessionView((view) => view.userType);
  const lang = currentLang();
  const userName = useSessionView((view) => (view.loggedIn ? headerNameOf(view, lang) : null));
  const { company } = useTenant();
  const en = lang === 'en';
  const workLoginName = en ? company.linkEnName : company.linkChName;
  return (
    <div className={styles.top}>
      <div className={styles.inner}>
        <span className={styles.welcome}>
          {t`Welcome to ${en ? company.companyNameSen : company.companyNameScn}`}
        </span>
        <div className={styles.topActions}>
          <span
            className={userName === null ? styles.userLabel : styles.userLabelBesideMenu}
            data-testid="user-type-label"
          >
            {userTypeLabel(userType) === 'internal' ? t`Internal` : t`Customer`}
          </span>
          <LanguageSwitch />
          {company.linkAddress && workLoginName && (
            // Spec §2: the work login opens the configured address in a new window.
            <a
              className={styles.topLink}
              href={company.linkAddress}
              target="_blank"
              rel="noopener noreferrer"
            >
              {workLoginName}
            </a>
          )}
          {userName === null ? (
            <LoginButton />
          ) : (
            <Suspense fallback={<span>{userName}</span>}>
              <CertificationBadge />
              <UserMenu />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
