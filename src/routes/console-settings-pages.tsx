import { ContentPageEditor } from '../features/tenant/site-content/content-page-editor.tsx';

export default function Route() {
  return <ContentPageEditor />;
}
