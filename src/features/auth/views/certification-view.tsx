import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { CertificationStatus, LanguageCode } from '../../../../domain/constants.ts';
import {
  canSubmitEnglishCertification,
  type EnglishCertificationForm,
} from '../../../../domain/validation/certification.ts';
import type { LoginDialogEvent } from '../../../../machines/auth/login-dialog-contract.ts';
import { sessionActor } from '../../../app/session-runtime.ts';
import { CompanyPicker, useCompanySuggestActor } from '../company-picker.tsx';
import {
  DialogForm,
  emailInput,
  type FieldText,
  FormFields,
  nameInput,
  useProblems,
} from './dialog-form.tsx';
import { DialogView, Notice, useDialog } from './dialog-view.tsx';
import * as styles from './views.css.ts';

/**
 * The certification form (spec §4 Certification status, §5): the English or the Chinese form by
 * the dialog's language. Status 2 (tag inProgress) keeps submit disabled and reading in progress.
 */
export function CertificationView() {
  const { t } = useLingui();
  const lang = useDialog((snapshot) => snapshot.context.lang);
  return (
    <DialogView title={t`Certification`}>
      <p
        className={styles.text}
      >{t`Tell us who you are and which company you work for. Rates become visible once our staff have approved your certification.`}</p>
      <Notice />
      {lang === LanguageCode.english ? <EnglishCertification /> : <ChineseCertification />}
    </DialogView>
  );
}

/** Status 2 (tag inProgress): the fields read only and the submit button says so. */
function useInProgress() {
  const { t } = useLingui();
  const inProgress = useDialog((snapshot) => snapshot.hasTag('inProgress'));
  return { inProgress, submitLabel: inProgress ? t`In progress` : t`Submit` };
}

/**
 * The account's email, to prefill the form's contact email: the session's user info, which loads
 * right after the login that opened the form ('' until then).
 */
const useAccountEmail = (): string =>
  useSelector(sessionActor(), (snapshot) => snapshot.context.userInfo?.email ?? '');

const emptyEnglishForm: EnglishCertificationForm = {
  nameEn: '',
  companyName: '',
  companyPosition: '',
  email: '',
};

function EnglishCertification() {
  const { t } = useLingui();
  const { inProgress, submitLabel } = useInProgress();
  const status = useDialog((snapshot) => snapshot.context.certificationStatus ?? CertificationStatus.needed);
  const [values, setValues] = useState(emptyEnglishForm);
  const accountEmail = useAccountEmail();
  // The account's email fills the field while nothing has been typed there.
  useEffect(() => {
    if (accountEmail) setValues((current) => (current.email ? current : { ...current, email: accountEmail }));
  }, [accountEmail]);
  const bound = (name: keyof EnglishCertificationForm) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });
  const certificationEvent = (): LoginDialogEvent => ({
    type: 'SUBMIT_CERTIFICATION',
    lang: LanguageCode.english,
    form: {
      nameEn: values.nameEn.trim(),
      companyName: values.companyName.trim(),
      companyPosition: values.companyPosition.trim(),
      email: values.email.trim(),
    },
  });

  return (
    <DialogForm
      submit={certificationEvent}
      submitLabel={submitLabel}
      // Spec §5: disabled until all four are filled, and while the status is 2.
      submitDisabled={inProgress || !canSubmitEnglishCertification(values, status)}
    >
      <FormFields
        readOnly={inProgress}
        fields={[
          { label: t`Name`, ...nameInput, ...bound('nameEn') },
          { label: t`Company name`, autoComplete: 'organization', ...bound('companyName') },
          { label: t`Duty`, autoComplete: 'organization-title', ...bound('companyPosition') },
          { label: t`Email`, ...emailInput, autoComplete: 'email', ...bound('email') },
        ]}
      />
    </DialogForm>
  );
}

function ChineseCertification() {
  const { t } = useLingui();
  const { inProgress, submitLabel } = useInProgress();
  const problem = useProblems();
  const company = useCompanySuggestActor();
  const emailField = useRef<HTMLInputElement>(null);
  const accountEmail = useAccountEmail();
  // The account's email fills the field while nothing has been typed there.
  useEffect(() => {
    if (accountEmail && emailField.current && !emailField.current.value)
      emailField.current.value = accountEmail;
  }, [accountEmail]);
  const certificationEvent = (text: FieldText): LoginDialogEvent => {
    const { text: companyName, companyNameId } = company.getSnapshot().context;
    return {
      type: 'SUBMIT_CERTIFICATION',
      lang: LanguageCode.chinese,
      form: {
        nameCn: text('nameCn').trim(),
        companyName: companyName.trim(),
        companyNameId,
        companyPosition: text('companyPosition').trim(),
        email: text('email').trim(),
        qq: text('qq').trim(),
      },
    };
  };

  return (
    <DialogForm submit={certificationEvent} submitLabel={submitLabel} submitDisabled={inProgress}>
      <FormFields readOnly={inProgress} fields={[{ name: 'nameCn', label: t`Name`, ...nameInput }]} />
      <CompanyPicker actor={company} label={t`Company name`} error={problem('companyName')} />
      <FormFields
        readOnly={inProgress}
        fields={[
          { name: 'companyPosition', label: t`Position`, autoComplete: 'organization-title' },
          { name: 'email', label: t`Email`, ...emailInput, autoComplete: 'email', ref: emailField },
          { name: 'qq', label: 'QQ', inputMode: 'numeric', optionalText: t`(optional)` },
        ]}
      />
    </DialogForm>
  );
}
