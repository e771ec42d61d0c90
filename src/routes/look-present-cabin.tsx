import { SpacePage } from '../features/logistics/space-page.tsx';

export default function Route() {
  return <SpacePage />;
}
