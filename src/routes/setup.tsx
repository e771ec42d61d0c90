import { SetupPage } from '../features/auth/setup-page.tsx';

export default function Route() {
  return <SetupPage />;
}
