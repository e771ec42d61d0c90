import { SharedTrackingPage } from '../features/logistics/shared-tracking-page.tsx';

export default function Route() {
  return <SharedTrackingPage />;
}
