import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { FirstAdministratorBody } from '../../../domain/api/accounts-schemas.ts';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import { FieldLimit } from '../../../domain/constants.ts';
import {
  type FirstAdministratorForm,
  firstAdministratorRules,
} from '../../../domain/validation/auth-forms.ts';
import { isFormValid, validateForm } from '../../../domain/validation/rule.ts';
import { post } from '../../api/client.ts';
import { companyId } from '../../api/tenant.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton, TextField } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useProfileSubmit } from '../profile/use-profile-submit.ts';
import { useMessageText } from './messages.ts';
import * as styles from './setup-page.css.ts';

type Values = FirstAdministratorForm & { checked: boolean };
const EMPTY: Values = { email: '', nameEn: '', nameCn: '', password: '', repeatPassword: '', checked: false };

const createFirstAdministrator = (body: FirstAdministratorBody) =>
  post(AccountPath.createFirstAdministrator, body);

const setupToken = (): string => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * /setup?token=…: the page of the one-time link a production start prints while the tenant has no
 * staff (spec §6 has staff but no way to make the first one; docs/accounts.md). It creates the
 * first administrator, who then signs in by email.
 */
export function SetupPage() {
  const { t } = useLingui();
  const messageText = useMessageText();
  const criteria = useCriteria<Values>(EMPTY);
  const { values } = criteria;
  const [token] = useState(setupToken);
  const [created, setCreated] = useState<string | null>(null);
  const problems = validateForm<FirstAdministratorForm>(values, firstAdministratorRules);
  const create = useProfileSubmit(createFirstAdministrator, (reply) => setCreated(reply.message));

  if (token === '')
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t`Set up the portal`}</h1>
        <StatusPanel
          tone="error"
          title={t`This page needs the setup link that the portal prints when it starts without staff.`}
        />
      </section>
    );
  if (created !== null)
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t`Set up the portal`}</h1>
        <StatusPanel
          tone="info"
          title={created}
          action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin', lang: 'en' }) }}
        />
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    criteria.field('checked')[1](true);
    if (!isFormValid(problems)) return;
    const { checked: _checked, repeatPassword: _repeat, ...fields } = values;
    create.submit({ ...fields, companyId, token });
  };
  const field = (
    name: keyof FirstAdministratorForm,
    label: string,
    props: { type?: string; autoComplete: string; maxLength: number; optionalText?: string },
  ) => {
    const [value, set] = criteria.field(name);
    const problem = values.checked ? problems[name] : undefined;
    return (
      <TextField
        {...props}
        label={label}
        value={value}
        error={problem ? messageText(problem) : undefined}
        onChange={(event) => set(event.target.value)}
      />
    );
  };
  const refusal = create.refusal;
  const passwordRule = messageText('passwordRule');

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t`Set up the portal`}</h1>
      <p>
        {t`Create the first administrator of this portal. The link works once, for 24 hours from the start that printed it.`}
      </p>
      <form className={form.form} onSubmit={submit} noValidate>
        {field('email', t`Email`, {
          type: 'email',
          autoComplete: 'email',
          maxLength: FieldLimit.emailMaxLength,
        })}
        {field('nameEn', t`English name`, { autoComplete: 'name', maxLength: FieldLimit.nameMaxLength })}
        {field('nameCn', t`Chinese name`, {
          autoComplete: 'off',
          maxLength: FieldLimit.nameMaxLength,
          optionalText: t`(optional)`,
        })}
        {field('password', t`Password`, {
          type: 'password',
          autoComplete: 'new-password',
          maxLength: FieldLimit.passwordInputMaxLength,
        })}
        <p className={styles.hint}>{passwordRule}</p>
        {field('repeatPassword', t`Repeat the password`, {
          type: 'password',
          autoComplete: 'new-password',
          maxLength: FieldLimit.passwordInputMaxLength,
        })}
        {refusal && (
          <p className={styles.refusal} role="alert">
            {refusal.code === NETWORK_FAILURE_CODE
              ? t`The server could not be reached. Please try again.`
              : refusal.message}
          </p>
        )}
        <SubmitButton busy={create.busy}>{t`Create the administrator`}</SubmitButton>
      </form>
    </section>
  );
}
