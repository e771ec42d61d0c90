import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { SandboxPaymentView } from '../../../domain/api/booking.ts';
import {
  type SandboxPaymentAnswer,
  sandboxPaymentMachine,
} from '../../../machines/booking/sandbox-payment.machine.ts';
import { appNow } from '../../app/clock.ts';
import { activateLang, currentLang } from '../../i18n/locale.ts';
import { formatMoney } from '../../ui/money.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.css.ts';
import { confirmSandboxPayment, getSandboxPayment } from '../booking/booking-api.ts';
import * as styles from './pay-page.css.ts';
import { formatSecondsLeft, useSecondsLeft } from './time-left.ts';

/** The payment with the time left to pay, by the app's clock, when the answer arrived. */
const withTimeLeft = async (answer: Promise<SandboxPaymentView>): Promise<SandboxPaymentAnswer> => {
  const payment = await answer;
  return { payment, remainingMs: Date.parse(payment.expiresAt) - appNow().getTime() };
};

const payMachine = sandboxPaymentMachine.provide({
  actors: {
    loadPayment: fromPromise(({ input, signal }) => withTimeLeft(getSandboxPayment(input.code, signal))),
    confirmPayment: fromPromise(({ input, signal }) =>
      withTimeLeft(confirmSandboxPayment(input.code, signal)),
    ),
  },
});

const linkCode = (): string => new URLSearchParams(window.location.search).get('code') ?? '';

/** The language of the customer who opened the payment, which the QR link carries (`lang`). */
const linkLanguage = (): 'cn' | 'en' | null => {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return lang === 'en' || lang === 'cn' ? lang : null;
};

/**
 * /pay?code=…: the sandbox payment provider's phone page, opened by scanning the payment
 * QR code. No login: the code names the payment. Nothing here moves money.
 */
export function PayPage() {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(payMachine);
  useEffect(() => send({ type: 'OPEN', code: linkCode() }), [send]);
  // The phone speaks the customer's language, not whatever it was set to last.
  useEffect(() => {
    const lang = linkLanguage();
    if (lang !== null && lang !== currentLang()) void activateLang(lang);
  }, []);

  const { payment, failure } = snapshot.context;
  return (
    <section className={styles.page}>
      <PayLanguages />
      <h1 className={styles.title}>{t`Sandbox payment`}</h1>
      <p className={styles.sandbox} role="note">
        {/* Not "demo": a production start without a payment provider shows this page too. */}
        {t`Sandbox payment — no real money is charged. This page stands in for a payment app while no payment provider is configured.`}
      </p>
      {(snapshot.matches('reading') || snapshot.matches('loading')) && (
        <StatusPanel tone="busy" title={t`Loading the payment…`} />
      )}
      {(snapshot.matches('open') || snapshot.matches('paying')) && payment && (
        <>
          <PaymentDetails payment={payment} />
          {failure && (
            <p className={styles.notice} role="alert">
              {failure.message || t`The payment could not be confirmed. Please try again.`}
            </p>
          )}
          <button
            type="button"
            className={styles.pay}
            disabled={snapshot.hasTag('busy')}
            aria-busy={snapshot.hasTag('busy')}
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {snapshot.hasTag('busy') ? t`Paying…` : t`Pay`}
          </button>
        </>
      )}
      {snapshot.matches('paid') && payment && (
        <>
          <StatusPanel
            tone="info"
            title={t`Paid. The space is now in hand.`}
            detail={t`The browser that shows the QR code updates by itself. You can close this page.`}
          />
          <PaymentDetails payment={payment} />
        </>
      )}
      {snapshot.matches('closed') && (
        <StatusPanel
          tone="error"
          title={
            payment?.state === 'refunded'
              ? t`This payment was refunded.`
              : t`This order is closed and can no longer be paid.`
          }
          detail={
            payment?.state === 'refunded'
              ? undefined
              : t`Its 3-minute payment window ended or the order was cancelled. Book again on the portal.`
          }
        />
      )}
      {(snapshot.matches('notFound') || snapshot.matches('badCode')) && (
        <StatusPanel
          tone="error"
          title={t`This payment link is not valid.`}
          detail={t`Scan the payment QR code on the booking page again.`}
        />
      )}
      {snapshot.matches('failed') && (
        <StatusPanel
          tone="error"
          title={failure?.message || t`The payment service could not be reached.`}
          detail={failure?.message ? undefined : t`Please check your connection and try again.`}
          action={{ label: t`Try again`, onClick: () => send({ type: 'RETRY' }) }}
        />
      )}
    </section>
  );
}

/** The phone page has no header: its own language choice, each name in its own language. */
function PayLanguages() {
  const { t, i18n } = useLingui();
  const current = i18n.locale === 'en' ? 'en' : 'cn';
  return (
    <fieldset className={styles.languages}>
      <legend className={visuallyHidden}>{t`Language`}</legend>
      {LANGUAGES.map(({ code, name, tag }) => (
        <button
          key={code}
          type="button"
          lang={tag}
          aria-pressed={current === code}
          className={styles.language}
          onClick={() => {
            if (current !== code) void activateLang(code);
          }}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}

const LANGUAGES = [
  { code: 'cn', name: '中文', tag: 'zh-CN' },
  { code: 'en', name: 'English', tag: 'en' },
] as const;

function PaymentDetails({ payment }: { payment: SandboxPaymentView }) {
  const { t, i18n } = useLingui();
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>{t`Amount`}</dt>
      <dd className={styles.amount}>{formatMoney(payment.amount, payment.currency, i18n.locale)}</dd>
      <dt className={styles.term}>{t`Order no`}</dt>
      <dd className={styles.value}>{payment.orderNo}</dd>
      <dt className={styles.term}>{t`Description`}</dt>
      <dd className={styles.value}>{payment.description}</dd>
      {payment.state === 'open' && <TimeLeft expiresAt={payment.expiresAt} />}
    </dl>
  );
}

function TimeLeft({ expiresAt }: { expiresAt: string }) {
  const { t } = useLingui();
  const seconds = useSecondsLeft(expiresAt);
  return (
    <>
      <dt className={styles.term}>{t`Time left to pay`}</dt>
      <dd className={styles.timeLeft} role="timer">
        {formatSecondsLeft(seconds)}
      </dd>
    </>
  );
}
