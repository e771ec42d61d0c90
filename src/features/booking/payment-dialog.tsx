import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { BookSpaceActor, SpaceChanged } from '../../../machines/booking/book-space.machine.ts';
import { overlay } from '../../ui/dialog.css.ts';
import { useReturnFocus } from '../../ui/return-focus.ts';
import * as styles from './booking.css.ts';
import { useBookSpaceActor } from './booking-actors.ts';
import { PaymentView } from './payment-view.tsx';

interface PaymentDialogProps {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The window ended (paid, expired, cancelled) while the dialog is open. */
  onSpaceChanged: (change: SpaceChanged) => void;
}

/**
 * Reopens the payment of an unpaid space order (My Space): the order is read first, and its window
 * goes on from the time the server says is left, never restarted. Needs the booking catalog.
 */
export function PaymentDialog({ orderId, open, onOpenChange, onSpaceChanged }: PaymentDialogProps) {
  // A new opening is a new machine: the last one's window ended (closed, paid...) for good.
  return open ? (
    <ResumedPayment
      key={orderId}
      orderId={orderId}
      onOpenChange={onOpenChange}
      onSpaceChanged={onSpaceChanged}
    />
  ) : null;
}

function ResumedPayment({ orderId, onOpenChange, onSpaceChanged }: Omit<PaymentDialogProps, 'open'>) {
  const actor = useBookSpaceActor(() => onOpenChange(false), onSpaceChanged);
  useEffect(() => {
    actor.send({ type: 'RESUME', orderId });
  }, [actor, orderId]);
  return <PaymentDialogView actor={actor} />;
}

/**
 * The payment dialog bound to a bookSpace machine reopened on an order (RESUME): the payment of
 * its paymentWindow child. Whether it is open, and what a close does, are the machine's.
 */
export function PaymentDialogView({ actor }: { actor: BookSpaceActor }) {
  const { t } = useLingui();
  const open = useSelector(actor, (snapshot) => !snapshot.matches('closed'));
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
          <Dialog.Title className={styles.title}>{t`Pay for the space`}</Dialog.Title>
          {payment && <PaymentView actor={payment} />}
          <Dialog.Close className={styles.close} aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
