import { FreightImportPage } from '../features/freight-import/freight-import-page.tsx';

export default function Route() {
  return <FreightImportPage />;
}
