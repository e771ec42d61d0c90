import { ConsoleDashboard } from '../features/console/console-dashboard.tsx';

export default function Route() {
  return <ConsoleDashboard />;
}
