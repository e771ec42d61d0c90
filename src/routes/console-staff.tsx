import { StaffAccountsPage } from '../features/staff/staff-accounts-page.tsx';

export default function Route() {
  return <StaffAccountsPage />;
}
