import { PrerecordedPage } from '../features/logistics/prerecorded-page.tsx';

export default function Route() {
  return <PrerecordedPage />;
}
