import { CertificationView } from './certification-view.tsx';
import { ChangePasswordView } from './change-password-view.tsx';
import { CreateAccountView } from './create-account-view.tsx';
import { useDialog } from './dialog-view.tsx';
import { EmailExpiredView } from './email-expired-view.tsx';
import { EmailLoginView } from './email-login-view.tsx';
import { ForgotPasswordView } from './forgot-password-view.tsx';
import { QrLoginView } from './qr-login-view.tsx';
import { SecondFactorView } from './second-factor-view.tsx';

const views = {
  qrLogin: QrLoginView,
  emailLogin: EmailLoginView,
  createAccount: CreateAccountView,
  forgotPassword: ForgotPasswordView,
  emailExpired: EmailExpiredView,
  changePassword: ChangePasswordView,
  certification: CertificationView,
  secondFactor: SecondFactorView,
} as const;

type ViewName = keyof typeof views;

const viewOf = (value: unknown): ViewName | null => {
  const name = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return name !== undefined && name in views ? (name as ViewName) : null;
};

/**
 * The one view the login dialog's statechart is in (spec §4: the views are mutually exclusive).
 * Each view stays mounted across its own sub-states (editing, submitting...), so typed values
 * survive a refused or failed submit.
 */
export function LoginViews() {
  const name = useDialog((snapshot) => viewOf(snapshot.value));
  if (name === null) return null;
  const View = views[name];
  return <View />;
}
