import { PayPage } from '../features/pay/pay-page.tsx';

export default function Route() {
  return <PayPage />;
}
