import { RateCardsPage } from '../features/rate-cards/rate-cards-page.tsx';

export default function Route() {
  return <RateCardsPage />;
}
