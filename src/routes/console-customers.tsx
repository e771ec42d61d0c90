import { CustomerList } from '../features/auth/customer-list.tsx';

export default function Route() {
  return <CustomerList />;
}
