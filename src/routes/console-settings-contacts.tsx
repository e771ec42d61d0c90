import { ContactEditor } from '../features/tenant/site-content/contact-editor.tsx';

export default function Route() {
  return <ContactEditor />;
}
