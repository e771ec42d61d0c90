import { HomePage } from '../features/home/home-page.tsx';

export default function Route() {
  return <HomePage />;
}
