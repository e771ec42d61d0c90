import { TitledPage } from '../features/freight/titled-page.tsx';

export default function Route() {
  return <TitledPage route="/seaRailway" />;
}
