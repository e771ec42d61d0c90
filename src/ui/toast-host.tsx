import { useLingui } from '@lingui/react/macro';
import * as Toast from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import * as styles from './toast.css.ts';
import { dismiss, subscribe, type ToastMessage } from './toast-store.ts';

/** Shows queued toasts; errors stay longer and are announced assertively. */
export default function ToastHost() {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
  useEffect(() => subscribe(setToasts), []);
  return (
    <Toast.Provider swipeDirection="right" label={t`Notifications`}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={styles.toast[toast.tone]}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.tone === 'error' ? 6000 : 3000}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <Toast.Description>{toast.text}</Toast.Description>
          <Toast.Close className={styles.close} aria-label={t`Close`}>
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
