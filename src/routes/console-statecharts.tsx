import { StatechartsPage } from '../features/record-life/statecharts-page.tsx';

export default function Route() {
  return <StatechartsPage />;
}
