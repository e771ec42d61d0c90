import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { PaymentWindowActor } from '../../../machines/booking/payment-window.machine.ts';
import { useReturnFocus } from '../../ui/return-focus.ts';
import * as styles from './booking.css.ts';
import { paymentWindowLogic } from './booking-actors.ts';
import { PaymentView } from './payment-view.tsx';

interface PaymentDialogProps {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Reopens the payment of an unpaid space order (My Space): the order is read first, and its window
 * goes on from the time the server says is left, never restarted. Needs the booking catalog.
 */
export function PaymentDialog({ orderId, open, onOpenChange }: PaymentDialogProps) {
  // A new opening is a new window actor: the last one ended (closed, paid...) for good.
  return open ? <ResumedPayment key={orderId} orderId={orderId} onOpenChange={onOpenChange} /> : null;
}

function ResumedPayment({ orderId, onOpenChange }: Omit<PaymentDialogProps, 'open'>) {
  const payment = useActorRef(paymentWindowLogic);
  useEffect(() => {
    payment.send({ type: 'RESUME', orderId });
  }, [payment, orderId]);
  return <PaymentDialogView actor={payment} onClosed={() => onOpenChange(false)} />;
}

/**
 * The payment dialog bound to a paymentWindow actor: open from SHOW or RESUME until CLOSE. Once the
 * window has ended (paid, expired...) the actor is done, and closing is only the page's.
 */
export function PaymentDialogView({ actor, onClosed }: { actor: PaymentWindowActor; onClosed?: () => void }) {
  const { t } = useLingui();
  const open = useSelector(actor, (snapshot) => !snapshot.matches('idle') && !snapshot.matches('closed'));
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (actor.getSnapshot().status === 'active') actor.send({ type: 'CLOSE' });
        onClosed?.();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title className={styles.title}>{t`Pay for the space`}</Dialog.Title>
          <PaymentView actor={actor} />
          <Dialog.Close className={styles.close} aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
