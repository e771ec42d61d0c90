import { GrabRequestQueuePage } from '../features/grab-requests/grab-request-queue-page.tsx';

export default function Route() {
  return <GrabRequestQueuePage />;
}
