import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import type { ExchangeRateView, TenantSettingsView } from '../../../domain/api/tenant.ts';
import { PAYMENT_CURRENCY, rateMicroOf } from '../../../domain/tenant/cny-conversion.ts';
import { usePermission } from '../../app/session-view.ts';
import * as form from '../../ui/form.css.ts';
import { TextField } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { DataTable, NumberCell, TableHead } from '../../ui/table.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import * as styles from '../profile/profile-page.css.ts';
import { useProfileSubmit } from '../profile/use-profile-submit.ts';
import { loadWorkingSettings, saveExchangeRate, saveWorkingSettings } from './working-settings-api.ts';

const fetchSettings = (_request: unknown, signal: AbortSignal) => loadWorkingSettings(signal);
/** The settings have no criteria: the session decides whose they are. */
const OURS = {};

/** The bounds of domain/tenant/tenant-settings.ts tenantSettingsSchema, shown before typing. */
const OFFER_HOURS = { min: 1, max: 168 };
const RESUBMIT_DAYS = { min: 1, max: 20 };

/**
 * The tenant's working settings (how long a granted grab request's offer holds, how many working
 * days a returned space order has) and its exchange rates to CNY: every staff member reads them, an
 * administrator saves the settings, pricing the rates (docs/staff.md). Each save is kept in the
 * settings' trail on the server.
 */
export function WorkingSettingsPage() {
  const { t } = useLingui();
  const page = useDataPage({ fetcher: fetchSettings, rowsOf: () => 1, pageSize: 1 });
  const { snapshot, result, load, retry } = page;
  useEffect(() => load(OURS), [load]);
  return (
    <PageFrame route="/console/workingSettings">
      <div className={styles.sections}>
        {snapshot.hasTag('loading') && result === null && <StatusPanel tone="busy" title={t`Loading…`} />}
        {snapshot.matches('default') && snapshot.context.errorCode && (
          <StatusPanel
            tone="error"
            title={t`The working settings could not be loaded`}
            action={{ label: t`Retry`, onClick: retry }}
          />
        )}
        {result && (
          <>
            <SettingsCard settings={result.settings} onSaved={() => load(OURS)} />
            <RatesCard rates={result.rates} onSaved={() => load(OURS)} />
          </>
        )}
      </div>
    </PageFrame>
  );
}

function Refusal({ refusal }: { refusal: { code: string; message: string } | null }) {
  const { t } = useLingui();
  if (refusal === null) return null;
  return (
    <p className={styles.refusal} role="alert">
      {refusal.code === NETWORK_FAILURE_CODE
        ? t`The server could not be reached. Please try again.`
        : refusal.message}
    </p>
  );
}

const wholeIn = (text: string, { min, max }: { min: number; max: number }): number | null => {
  const value = /^\d{1,4}$/.test(text.trim()) ? Number(text) : Number.NaN;
  return value >= min && value <= max ? value : null;
};

