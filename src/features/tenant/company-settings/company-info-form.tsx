import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { failureOf } from '../../../../domain/api/failure.ts';
import type { CompanyInfoEdit } from '../../../../domain/api/tenant.ts';
import { TenantPath } from '../../../../domain/api/tenant-paths.ts';
import { isColour, themeColourOrDefault } from '../../../../domain/colour.ts';
import { CERTIFICATION_JURISDICTION_FLAG } from '../../../../domain/constants.ts';
import {
  COMPANY_NAME_MAX,
  DOMAIN_MAX,
  type CompanyInfoForm as Form,
  isDomainName,
  isWebAddress,
  LINK_ADDRESS_MAX,
  LINK_NAME_MAX,
  REGISTER_NO_MAX,
} from '../../../../domain/tenant/company-info-form.ts';
import { fetchData } from '../../../api/client.ts';
import { Checkbox, SubmitButton, TextField } from '../../../ui/form-field.tsx';
import { notify } from '../../../ui/toast-store.ts';
import * as styles from './company-settings.css.ts';

const formOf = ({ images: _images, ...form }: CompanyInfoEdit): Form => form as Form;

/** The problems the browser can see before saving (the server checks every rule again). */
const problemsOf = (form: Form) => ({
  companyNameScn: form.companyNameScn.trim() === '',
  webThemeColor: !isColour(form.webThemeColor),
  linkAddress: form.linkAddress !== '' && !isWebAddress(form.linkAddress),
  mobileDomainName: form.mobileDomainName !== '' && !isDomainName(form.mobileDomainName),
  clientDomainName: form.clientDomainName !== '' && !isDomainName(form.clientDomainName),
});

/**
 * Spec §3's company info in groups: names, theme colour, staff link, site, options. Saving is not
 * confirmed: the trail below keeps every earlier value (docs/decisions.md).
 */
export function CompanyInfoFormSection({
  initial,
  onSaved,
}: {
  initial: CompanyInfoEdit;
  onSaved: (saved: CompanyInfoEdit) => void;
}) {
  const { t } = useLingui();
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const problems = problemsOf(form);
  const shown = (field: keyof typeof problems, text: string) =>
    (tried || field === 'webThemeColor') && problems[field] ? text : undefined;
  const set =
    <K extends keyof Form>(field: K) =>
    (value: Form[K]) =>
      setForm((current) => ({ ...current, [field]: value }));
  const text = (field: keyof Form) => ({
    value: String(form[field]),
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value as never),
  });
  const flag = (field: keyof Form, on: number, off: number) => ({
    checked: form[field] === on,
    onChange: (event: { target: { checked: boolean } }) =>
      set(field)((event.target.checked ? on : off) as never),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const saved = await fetchData(TenantPath.saveCompanyInfo, form);
      setForm(formOf(saved));
      onSaved(saved);
      notify('success', t`Saved. Visitors see the change on their next page load.`);
    } catch (error) {
      notify('error', failureOf(error).message || t`The server could not be reached. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const colourValid = isColour(form.webThemeColor);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t`Company name`}</legend>
        <TextField
          label={t`Chinese name`}
          maxLength={COMPANY_NAME_MAX}
          required
          error={shown('companyNameScn', t`Enter the company's Chinese name.`)}
          {...text('companyNameScn')}
        />
        <TextField
          label={t`English name`}
          maxLength={COMPANY_NAME_MAX}
          hint={t`Empty: the Chinese name is shown.`}
          {...text('companyNameSen')}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t`Theme colour`}</legend>
        <div className={styles.colourRow}>
          <input
            type="color"
            className={styles.colourPicker}
            aria-label={t`Pick the theme colour`}
            value={themeColourOrDefault(form.webThemeColor)}
            onChange={(event) => set('webThemeColor')(event.target.value)}
          />
          <TextField
            label={t`Theme colour`}
            maxLength={40}
            hint={colourValid ? t`A valid colour: #rrggbb or rgb(r, g, b).` : undefined}
            error={shown('webThemeColor', t`Write a colour as #rrggbb or rgb(r, g, b), each part 0 to 255.`)}
            {...text('webThemeColor')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t`Staff link`}</legend>
        <TextField label={t`Link name (Chinese)`} maxLength={LINK_NAME_MAX} {...text('linkChName')} />
        <TextField
          label={t`Link name (English)`}
          maxLength={LINK_NAME_MAX}
          hint={t`Empty: the Chinese link name is shown.`}
          {...text('linkEnName')}
        />
        <TextField
          label={t`Link address`}
          type="url"
          maxLength={LINK_ADDRESS_MAX}
          error={shown('linkAddress', t`Write a full address starting with https:// or http://.`)}
          {...text('linkAddress')}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t`Site`}</legend>
        <TextField
          label={t`Website registration number`}
          maxLength={REGISTER_NO_MAX}
          {...text('webSiteRegisterNo')}
        />
        <TextField
          label={t`Mobile site domain`}
          maxLength={DOMAIN_MAX}
          error={shown(
            'mobileDomainName',
            t`Write a domain such as m.example.cn, without https:// or a path.`,
          )}
          {...text('mobileDomainName')}
        />
        <TextField
          label={t`Customer site domain`}
          maxLength={DOMAIN_MAX}
          error={shown(
            'clientDomainName',
            t`Write a domain such as m.example.cn, without https:// or a path.`,
          )}
          {...text('clientDomainName')}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t`Options`}</legend>
        <Checkbox label={t`Everyone sees FCL rates`} {...flag('webPubFclFlag', 1, 0)} />
        <Checkbox
          label={t`Customers certify before they see rates`}
          {...flag('programJurisdictionFlag', CERTIFICATION_JURISDICTION_FLAG, 0)}
        />
        <Checkbox label={t`Space booking`} {...flag('bookingSpaceFlag', 1, 0)} />
        <Checkbox label={t`Show the container FCL display`} {...flag('containerFclShow', 2, 1)} />
        <Checkbox label={t`SPOT rates in the menu`} {...flag('spotFlag', 1, 0)} />
      </fieldset>

      <div className={styles.actions}>
        <SubmitButton busy={busy}>{t`Save company info`}</SubmitButton>
      </div>
    </form>
  );
}
