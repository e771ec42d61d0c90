import { SpaceOrderQueuePage } from '../features/space-orders/space-order-queue-page.tsx';

export default function Route() {
  return <SpaceOrderQueuePage />;
}
