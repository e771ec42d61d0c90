import { ContactEditor } from '../features/workspace/site-content/contact-editor.tsx';

export default function Route() {
  return <ContactEditor />;
}
