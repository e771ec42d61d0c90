import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { PaymentWindowActor } from '../../../machines/booking/payment-window.machine.ts';
import type {
  BookingOffer,
  SpaceBookingActor,
  SpaceBookingSnapshot,
} from '../../../machines/booking/space-booking.machine.ts';
import { useReturnFocus } from '../../ui/return-focus.ts';
import * as styles from './booking.css.ts';
import { paymentWindowLogic, spaceBookingLogic } from './booking-actors.ts';
import { BookingForm } from './booking-form.tsx';
import { PaymentView } from './payment-view.tsx';

const bookingStateOf = (snapshot: SpaceBookingSnapshot): string =>
  snapshot.status === 'done' ? 'done' : String(snapshot.value);

/**
 * How the dialog ended, for the page behind it: whether an order was made, so that the remaining
 * space it shows is read again (held, paid, or released by a cancel or expiry).
 */
export interface BookingClosed {
  ordered: boolean;
}

interface BookingDialogViewProps {
  booking: SpaceBookingActor;
  payment: PaymentWindowActor;
  /** What is booked, for the title: `Shanghai → Rotterdam, COSCO ARIES / 041W`. */
  sailingLabel: string;
  /** The dialog closed after the machines let it. */
  onClosed?: (closed: BookingClosed) => void;
}

/**
 * The booking dialog bound to its two machines: the form (spaceBooking) until the space is held,
 * then the payment (paymentWindow) with the draft the booking answered. Whether it is open is the
 * machines' state: closed before OPEN and after CLOSE.
 */
export function BookingDialogView({ booking, payment, sailingLabel, onClosed }: BookingDialogViewProps) {
  const { t } = useLingui();
  const bookingState = useSelector(booking, bookingStateOf);
  const paymentState = useSelector(payment, (snapshot) =>
    typeof snapshot.value === 'string' ? snapshot.value : 'open',
  );

  // The held order goes to the payment window as soon as the booking answers it.
  useEffect(() => {
    const handOver = (snapshot: SpaceBookingSnapshot) => {
      if (snapshot.status === 'done' && payment.getSnapshot().matches('idle')) {
        payment.send({ type: 'SHOW', draft: snapshot.output });
      }
    };
    handOver(booking.getSnapshot());
    const subscription = booking.subscribe(handOver);
    return () => subscription.unsubscribe();
  }, [booking, payment]);

  const paying = bookingState === 'done';
  const open = bookingState !== 'idle' && paymentState !== 'closed';
  const returnFocus = useReturnFocus(open);

  const close = () => {
    if (!paying) {
      booking.send({ type: 'CLOSE' });
      // Refused while the booking is being sent: the dialog stays.
      if (!booking.getSnapshot().matches('idle')) return;
    } else if (payment.getSnapshot().status === 'active') {
      payment.send({ type: 'CLOSE' });
    }
    onClosed?.({ ordered: paying });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title className={styles.title}>
            {paying ? t`Pay for the space` : t`Book space`}
          </Dialog.Title>
          <p className={styles.lead}>{sailingLabel}</p>
          {paying ? <PaymentView actor={payment} /> : <BookingForm actor={booking} />}
          <Dialog.Close className={styles.close} aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface BookingDialogProps {
  offer: BookingOffer;
  customerType: number | string | null;
  sailingLabel: string;
  onClosed: (closed: BookingClosed) => void;
}

/** One booking: mounted when "Book this space" is pressed, with the machines the app provides. */
export function BookingDialog({ offer, customerType, ...rest }: BookingDialogProps) {
  const booking = useActorRef(spaceBookingLogic);
  const payment = useActorRef(paymentWindowLogic);
  useEffect(() => {
    booking.send({ type: 'OPEN', offer, customerType });
  }, [booking, offer, customerType]);
  return <BookingDialogView booking={booking} payment={payment} {...rest} />;
}
