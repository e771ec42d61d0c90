import { SpotFreightPage } from '../features/rates/spot-freight-page.tsx';

export default function Route() {
  return <SpotFreightPage />;
}
