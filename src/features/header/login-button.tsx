import { useLingui } from '@lingui/react/macro';
import { openLoginDialog } from '../../app/login-opener.ts';
import * as styles from './header.css.ts';

/** Spec §2: not logged in, a Login button opens the login dialog. */
export function LoginButton() {
  const { t } = useLingui();
  return (
    <button type="button" className={styles.loginButton} onClick={() => openLoginDialog({})}>
      {t`Login`}
    </button>
  );
}
