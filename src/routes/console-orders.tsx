import { OrderQueuePage } from '../features/orders/order-queue-page.tsx';

export default function Route() {
  return <OrderQueuePage />;
}
