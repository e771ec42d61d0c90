import { RecordLifePage } from '../features/record-life/record-life-page.tsx';

export default function Route() {
  return <RecordLifePage />;
}
