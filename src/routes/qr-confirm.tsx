import { QrConfirmPage } from '../features/auth/qr-confirm-page.tsx';

export default function Route() {
  return <QrConfirmPage />;
}
