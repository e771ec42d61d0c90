import { WorkingSettingsPage } from '../features/tenant/working-settings-page.tsx';

export default function Route() {
  return <WorkingSettingsPage />;
}
