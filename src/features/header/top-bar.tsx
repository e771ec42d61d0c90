import { useLingui } from '@lingui/react/macro';
import { userTypeLabel } from '../../../domain/menu.ts';
import { useTenant } from '../../app/tenant-context.ts';
import { currentLang } from '../../i18n/locale.ts';
import * as styles from './header.css.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LoginButton } from './login-button.tsx';

export function TopBar({ userType }: { userType: number | null }) {
  const { t } = useLingui();
  const { company } = useTenant();
  const en = currentLang() === 'en';
  const workLoginName = en ? company.linkEnName : company.linkChName;
  return (
    <div className={styles.top}>
      <div className={styles.inner}>
        <span className={styles.welcome}>
          {t`Welcome to ${en ? company.companyNameSen : company.companyNameScn}`}
        </span>
        <div className={styles.topActions}>
          <span className={styles.userLabel} data-testid="user-type-label">
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
          <LoginButton />
        </div>
      </div>
    </div>
  );
}
