import { RateImportPage } from '../features/rate-sheets/rate-import-page.tsx';

export default function Route() {
  return <RateImportPage />;
}
