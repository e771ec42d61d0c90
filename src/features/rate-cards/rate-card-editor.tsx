import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import type { RateCardForm, RateCardView } from '../../../domain/api/rate-card.ts';
import { CONTAINER_TYPES, PAYMENT_TERMS, type PaymentTerm } from '../../../domain/freight/codes.ts';
import {
  checkRateCard,
  formatRateCardProblem,
  type RateCardField,
  rateCardFieldNames,
  SURCHARGE_BASES,
  type SurchargeBasis,
} from '../../../domain/freight/rate-card.ts';
import { cardOfForm } from '../../../domain/freight/rate-card-form.ts';
import { currentLang } from '../../i18n/locale.ts';
import * as button from '../../ui/button.css.ts';
import * as form from '../../ui/form.css.ts';
import { TextAreaField, TextField } from '../../ui/form-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { notify } from '../../ui/toast-store.ts';
import * as styles from '../profile/profile-page.css.ts';
import { useProfileSubmit } from '../profile/use-profile-submit.ts';
import * as own from './rate-cards.css.ts';
import { saveRateCard } from './rate-cards-api.ts';

interface SurchargeRow {
  /** A key for React only: rows move when one above is removed. */
  key: number;
  code: string;
  basis: SurchargeBasis;
  currency: string;
  amount: string;
  paymentTerm: PaymentTerm;
}

type Texts = Record<Exclude<RateCardField, 'surcharges'>, string>;

let rowKeys = 0;
const surchargeRow = (row: Partial<SurchargeRow> = {}): SurchargeRow => ({
  key: ++rowKeys,
  code: '',
  basis: 'container',
  currency: 'USD',
  amount: '',
  paymentTerm: 'PRE',
  ...row,
});

const textsOf = (card: RateCardView | null): Texts => ({
  carrierScac: card?.carrierScac ?? '',
  pol: card?.pol ?? '',
  pod: card?.pod ?? '',
  via: card?.via ?? '',
  serviceCode: card?.serviceCode ?? '',
  containerType: card?.containerType ?? '40HQ',
  currency: card?.currency ?? 'USD',
  oceanFreight: card === null ? '' : String(card.oceanFreight),
  validFrom: card?.validFrom ?? '',
  validTo: card?.validTo ?? '',
  transitDays: card?.transitDays == null ? '' : String(card.transitDays),
  remarks: card?.remarks ?? '',
});

/** A whole amount as typed; anything else is NaN, which the card's rules name. */
const wholeOf = (text: string): number => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : Number.NaN);

const formOf = (texts: Texts, surcharges: SurchargeRow[]): RateCardForm => ({
  carrierScac: texts.carrierScac,
  pol: texts.pol,
  pod: texts.pod,
  via: texts.via,
  serviceCode: texts.serviceCode,
  containerType: texts.containerType,
  currency: texts.currency,
  oceanFreight: wholeOf(texts.oceanFreight),
  surcharges: surcharges.map(({ code, basis, currency, amount, paymentTerm }) => ({
    code,
    basis,
    currency,
    amount: wholeOf(amount),
    paymentTerm,
  })),
  validFrom: texts.validFrom,
  validTo: texts.validTo,
  transitDays: texts.transitDays.trim() === '' ? null : wholeOf(texts.transitDays),
  remarks: texts.remarks,
});

/**
 * Adds a rate card or changes one (spec §3 freight rates): every field of the card, its surcharges
 * as rows to add and remove. The card's rules (domain/freight/rate-card.ts) are checked before
 * sending, each problem under its field in the user's language; the server checks them again. A
 * save publishes the carrier's next version.
 */
