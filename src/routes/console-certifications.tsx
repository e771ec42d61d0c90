import { CertificationReview } from '../features/auth/certification-review.tsx';

export default function Route() {
  return <CertificationReview />;
}
