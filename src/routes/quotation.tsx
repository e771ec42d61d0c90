import { QuotationPage } from '../features/rates/quotation-page.tsx';

export default function Route() {
  return <QuotationPage />;
}
