import { CompanySettingsPage } from '../features/tenant/company-settings/company-settings-page.tsx';

export default function Route() {
  return <CompanySettingsPage />;
}
