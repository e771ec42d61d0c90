import { StaffInvitationPage } from '../features/auth/staff-invitation-page.tsx';

export default function Route() {
  return <StaffInvitationPage />;
}
