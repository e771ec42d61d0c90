import { RefundQueuePage } from '../features/space-orders/refund-queue-page.tsx';

export default function Route() {
  return <RefundQueuePage />;
}
