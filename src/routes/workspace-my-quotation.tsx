import { MyQuotationsPage } from '../features/rates/my-quotations-page.tsx';

export default function Route() {
  return <MyQuotationsPage />;
}
