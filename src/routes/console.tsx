import { ConsoleLayout } from '../features/console/console-layout.tsx';

export default function Route() {
  return <ConsoleLayout />;
}
