import { WorkspaceLayout } from '../features/workspace/workspace-layout.tsx';

export default function Route() {
  return <WorkspaceLayout />;
}