function SettingsCard({ settings, onSaved }: { settings: TenantSettingsView; onSaved: () => void }) {
  const { t } = useLingui();
  const mayChange = usePermission('tenant.settings');
  const [hours, setHours] = useState(String(settings.grabOfferHours));
  const [days, setDays] = useState(String(settings.returnResubmitWorkingDays));
  const [tried, setTried] = useState(false);
  const save = useProfileSubmit(saveWorkingSettings, (reply) => {
    notify('success', reply.message);
    onSaved();
  });
  const offerHours = wholeIn(hours, OFFER_HOURS);
  const resubmitDays = wholeIn(days, RESUBMIT_DAYS);
  const hoursRule = t`A whole number of hours from ${OFFER_HOURS.min} to ${OFFER_HOURS.max}.`;
  const daysRule = t`A whole number of working days from ${RESUBMIT_DAYS.min} to ${RESUBMIT_DAYS.max}.`;
  return (
    <section className={styles.card} aria-labelledby="working-settings">
      <h2 id="working-settings" className={styles.cardTitle}>{t`Offers and returns`}</h2>
      {mayChange ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (offerHours !== null && resubmitDays !== null)
              save.submit({ grabOfferHours: offerHours, returnResubmitWorkingDays: resubmitDays });
          }}
        >
          <div className={styles.fields}>
            <TextField
              label={t`Hours a granted grab request stays on offer`}
              inputMode="numeric"
              value={hours}
              onChange={(event) => setHours(event.target.value)}
              hint={hoursRule}
              error={tried && offerHours === null ? hoursRule : undefined}
            />
            <TextField
              label={t`Working days to correct a returned space order`}
              inputMode="numeric"
              value={days}
              onChange={(event) => setDays(event.target.value)}
              hint={daysRule}
              error={tried && resubmitDays === null ? daysRule : undefined}
            />
          </div>
          <Refusal refusal={save.refusal} />
          <button type="submit" className={form.submit} disabled={save.busy}>
            {t`Save working settings`}
          </button>
        </form>
      ) : (
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Hours a granted grab request stays on offer`}</dt>
          <dd className={styles.definition}>{settings.grabOfferHours}</dd>
          <dt className={styles.term}>{t`Working days to correct a returned space order`}</dt>
          <dd className={styles.definition}>{settings.returnResubmitWorkingDays}</dd>
        </dl>
      )}
    </section>
  );
}

interface RateProblems {
  currency?: string;
  rate?: string;
  effectiveOn?: string;
}

function RatesCard({ rates, onSaved }: { rates: ExchangeRateView[]; onSaved: () => void }) {
  const { t } = useLingui();
  const mayChange = usePermission('rates.manage');
  const [currency, setCurrency] = useState('');
  const [rate, setRate] = useState('');
  const [effectiveOn, setEffectiveOn] = useState('');
  const [problems, setProblems] = useState<RateProblems>({});
  const save = useProfileSubmit(saveExchangeRate, (reply) => {
    notify('success', reply.message);
    setCurrency('');
    setRate('');
    onSaved();
  });
  const submit = () => {
    const code = currency.trim().toUpperCase();
    const micro = rateMicroOf(rate);
    const found: RateProblems = {};
    if (!/^[A-Z]{3}$/.test(code)) found.currency = t`Three letters of ISO 4217, such as USD.`;
    else if (code === PAYMENT_CURRENCY) found.currency = t`CNY prices need no exchange rate.`;
    if (micro === null || micro > 10_000_000_000)
      found.rate = t`CNY for one unit, above 0 and at most 10000, with up to six decimals (7.1988).`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveOn)) found.effectiveOn = t`Choose the date the rate is for.`;
    setProblems(found);
    if (Object.keys(found).length === 0 && micro !== null)
      save.submit({ currency: code, cnyPerUnitMicro: micro, effectiveOn });
  };
  return (
    <section className={styles.card} aria-labelledby="exchange-rates">
      <h2 id="exchange-rates" className={styles.cardTitle}>{t`Exchange rates to CNY`}</h2>
      <p className={styles.note}>
        {t`A space order priced in another currency is paid in CNY at its rate; an order keeps the rate it was made at.`}
      </p>
      {rates.length === 0 ? (
        <p className={styles.note}>{t`No exchange rate yet: prices in other currencies cannot be paid.`}</p>
      ) : (
        <DataTable label={t`Exchange rates to CNY`} compact>
          <TableHead columns={[t`Currency`, { label: t`CNY per unit`, numeric: true }, t`Rate date`]} />
          <tbody>
            {rates.map((row) => (
              <tr key={row.currency}>
                <td>{row.currency}</td>
                <NumberCell>{row.cnyPerUnit}</NumberCell>
                <td>{row.effectiveOn}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {mayChange && (
        <form
          noValidate
          aria-label={t`Save an exchange rate`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className={styles.fields}>
            <TextField
              label={t`Currency`}
              value={currency}
              maxLength={3}
              autoCapitalize="characters"
              onChange={(event) => setCurrency(event.target.value)}
              error={problems.currency}
            />
            <TextField
              label={t`CNY per unit`}
              inputMode="decimal"
              value={rate}
              onChange={(event) => setRate(event.target.value)}
              error={problems.rate}
            />
            <TextField
              label={t`Rate date`}
              type="date"
              value={effectiveOn}
              onChange={(event) => setEffectiveOn(event.target.value)}
              error={problems.effectiveOn}
            />
          </div>
          <Refusal refusal={save.refusal} />
          <button type="submit" className={form.submit} disabled={save.busy}>
            {t`Save exchange rate`}
          </button>
        </form>
      )}
    </section>
  );
}
