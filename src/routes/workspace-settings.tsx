import { CompanySettingsPage } from '../features/company-settings/company-settings-page.tsx';

export default function Route() {
  return <CompanySettingsPage />;
}
