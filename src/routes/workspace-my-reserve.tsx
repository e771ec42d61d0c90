import { MyReservationsPage } from '../features/reservations/my-reservations-page.tsx';

export default function Route() {
  return <MyReservationsPage />;
}
