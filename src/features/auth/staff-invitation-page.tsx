import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import { StaffPath } from '../../../domain/api/staff-paths.ts';
import type { AcceptStaffInvitationBody } from '../../../domain/api/staff-schemas.ts';
import { FieldLimit } from '../../../domain/constants.ts';
import { type StaffPasswordForm, staffPasswordRules } from '../../../domain/validation/auth-forms.ts';
import { isFormValid, validateForm } from '../../../domain/validation/rule.ts';
import { post } from '../../api/client.ts';
import { companyId } from '../../api/tenant.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton, TextField } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useProfileSubmit } from '../profile/use-profile-submit.ts';
import { useMessageText } from './messages.ts';
import * as styles from './setup-page.css.ts';

type Values = StaffPasswordForm & { checked: boolean };
const EMPTY: Values = { password: '', repeatPassword: '', checked: false };

const acceptInvitation = (body: AcceptStaffInvitationBody) => post(StaffPath.acceptStaffInvitation, body);

const invitationToken = (): string => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * /staffInvitation?token=…: the page of an administrator's mailed invitation (spec §6 staff). The
 * invitee sets a password of spec §5's rule; the account becomes active and signs in by email.
 */
export function StaffInvitationPage() {
  const { t } = useLingui();
  const messageText = useMessageText();
  const [values, setValues] = useState<Values>(EMPTY);
  const [token] = useState(invitationToken);
  const [accepted, setAccepted] = useState<string | null>(null);
  const problems = validateForm<StaffPasswordForm>(values, staffPasswordRules);
  const accept = useProfileSubmit(acceptInvitation, (reply) => setAccepted(reply.message));
  const title = <h1 className={styles.title}>{t`Join the staff`}</h1>;

  if (token === '')
    return (
      <section className={styles.page}>
        {title}
        <StatusPanel tone="error" title={t`This page needs the link of an invitation mail.`} />
      </section>
    );
  if (accepted !== null)
    return (
      <section className={styles.page}>
        {title}
        <StatusPanel
          tone="info"
          title={accepted}
          action={{
            label: t`Log in`,
            // Email sign-in is the English dialog's (the Chinese one signs in by QR code).
            onClick: () => openLoginDialog({ view: 'emailLogin', lang: 'en' }),
          }}
        />
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValues((current) => ({ ...current, checked: true }));
    if (!isFormValid(problems)) return;
    accept.submit({ companyId, token, password: values.password });
  };
  const field = (name: keyof StaffPasswordForm, label: string) => {
    const problem = values.checked ? problems[name] : undefined;
    return (
      <TextField
        type="password"
        autoComplete="new-password"
        maxLength={FieldLimit.passwordInputMaxLength}
        label={label}
        value={values[name]}
        error={problem ? messageText(problem) : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    );
  };
  const refusal = accept.refusal;

  return (
    <section className={styles.page}>
      {title}
      <p>{t`An administrator invited you to the portal's staff. Choose your password; the link works once.`}</p>
      <form className={form.form} onSubmit={submit} noValidate>
        {field('password', t`Password`)}
        <p className={styles.hint}>{messageText('passwordRule')}</p>
        {field('repeatPassword', t`Repeat the password`)}
        {refusal && (
          <p className={styles.refusal} role="alert">
            {refusal.code === NETWORK_FAILURE_CODE
              ? t`The server could not be reached. Please try again.`
              : refusal.message}
          </p>
        )}
        <SubmitButton busy={accept.busy}>{t`Set the password`}</SubmitButton>
      </form>
    </section>
  );
}
