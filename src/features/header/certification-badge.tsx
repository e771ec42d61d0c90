import { useLingui } from '@lingui/react/macro';
import { isRateCertified } from '../../../domain/access.ts';
import { CertificationStatus } from '../../../domain/constants.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { useSessionView } from '../../app/session-view.ts';
import { useTenant } from '../../app/tenant-context.ts';
import * as styles from './header.css.ts';

/**
 * Spec §4: a user counts as certified for the header when webPubFclFlag is 1, user type is 2 or the
 * status is 3. At status 2 the review is pending and the form would be disabled, so the
 * header only says so; anyone else is offered the certification form.
 */
export function CertificationBadge() {
  const { t } = useLingui();
  const { company } = useTenant();
  const userType = useSessionView((view) => view.userType);
  const certificationStatus = useSessionView((view) => view.certificationStatus);
  if (isRateCertified({ webPubFclFlag: company.webPubFclFlag, userType, certificationStatus })) {
    return <span className={styles.certified}>{t`Certified`}</span>;
  }
  if (certificationStatus === CertificationStatus.inAuthentication) {
    return <span className={styles.inReview}>{t`In review`}</span>;
  }
  return (
    <button
      type="button"
      className={styles.certifyButton}
      onClick={() =>
        openLoginDialog({ view: 'certification', certificationStatus: certificationStatus ?? 1 })
      }
    >
      {t`Certify now`}
    </button>
  );
}
