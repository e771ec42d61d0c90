import { ClientDownload } from '../features/content/client-download.tsx';
import { ContentPage } from '../features/content/content-page.tsx';

export default function Route() {
  return (
    <ContentPage page="client" route="/client">
      <ClientDownload />
    </ContentPage>
  );
}
