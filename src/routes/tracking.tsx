import { TrackingPage } from '../features/logistics/tracking-page.tsx';

export default function Route() {
  return <TrackingPage />;
}
