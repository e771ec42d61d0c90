import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReservationView } from '../../../domain/api/reservation.ts';
import { canOrderReservation } from '../../../domain/reservations/reservation-lifecycle.ts';
import * as form from '../../ui/form.css.ts';
import * as styles from './reservations.css.ts';

/**
 * "An approved reservation becomes an order": on the owner's approved advance booking,
 * "Place order" opens My Order's form prefilled from it; once ordered, the order it became, linked
 * (My Order opens that order). Nothing for a reservation in any other status. Ordered is shown
 * beside the status, not as one: spec §3's four statuses stay what the customer sees.
 */
export function ReservationOrderAction({ reservation }: { reservation: ReservationView }) {
  const { t } = useLingui();
  const { id, orderId } = reservation;
  if (orderId !== null)
    return (
      <span className={styles.cellLines}>
        <span className={styles.muted}>{t`Ordered`}</span>
        <Link
          to="/workspace/order"
          search={{ orderId }}
          className={form.linkButton}
          aria-label={t`Order #${orderId}, placed from advance booking #${id}`}
        >
          {t`Order #${orderId}`}
        </Link>
      </span>
    );
  if (!canOrderReservation(reservation)) return null;
  return (
    <Link
      to="/workspace/order"
      search={{ reservationId: id }}
      className={form.linkButton}
      aria-label={t`Place an order from advance booking #${id}`}
    >
      {t`Place order`}
    </Link>
  );
}
