import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { SpaceSailingDetail } from '../../../domain/api/freight.ts';
import type { BookingOffer } from '../../../machines/booking/space-booking.machine.ts';
import { readAuthorization } from '../../api/authorization-store.ts';
import { fetchData } from '../../api/client.ts';
import { useCertifiedAction } from '../../app/certified-action.ts';
import { readStoredSession } from '../../app/session-store.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import * as styles from './booking.css.ts';
import { BookingDialog } from './booking-dialog.tsx';

/** The sailing's bookable lines as the form offers them (a stopped sailing offers none). */
const offerOf = (detail: SpaceSailingDetail): BookingOffer => ({
  sailingId: detail.sailingId,
  routeCode: detail.routeCode,
  lines: detail.stopped
    ? []
    : detail.inventory
        .filter((line) => line.bookable)
        .map((line) => ({
          containerType: line.containerType,
          remaining: line.remaining,
          unitPrice: line.price,
          currency: line.currency,
        })),
});

interface BookSpaceProps {
  detail: SpaceSailingDetail;
  /** An order was made: the page reads the remaining space again. */
  onOrdered: () => void;
  /** Opened from "Book" on the list: start at once, as the button would. */
  startOnOpen?: boolean;
  /** The form was opened by `startOnOpen` (the page drops the request from its address). */
  onStarted?: () => void;
}

/**
 * "Book this space" on the available-space detail (spec §5): signed-in certified customers open
 * the booking dialog; a visitor is asked to log in, an uncertified customer to certify; staff
 * cannot book and are told so.
 */
export function BookSpace({ detail, onOrdered, startOnOpen = false, onStarted }: BookSpaceProps) {
  const { t, i18n } = useLingui();
  const noteId = useId();
  const { loggedIn, certified, isStaff, start: certifiedStart } = useCertifiedAction();
  // What the open dialog books; null while it is closed. Taken when it opens, so a reload behind
  // the dialog does not change the form.
  const [booking, setBooking] = useState<{ offer: BookingOffer; customerType: number | null } | null>(null);

  const start = () =>
    certifiedStart(() => {
      // The customer type is maintained by customer service (spec §6) and comes with the session;
      // one that was missing at sign-in is asked of the server again, as it may be set since.
      const apiKey = readAuthorization();
      const session = apiKey ? readStoredSession(apiKey) : null;
      const offer = offerOf(detail);
      if (session === null || session.customerType !== null) {
        setBooking({ offer, customerType: session?.customerType ?? null });
        return;
      }
      fetchData(AccountPath.getUserInfo, { id: session.userId, companyId: session.companyId })
        .then((info) => info.customerType)
        .catch(() => null)
        .then((customerType) => setBooking({ offer, customerType }));
    });

  // Once per page: a reload of the detail after an order must not open the form again.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start reads the session as it is when the page opens
  useEffect(() => {
    if (!startOnOpen || started.current || isStaff) return;
    started.current = true;
    start();
    onStarted?.();
  }, [startOnOpen]);

  if (isStaff) {
    return (
      <p className={styles.row}>
        <button type="button" className={form.submit} disabled aria-describedby={noteId}>
          {t`Book this space`}
        </button>
        <span id={noteId} className={styles.note}>{t`Staff accounts cannot book space.`}</span>
      </p>
    );
  }

  const en = i18n.locale === 'en';
  const place = (ref: SpaceSailingDetail['pol']) => (en ? ref.nameEn : ref.nameCn) || ref.code;
  return (
    <>
      <p className={styles.row}>
        <SubmitButton type="button" onClick={start}>
          {t`Book this space`}
        </SubmitButton>
        {!loggedIn && <span className={styles.note}>{t`Log in to book this space.`}</span>}
        {loggedIn && !certified && (
          <span className={styles.note}>{t`Certified customers can book space: certify first.`}</span>
        )}
      </p>
      {booking && (
        <BookingDialog
          offer={booking.offer}
          customerType={booking.customerType}
          sailingLabel={`${place(detail.pol)} → ${place(detail.pod)}, ${detail.vesselName} / ${detail.voyageNumber}`}
          onClosed={({ ordered }) => {
            setBooking(null);
            if (ordered) onOrdered();
          }}
          // Behind the open dialog the quantities follow the booking and the payment at once.
          onSpaceChanged={onOrdered}
        />
      )}
    </>
  );
}
