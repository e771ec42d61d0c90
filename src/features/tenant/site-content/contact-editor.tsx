import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CustomerServiceContact } from '../../../../domain/api/company.ts';
import { contactProblem, SiteContentLimit as L } from '../../../../domain/tenant/site-content.ts';
import { TextField } from '../../../ui/form-field.tsx';
import * as styles from './site-content.css.ts';
import { loadContact, saveContact } from './site-content-calls.ts';
import { SiteFormFrame } from './site-form-frame.tsx';
import { useSiteForm } from './use-site-form.ts';

type ContactField = Exclude<keyof CustomerServiceContact, 'headPic'>;

const FIELDS: { field: ContactField; words: MessageDescriptor; max: number; type?: string }[] = [
  { field: 'nameCn', words: msg`Name (Chinese)`, max: L.contactName },
  { field: 'nameEn', words: msg`Name (English)`, max: L.contactName },
  { field: 'companyName', words: msg`Company (Chinese)`, max: L.contactCompany },
  { field: 'companyNameEn', words: msg`Company (English)`, max: L.contactCompany },
  { field: 'mobile', words: msg`Mobile`, max: L.mobile, type: 'tel' },
  { field: 'qq', words: msg`QQ`, max: L.qq },
  { field: 'email', words: msg`Email`, max: L.email, type: 'email' },
];

/**
 * The tenant's customer-service contact (spec §3), the one the contact card and the floating
 * bubble show: names in both languages and at least one way to reach them. Its picture is set with
 * the company's images.
 */
export function ContactEditor() {
  const { t, i18n } = useLingui();
  const form = useSiteForm<'contact', CustomerServiceContact>({
    firstQuery: 'contact',
    load: (_query, signal) => loadContact(signal),
    save: saveContact,
    problemOf: contactProblem,
  });
  return (
    <SiteFormFrame
      title={t`Customer service contact`}
      lead={t`The contact visitors are offered on every page.`}
      form={form}
    >
      {(contact) => (
        <div className={styles.grid}>
          {FIELDS.map(({ field, words, max, type }) => (
            <TextField
              key={field}
              label={i18n._(words)}
              type={type ?? 'text'}
              value={contact[field]}
              maxLength={max}
              error={form.errorFor(`contact.${field}`, i18n._(words))}
              onChange={(event) => form.setDraft({ ...contact, [field]: event.target.value })}
            />
          ))}
        </div>
      )}
    </SiteFormFrame>
  );
}
