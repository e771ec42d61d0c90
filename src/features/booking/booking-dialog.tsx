import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { BookSpaceActor, BookSpaceClosed } from '../../../machines/booking/book-space.machine.ts';
import type { BookingOffer } from '../../../machines/booking/space-booking.machine.ts';
import { overlay } from '../../ui/dialog.css.ts';
import { useReturnFocus } from '../../ui/return-focus.ts';
import * as styles from './booking.css.ts';
import { useBookSpaceActor } from './booking-actors.ts';
import { BookingForm } from './booking-form.tsx';
import { PaymentView } from './payment-view.tsx';

interface BookingDialogViewProps {
  actor: BookSpaceActor;
  /** What is booked, for the title: `Shanghai → Rotterdam, COSCO ARIES / 041W`. */
  sailingLabel: string;
}

/**
 * The booking dialog bound to its bookSpace machine: the form of its spaceBooking child until the
 * space is held, then the payment of its paymentWindow child. Whether it is open, and what a close
 * does, are the machine's.
 */
export function BookingDialogView({ actor, sailingLabel }: BookingDialogViewProps) {
  const { t } = useLingui();
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
  const booking = useSelector(actor, (snapshot) => snapshot.children.spaceBooking);
  const payment = useSelector(actor, (snapshot) => snapshot.children.paymentWindow);
  const returnFocus = useReturnFocus(open);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : actor.send({ type: 'CLOSE' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title className={styles.title}>
            {payment ? t`Pay for the space` : t`Book space`}
          </Dialog.Title>
          <p className={styles.lead}>{sailingLabel}</p>
          {payment ? <PaymentView actor={payment} /> : booking && <BookingForm actor={booking} />}
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
  /** The machine closed the dialog. */
  onClosed: (closed: BookSpaceClosed) => void;
  /** The space was held, or the window ended: the page behind reads its space again. */
  onSpaceChanged: () => void;
}

/** One booking: mounted when "Book this space" is pressed, opened on the sailing it books. */
export function BookingDialog({
  offer,
  customerType,
  sailingLabel,
  onClosed,
  onSpaceChanged,
}: BookingDialogProps) {
  const actor = useBookSpaceActor(onClosed, onSpaceChanged);
  useEffect(() => {
    actor.send({ type: 'OPEN', offer, customerType });
  }, [actor, offer, customerType]);
  return <BookingDialogView actor={actor} sailingLabel={sailingLabel} />;
}
