import { MarkupsPage } from '../features/tenant/markups/markups-page.tsx';

export default function Route() {
  return <MarkupsPage />;
}
