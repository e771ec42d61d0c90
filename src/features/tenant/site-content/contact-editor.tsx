import { useLingui } from '@lingui/react/macro';
import type { CustomerServiceContact } from '../../../../domain/api/company.ts';
import { contactProblem } from '../../../../domain/tenant/site-content.ts';
import * as frame from '../../freight/freight.css.ts';
import { ContactFields } from './contact-fields.tsx';
import { OtherContacts } from './other-contacts.tsx';
import { loadContact, saveContact } from './site-content-calls.ts';
import { SiteFormFrame } from './site-form-frame.tsx';
import { useSiteForm } from './use-site-form.ts';

/**
 * The tenant's customer-service contact (spec §3), the one the contact card and the floating
 * bubble show: names in both languages and at least one way to reach them. Its picture is set with
 * the company's images.
 */
export function ContactEditor() {
  const { t } = useLingui();
  const form = useSiteForm<'contact', CustomerServiceContact>({
    firstQuery: 'contact',
    load: (_query, signal) => loadContact(signal),
    save: saveContact,
    problemOf: contactProblem,
  });
  return (
    <>
      <SiteFormFrame
        title={t`Customer service contact`}
        lead={t`The contact visitors are offered on every page.`}
        form={form}
      >
        {(contact) => (
          <ContactFields
            contact={contact}
            onChange={form.setDraft}
            errorOf={(field, label) => form.errorFor(`contact.${field}`, label)}
          />
        )}
      </SiteFormFrame>
      {/* In the page's frame too: its card lines up with the form above at every width. */}
      <div className={frame.page}>
        <OtherContacts />
      </div>
    </>
  );
}
