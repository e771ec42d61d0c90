import { SpaceReleasesPage } from '../features/space-releases/space-releases-page.tsx';

export default function Route() {
  return <SpaceReleasesPage />;
}
