import { MenuEditor } from '../features/tenant/site-content/menu-editor.tsx';

export default function Route() {
  return <MenuEditor />;
}
