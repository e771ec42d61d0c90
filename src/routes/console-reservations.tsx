import { ReservationQueuePage } from '../features/reservations/reservation-queue-page.tsx';

export default function Route() {
  return <ReservationQueuePage />;
}
