import { SpaceOrdersPage } from '../features/space-orders/space-orders-page.tsx';

export default function Route() {
  return <SpaceOrdersPage />;
}