export function RateCardEditor({
  card,
  onDone,
}: {
  /** The card being changed, or null for a new one. */
  card: RateCardView | null;
  onDone: (published: boolean) => void;
}) {
  const { t } = useLingui();
  const language = currentLang();
  const [texts, setTexts] = useState<Texts>(() => textsOf(card));
  const [surcharges, setSurcharges] = useState<SurchargeRow[]>(() =>
    (card?.surcharges ?? []).map((charge) => surchargeRow({ ...charge, amount: String(charge.amount) })),
  );
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const save = useProfileSubmit(saveRateCard, (reply) => {
    notify('success', reply.message);
    onDone(true);
  });
  const name = (field: RateCardField) => rateCardFieldNames[field][language];
  const set = (field: keyof Texts) => (value: string) =>
    setTexts((before) => ({ ...before, [field]: value }));
  const setRow = (key: number, change: Partial<SurchargeRow>) =>
    setSurcharges((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = () => {
    const sent = formOf(texts, surcharges);
    const found = new Map<string, string>();
    for (const problem of checkRateCard(cardOfForm(sent))) {
      const at = problem.surcharge === undefined ? problem.field : `surcharge-${problem.surcharge}`;
      if (!found.has(at)) found.set(at, formatRateCardProblem(problem, language));
    }
    setProblems(found);
    if (found.size === 0) save.submit({ rateCardId: card?.rateCardId ?? null, card: sent });
  };

  const text = (field: Exclude<keyof Texts, 'containerType' | 'remarks'>, extra: object = {}) => (
    <TextField
      label={name(field)}
      value={texts[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={problems.get(field)}
      {...extra}
    />
  );

  return (
    <section className={styles.card} aria-labelledby="rate-card-editor">
      <h2 id="rate-card-editor" className={styles.cardTitle}>
        {card === null ? t`Add a rate card` : t`Change the rate card`}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.fields}>
          {text('carrierScac', {
            maxLength: 4,
            autoCapitalize: 'characters',
            hint: t`SCAC code, such as MAEU.`,
          })}
          {text('serviceCode', { maxLength: 10, optionalText: t`(optional)` })}
          {text('pol', { maxLength: 6, autoCapitalize: 'characters', hint: t`UN/LOCODE, such as CNSHA.` })}
          {text('pod', { maxLength: 6, autoCapitalize: 'characters' })}
          {text('via', { maxLength: 6, autoCapitalize: 'characters', optionalText: t`(optional)` })}
          <div>
            <SelectField
              label={name('containerType')}
              value={texts.containerType}
              onChange={set('containerType')}
            >
              {CONTAINER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </SelectField>
            {problems.has('containerType') && <p className={form.error}>{problems.get('containerType')}</p>}
          </div>
          {text('currency', { maxLength: 3, autoCapitalize: 'characters' })}
          {text('oceanFreight', { inputMode: 'numeric' })}
          {text('validFrom', { type: 'date' })}
          {text('validTo', { type: 'date' })}
          {text('transitDays', { inputMode: 'numeric', optionalText: t`(optional)` })}
        </div>
        <fieldset className={own.surcharges}>
          <legend className={form.label}>{name('surcharges')}</legend>
          {problems.has('surcharges') && <p className={form.error}>{problems.get('surcharges')}</p>}
          {surcharges.length === 0 && <p className={styles.note}>{t`No surcharges.`}</p>}
          {surcharges.map((row, index) => (
            <fieldset key={row.key} className={own.surchargeRow} aria-label={t`Surcharge ${index + 1}`}>
              <TextField
                label={t`Code`}
                value={row.code}
                maxLength={6}
                autoCapitalize="characters"
                onChange={(event) => setRow(row.key, { code: event.target.value })}
              />
              <SelectField
                label={t`Basis`}
                value={row.basis}
                onChange={(basis) => setRow(row.key, { basis: basis as SurchargeBasis })}
              >
                {SURCHARGE_BASES.map((basis) => (
                  <option key={basis} value={basis}>
                    {basis === 'bl' ? t`Per B/L` : t`Per container`}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t`Currency`}
                value={row.currency}
                maxLength={3}
                autoCapitalize="characters"
                onChange={(event) => setRow(row.key, { currency: event.target.value })}
              />
              <TextField
                label={t`Amount`}
                value={row.amount}
                inputMode="numeric"
                onChange={(event) => setRow(row.key, { amount: event.target.value })}
              />
              <SelectField
                label={t`Payment`}
                value={row.paymentTerm}
                onChange={(term) => setRow(row.key, { paymentTerm: term as PaymentTerm })}
              >
                {PAYMENT_TERMS.map((term) => (
                  <option key={term} value={term}>
                    {term === 'PRE' ? t`Prepaid` : t`Collect`}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                className={button.outline}
                onClick={() => setSurcharges((rows) => rows.filter((other) => other.key !== row.key))}
                aria-label={t`Remove surcharge ${index + 1}`}
              >
                {t`Remove`}
              </button>
              {problems.has(`surcharge-${index + 1}`) && (
                <p className={`${form.error} ${own.rowProblem}`}>{problems.get(`surcharge-${index + 1}`)}</p>
              )}
            </fieldset>
          ))}
          <button
            type="button"
            className={button.outline}
            onClick={() => setSurcharges((rows) => [...rows, surchargeRow()])}
          >
            {t`Add a surcharge`}
          </button>
        </fieldset>
        <TextAreaField
          label={name('remarks')}
          value={texts.remarks}
          maxLength={600}
          optionalText={t`(optional)`}
          onChange={(event) => set('remarks')(event.target.value)}
          error={problems.get('remarks')}
        />
        {save.refusal !== null && (
          <p className={styles.refusal} role="alert">
            {save.refusal.code === NETWORK_FAILURE_CODE
              ? t`The server could not be reached. Please try again.`
              : save.refusal.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={form.submit} disabled={save.busy}>
            {t`Publish`}
          </button>
          <button type="button" className={button.outline} onClick={() => onDone(false)}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </section>
  );
}
