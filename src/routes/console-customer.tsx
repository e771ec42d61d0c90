import { CustomerPage } from '../features/auth/customer-page.tsx';

export default function Route() {
  return <CustomerPage />;
}
