import { StaffAccountsPage } from '../features/auth/staff-accounts-page.tsx';

export default function Route() {
  return <StaffAccountsPage />;
}
