import { MarkupsPage } from '../features/markups/markups-page.tsx';

export default function Route() {
  return <MarkupsPage />;
}
