import { ContentPageEditor } from '../features/workspace/site-content/content-page-editor.tsx';

export default function Route() {
  return <ContentPageEditor />;
}
