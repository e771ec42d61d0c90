import { MenuEditor } from '../features/workspace/site-content/menu-editor.tsx';

export default function Route() {
  return <MenuEditor />;
}
