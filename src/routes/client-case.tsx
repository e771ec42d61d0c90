import { ContentPage } from '../features/content/content-page.tsx';

export default function Route() {
  return <ContentPage page="clientCase" route="/clientCase" />;
}
