import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SpaceOrderView } from '../../../domain/api/booking.ts';
import type { Failure } from '../../../domain/api/failure.ts';
import type {
  PaymentWindowActor,
  PaymentWindowSnapshot,
} from '../../../machines/booking/payment-window.machine.ts';
import * as buttons from '../../ui/button.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { LocalTime } from '../freight/facts.tsx';
import * as styles from './booking.css.ts';
import { OfferDeadline } from './offer-deadline.tsx';
import { PaymentAmount } from './payment-amount.tsx';
import { paymentQrImage } from './payment-qr.ts';

/** `03:00`: the whole seconds left, rounded up, as minutes and seconds. */
export const formatCountdown = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The page where the customer's space orders wait (spec §2 "My Space"). A plain link: the
 * dialog also renders outside the router (the path tests), and the page loads its list afresh.
 */
const MY_SPACE_ROUTE = '/workspace/reserveCabin';

const stateOf = (snapshot: PaymentWindowSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : 'open';

/**
 * The payment part of the booking dialog, bound to a paymentWindow actor: the QR code, what is
 * held, the countdown, cancel with confirmation, and how the window ended. Closing is the dialog's.
 */
export function PaymentView({ actor }: { actor: PaymentWindowActor }) {
  const { t } = useLingui();
  const state = useSelector(actor, stateOf);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);

  switch (state) {
    case 'loading':
      return (
        <p className={styles.note} role="status" aria-busy="true">
          {t`Loading the order…`}
        </p>
      );
    case 'open':
      return (
        draft && (
          <OpenWindow actor={actor} order={draft.order_form} codeUrl={draft.code_url} failure={failure} />
        )
      );
    case 'expiring':
      return (
        <p className={styles.note} role="status" aria-busy="true">
          {t`The payment window has ended. Checking the payment…`}
        </p>
      );
    case 'paid':
      return (
        <div role="status">
          <p className={styles.success}>{t`Paid. The space is yours: the order is in hand.`}</p>
          <p className={styles.note}>
            <a href={MY_SPACE_ROUTE}>{t`See it in My Space`}</a>
          </p>
        </div>
      );
    case 'expired':
      return (
        <p className={styles.alert} role="alert">
          {t`The 3-minute payment window has passed. The order is cancelled and the space is released.`}
        </p>
      );
    case 'offered':
      return (
        <div role="status">
          <p className={styles.note}>
            {t`No payment is open now. The space is still held for you: pay it from the order in My Space.`}
          </p>
          {draft?.order_form.offerExpiresAt && (
            <p className={styles.note}>
              <OfferDeadline at={draft.order_form.offerExpiresAt} />
            </p>
          )}
        </div>
      );
    case 'cancelled':
      return (
        <p className={styles.note} role="status">
          {t`The order is cancelled and the space is released.`}
        </p>
      );
    case 'failed':
      return (
        <div role="alert">
          <p className={styles.alert}>
            {failure?.message || t`The order could not be read. Please check My Space in a moment.`}
          </p>
          <p className={styles.note}>
            <a href={MY_SPACE_ROUTE}>{t`Open My Space`}</a>
          </p>
        </div>
      );
    default:
      return null;
  }
}

function OpenWindow({
  actor,
  order,
  codeUrl,
  failure,
}: {
  actor: PaymentWindowActor;
  order: SpaceOrderView;
  codeUrl: string;
  failure: Failure | null;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'cn';
  const qrImage = useMemo(() => paymentQrImage(codeUrl, language), [codeUrl, language]);
  const remainingMs = useSelector(actor, (snapshot) => snapshot.context.remainingMs);
  const confirming = useSelector(actor, (snapshot) => snapshot.matches({ open: { cancel: 'confirming' } }));
  const cancelling = useSelector(actor, (snapshot) => snapshot.matches({ open: { cancel: 'cancelling' } }));
  const en = i18n.locale === 'en';
  const place = (ref: SpaceOrderView['pol']) => (en ? ref.nameEn : ref.nameCn) || ref.code;
  const held = order.containers.map((line) => `${line.containerType} × ${line.quantity}`).join(', ');
  const countdown = formatCountdown(remainingMs);

  return (
    <>
      <img
        className={styles.qr}
        src={qrImage}
        alt={t`Payment QR code of order ${order.orderNo}: scan it to pay`}
      />
      {/* WeChat's scanner opens both WeChat Pay's code and the sandbox's pay page. */}
      <p className={styles.scanHint}>{t`Scan the QR code with WeChat to pay`}</p>
      <p className={styles.countdown} role="timer" aria-label={t`Time left to pay: ${countdown}`}>
        {countdown}
      </p>
      <dl className={styles.facts}>
        <dt>{t`Amount`}</dt>
        <dd>
          <PaymentAmount order={order} />
        </dd>
        <dt>{t`Held for you`}</dt>
        <dd>{held}</dd>
        <dt>{t`Vessel / voyage`}</dt>
        <dd>
          {order.vesselName} / {order.voyageNumber}
        </dd>
        <dt>{t`Route`}</dt>
        <dd>
          {place(order.pol)} → {place(order.pod)}
        </dd>
        <dt>{t`ETD (local)`}</dt>
        <dd>
          <LocalTime value={order.etd} place={order.pol} />
        </dd>
        <dt>{t`Order no.`}</dt>
        <dd>{order.orderNo}</dd>
      </dl>
      <p className={styles.note}>
        {t`Closing this window does not cancel the order: it waits in My Space with the time it has left, and you can pay it there.`}
      </p>
      {failure && (
        <p className={styles.alert} role="alert">
          {failure.message || t`The network failed. Please try again.`}
        </p>
      )}
      {confirming || cancelling ? (
        <fieldset className={styles.confirm}>
          <legend className={styles.note}>{t`Cancel the order?`}</legend>
          <p className={styles.note}>{t`The space held for you is released at once.`}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={cancelling}
              onClick={() => actor.send({ type: 'KEEP' })}
            >
              {t`Keep the order`}
            </button>
            <SubmitButton
              type="button"
              busy={cancelling}
              onClick={() => actor.send({ type: 'CONFIRM_CANCEL' })}
            >
              {t`Yes, cancel the order`}
            </SubmitButton>
          </div>
        </fieldset>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => actor.send({ type: 'CANCEL' })}>
            {t`Cancel order`}
          </button>
        </div>
      )}
    </>
  );
}
