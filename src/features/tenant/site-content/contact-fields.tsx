import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CustomerServiceContact } from '../../../../domain/api/company.ts';
import { SiteContentLimit as L } from '../../../../domain/tenant/site-content.ts';
import { TextField } from '../../../ui/form-field.tsx';
import * as styles from './site-content.css.ts';

export type ContactField = Exclude<keyof CustomerServiceContact, 'headPic'>;

/** A contact's fields as both contact forms show them (the default contact and the further ones). */
export const CONTACT_FIELDS: { field: ContactField; words: MessageDescriptor; max: number; type?: string }[] =
  [
    { field: 'nameCn', words: msg`Name (Chinese)`, max: L.contactName },
    { field: 'nameEn', words: msg`Name (English)`, max: L.contactName },
    { field: 'companyName', words: msg`Company (Chinese)`, max: L.contactCompany },
    { field: 'companyNameEn', words: msg`Company (English)`, max: L.contactCompany },
    { field: 'mobile', words: msg`Mobile`, max: L.mobile, type: 'tel' },
    { field: 'qq', words: msg`QQ`, max: L.qq },
    { field: 'email', words: msg`Email`, max: L.email, type: 'email' },
  ];

type ContactValues = Record<ContactField, string>;

/** A contact's fields as inputs, each with the problem `errorOf` names for it. */
export function ContactFields<C extends ContactValues>({
  contact,
  onChange,
  errorOf,
}: {
  contact: C;
  onChange: (next: C) => void;
  errorOf: (field: ContactField, label: string) => string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.grid}>
      {CONTACT_FIELDS.map(({ field, words, max, type }) => (
        <TextField
          key={field}
          label={i18n._(words)}
          type={type ?? 'text'}
          value={contact[field]}
          maxLength={max}
          error={errorOf(field, i18n._(words))}
          onChange={(event) => onChange({ ...contact, [field]: event.target.value })}
        />
      ))}
    </div>
  );
}
