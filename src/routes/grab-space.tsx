import { GrabSpacePage } from '../features/logistics/grab-space-page.tsx';

export default function Route() {
  return <GrabSpacePage />;
}
