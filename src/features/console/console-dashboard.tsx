import { PageFrame } from '../freight/page-frame.tsx';

/** The staff console's first page (spec §6): what waits in each queue. */
export function ConsoleDashboard() {
  return <PageFrame route="/console" />;
}
