import { SchedulesPage } from '../features/logistics/schedules-page.tsx';

export default function Route() {
  return <SchedulesPage />;
}
