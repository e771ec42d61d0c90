import { SpaceDetailPage } from '../features/logistics/space-detail-page.tsx';

export default function Route() {
  return <SpaceDetailPage />;
}
