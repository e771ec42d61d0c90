import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { UserInfo } from '../../../domain/api/accounts.ts';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import { FieldLimit } from '../../../domain/constants.ts';
import {
  COMPANY_NAME_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  mayEditCertifiedFields,
  mayEditProfileField,
  type ProfileForm as ProfileValues,
  profileRules,
  QQ_MAX_LENGTH,
} from '../../../domain/validation/profile.ts';
import { isFormValid, validateForm } from '../../../domain/validation/rule.ts';
import * as form from '../../ui/form.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useMessageText } from '../auth/messages.ts';
import { useCriteria } from '../data-page/use-criteria.ts';
import { saveProfile } from './profile-api.ts';
import * as styles from './profile-page.css.ts';
import { useProfileSubmit } from './use-profile-submit.ts';

const valuesOf = (info: UserInfo): ProfileValues => ({
  nameCn: info.nameCn,
  nameEn: info.nameEn,
  nickname: info.nickname,
  companyName: info.companyName,
  companyPosition: info.companyPosition,
  qq: info.qq,
  mobile: info.mobile,
});

/**
 * The user info of spec §3 with its edit. The reviewed fields (names, company, position) are
 * read-only while a certification is reviewed or approved, except an empty Chinese name, which
 * spec §3's userName needs; the server refuses them then too.
 */
export function ProfileForm({
  info,
  onSaved,
}: {
  info: UserInfo;
  /** With the user info as saved. */
  onSaved: (saved: UserInfo) => void;
}) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const criteria = useCriteria<ProfileValues>(valuesOf(info));
  const { values } = criteria;
  const problems = validateForm(values, profileRules);
  const save = useProfileSubmit(saveProfile, (reply) => {
    notify('success', reply.message);
    onSaved(reply.data);
  });
  const locked = !mayEditCertifiedFields(info.certificationStatus);
  const saved = valuesOf(info);
  const readOnly = (field: keyof ProfileValues) =>
    !mayEditProfileField(field, info.certificationStatus, saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isFormValid(problems)) save.submit(values);
  };
  const text = (field: keyof ProfileValues, label: string, maxLength: number) => {
    const [value, set] = criteria.field(field);
    const problem = problems[field];
    return (
      <TextField
        label={label}
        value={value}
        maxLength={maxLength}
        readOnly={readOnly(field)}
        error={problem ? messageText(problem) : undefined}
        onChange={(event) => set(event.target.value)}
      />
    );
  };
  const refusal = save.refusal;

  return (
    <section className={styles.card} aria-labelledby="profile-info">
      <h2 id="profile-info" className={styles.cardTitle}>{t`Personal information`}</h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`Login email`}</dt>
        <dd className={styles.definition}>{info.email}</dd>
        {info.certificationEmail && (
          <>
            <dt className={styles.term}>{t`Certification contact email`}</dt>
            <dd className={styles.definition}>{info.certificationEmail}</dd>
          </>
        )}
      </dl>
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={styles.fields}>
          {text('nameCn', t`Chinese name`, FieldLimit.nameMaxLength)}
          {text('nameEn', t`English name`, FieldLimit.nameMaxLength)}
          {text('nickname', t`Nickname`, FieldLimit.nameMaxLength)}
          {text('companyName', t`Company`, COMPANY_NAME_MAX_LENGTH)}
          {text('companyPosition', t`Position`, FieldLimit.nameMaxLength)}
          {text('qq', t`QQ`, QQ_MAX_LENGTH)}
          {text('mobile', t`Mobile`, MOBILE_MAX_LENGTH)}
        </div>
        {locked && (
          <p className={styles.note}>
            {t`Names, company and position were certified or are under review: they change with a new certification.`}
          </p>
        )}
        {locked && !readOnly('nameCn') && (
          <p className={styles.note}>{t`The Chinese name is empty: you may fill it in once.`}</p>
        )}
        {refusal && (
          <p className={styles.refusal} role="alert">
            {refusal.code === NETWORK_FAILURE_CODE
              ? t`The server could not be reached. Please try again.`
              : refusal.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={form.submit} disabled={save.busy || !isFormValid(problems)}>
            {save.busy && <span className={form.busy} aria-hidden="true" />}
            {t`Save profile`}
          </button>
        </div>
      </form>
    </section>
  );
}
