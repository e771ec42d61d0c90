import { FeedsPage } from '../features/feeds/feeds-page.tsx';

export default function Route() {
  return <FeedsPage />;
}
