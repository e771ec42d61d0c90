import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import * as styles from './header.css.ts';

// Spec and budget: the login dialog (and crypto with it) loads only when asked for.
const LoginDialog = lazy(() => import('../auth/login-dialog.tsx'));

export function LoginButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.loginButton} onClick={() => setOpen(true)}>
        {t`Login`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
