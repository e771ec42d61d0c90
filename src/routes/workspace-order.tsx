import { MyOrdersPage } from '../features/orders/my-orders-page.tsx';

export default function Route() {
  return <MyOrdersPage />;
}
