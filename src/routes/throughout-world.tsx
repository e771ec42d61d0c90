import { PlannerPage } from '../features/logistics/network-pages.tsx';

export default function Route() {
  return <PlannerPage />;
}
