import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef, useState } from 'react';
import { CertificationStatus, FieldLimit, LanguageCode } from '../../../../domain/constants.ts';
import {
  canSubmitEnglishCertification,
  type EnglishCertificationForm,
} from '../../../../domain/validation/certification.ts';
import * as form from '../../../ui/form.css.ts';
import { SubmitButton, TextField } from '../../../ui/form-field.tsx';
import { CompanyPicker, useCompanySuggestActor } from '../company-picker.tsx';
import { useLoginDialogActor } from '../dialog-actor.ts';
import {
  fieldValue,
  Notice,
  useClearProblemOnEdit,
  useDialog,
  useFocusFirstInvalid,
  useProblems,
} from './shared.tsx';
import * as styles from './views.css.ts';

/**
 * The certification form (spec §4 Certification status, §5): the English or the Chinese form by
 * the dialog's language. Status 2 (tag inProgress) keeps submit disabled and reading in progress.
 */
export function CertificationView() {
  const lang = useDialog((snapshot) => snapshot.context.lang);
  return lang === LanguageCode.english ? <EnglishCertification /> : <ChineseCertification />;
}

function useCertificationState() {
  const submitting = useDialog((snapshot) => snapshot.hasTag('submitting'));
  const inProgress = useDialog((snapshot) => snapshot.hasTag('inProgress'));
  const status = useDialog((snapshot) => snapshot.context.certificationStatus ?? CertificationStatus.needed);
  return { submitting, inProgress, status };
}

function Intro() {
  const { t } = useLingui();
  return (
    <>
      <Dialog.Title className={styles.title}>{t`Certification`}</Dialog.Title>
      <p
        className={styles.text}
      >{t`Tell us who you are and which company you work for. Rates become visible once our staff have approved your certification.`}</p>
      <Notice />
    </>
  );
}

const emptyEnglishForm: EnglishCertificationForm = {
  nameEn: '',
  companyName: '',
  companyPosition: '',
  email: '',
};

function EnglishCertification() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const { submitting, inProgress, status } = useCertificationState();
  const problem = useProblems();
  const [values, setValues] = useState(emptyEnglishForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const clearProblemOnEdit = useClearProblemOnEdit();

  const field = (name: keyof EnglishCertificationForm) => ({
    name,
    value: values[name],
    readOnly: inProgress,
    error: problem(name),
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({
      type: 'SUBMIT_CERTIFICATION',
      lang: LanguageCode.english,
      form: {
        nameEn: values.nameEn.trim(),
        companyName: values.companyName.trim(),
        companyPosition: values.companyPosition.trim(),
        email: values.email.trim(),
      },
    });
  };

  return (
    <div className={styles.view}>
      <Intro />
      <form ref={formRef} className={form.form} onSubmit={submit} onChange={clearProblemOnEdit} noValidate>
        <TextField
          label={t`Name`}
          autoComplete="name"
          maxLength={FieldLimit.nameMaxLength}
          {...field('nameEn')}
        />
        <TextField label={t`Company name`} autoComplete="organization" {...field('companyName')} />
        <TextField label={t`Duty`} autoComplete="organization-title" {...field('companyPosition')} />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          maxLength={FieldLimit.emailMaxLength}
          {...field('email')}
        />
        {/* Spec §5: disabled until all four are filled, and while the status is 2. */}
        <SubmitButton
          busy={submitting}
          disabled={inProgress || !canSubmitEnglishCertification(values, status)}
        >
          {inProgress ? t`In progress` : t`Submit`}
        </SubmitButton>
      </form>
    </div>
  );
}

function ChineseCertification() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const { submitting, inProgress } = useCertificationState();
  const problem = useProblems();
  const company = useCompanySuggestActor();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const clearProblemOnEdit = useClearProblemOnEdit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const { text, companyNameId } = company.getSnapshot().context;
    actor.send({
      type: 'SUBMIT_CERTIFICATION',
      lang: LanguageCode.chinese,
      form: {
        nameCn: fieldValue(element, 'nameCn').trim(),
        companyName: text.trim(),
        companyNameId,
        companyPosition: fieldValue(element, 'companyPosition').trim(),
        email: fieldValue(element, 'email').trim(),
        qq: fieldValue(element, 'qq').trim(),
      },
    });
  };

  return (
    <div className={styles.view}>
      <Intro />
      <form ref={formRef} className={form.form} onSubmit={submit} onChange={clearProblemOnEdit} noValidate>
        <TextField
          label={t`Name`}
          name="nameCn"
          autoComplete="name"
          maxLength={FieldLimit.nameMaxLength}
          readOnly={inProgress}
          error={problem('nameCn')}
        />
        <CompanyPicker actor={company} label={t`Company name`} error={problem('companyName')} />
        <TextField
          label={t`Position`}
          name="companyPosition"
          autoComplete="organization-title"
          readOnly={inProgress}
          error={problem('companyPosition')}
        />
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={FieldLimit.emailMaxLength}
          readOnly={inProgress}
          error={problem('email')}
        />
        <TextField
          label="QQ"
          name="qq"
          inputMode="numeric"
          optionalText={t`(optional)`}
          readOnly={inProgress}
        />
        <SubmitButton busy={submitting} disabled={inProgress}>
          {inProgress ? t`In progress` : t`Submit`}
        </SubmitButton>
      </form>
    </div>
  );
}
