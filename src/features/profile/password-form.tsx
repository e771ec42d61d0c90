import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import { FieldLimit, WebFlag } from '../../../domain/constants.ts';
import { type PasswordChangeForm, passwordChangeRules } from '../../../domain/validation/profile.ts';
import { isFormValid, validateForm } from '../../../domain/validation/rule.ts';
import { currentLang } from '../../i18n/locale.ts';
import * as form from '../../ui/form.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useMessageText } from '../auth/messages.ts';
import { useCriteria } from '../data-page/use-criteria.ts';
import { changePassword } from './profile-api.ts';
import * as styles from './profile-page.css.ts';
import { useProfileSubmit } from './use-profile-submit.ts';

type Values = PasswordChangeForm & { checked: boolean };
const EMPTY: Values = { oldPassword: '', password: '', repeat: '', checked: false };

/**
 * The password changes with the old one (spec §5's rule for the new one, the repeat must
 * equal it). This browser stays signed in; the server ends the other sessions and mails the owner.
 */
export function PasswordForm() {
  const { t } = useLingui();
  const messageText = useMessageText();
  const criteria = useCriteria<Values>(EMPTY);
  const { values, reset } = criteria;
  const [, setChecked] = criteria.field('checked');
  const problems = validateForm<PasswordChangeForm>(values, passwordChangeRules);
  const change = useProfileSubmit(changePassword, (reply) => {
    notify('success', reply.message);
    reset();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isFormValid(problems)) return;
    change.submit({
      oldPassword: values.oldPassword,
      password: values.password,
      webFlag: currentLang() === 'en' ? WebFlag.english : WebFlag.chinese,
    });
  };
  const password = (field: keyof PasswordChangeForm, label: string, autoComplete: string) => {
    const [value, set] = criteria.field(field);
    const problem = values.checked ? problems[field] : undefined;
    return (
      <TextField
        type="password"
        label={label}
        value={value}
        autoComplete={autoComplete}
        maxLength={FieldLimit.passwordInputMaxLength}
        error={problem ? messageText(problem) : undefined}
        onChange={(event) => set(event.target.value)}
      />
    );
  };
  const refusal = change.refusal;

  return (
    <section className={styles.card} aria-labelledby="profile-password">
      <h2 id="profile-password" className={styles.cardTitle}>{t`Change password`}</h2>
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={styles.fields}>
          {password('oldPassword', t`Current password`, 'current-password')}
          {password('password', t`New password`, 'new-password')}
          {password('repeat', t`Repeat the new password`, 'new-password')}
        </div>
        <p className={styles.note}>{t`Your other browsers and devices will be signed out.`}</p>
        {refusal && (
          <p className={styles.refusal} role="alert">
            {refusal.code === NETWORK_FAILURE_CODE
              ? t`The server could not be reached. Please try again.`
              : refusal.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={form.submit} disabled={change.busy}>
            {change.busy && <span className={form.busy} aria-hidden="true" />}
            {t`Change password`}
          </button>
        </div>
      </form>
    </section>
  );
}
