import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { LoginDialogWidth } from '../../../domain/constants.ts';
import { currentLang } from '../../i18n/locale.ts';
import * as styles from './login-dialog.css.ts';

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The login dialog frame of spec §2: modal, 712 px in English and 800 px in Chinese, and it does
 * not close on an outside click. Its views (QR, email, register, reset, certification) arrive with
 * the accounts release; until then it says so plainly.
 */
export default function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const { t } = useLingui();
  const lang = currentLang();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          style={{ width: LoginDialogWidth[lang] }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className={styles.title}>{t`Login`}</Dialog.Title>
          <Dialog.Description className={styles.description}>
            {t`Online sign-in is not open yet. Please contact our customer service for rates and bookings.`}
          </Dialog.Description>
          <Dialog.Close className={styles.close} aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
