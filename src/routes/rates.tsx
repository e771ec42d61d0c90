import { RatesPage } from '../features/rates/rates-page.tsx';

export default function Route() {
  return <RatesPage />;
}
