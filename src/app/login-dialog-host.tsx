import { lazy, Suspense, useEffect, useState } from 'react';
import { loadCatalogArea } from '../i18n/locale.ts';
import { onLoginRequested } from './login-opener.ts';

// The dialog, its machines, crypto and the accounts catalog load on the first request only.
const LoginDialog = lazy(() =>
  Promise.all([import('../features/auth/login-dialog.tsx'), loadCatalogArea('auth')]).then(
    ([module]) => module,
  ),
);

export function LoginDialogHost() {
  const [requested, setRequested] = useState(false);
  useEffect(() => onLoginRequested(() => setRequested(true)), []);
  return requested ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}
