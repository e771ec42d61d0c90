import { SeaRailPage } from '../features/logistics/network-pages.tsx';

export default function Route() {
  return <SeaRailPage />;
}
