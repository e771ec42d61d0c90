import { isRateCertified } from '../../domain/access.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../domain/constants.ts';
import { openLoginDialog } from './login-opener.ts';
import { useSessionView } from './session-view.ts';
import { useTenant } from './tenant-context.ts';

/**
 * An action for certified customers (booking space, applying for space), by the server's rule
 * (domain/access.ts: certified, or the company opens its rates to every customer). `start(then)`
 * runs `then` for them; a visitor is asked to log in, an uncertified customer to certify. Staff
 * (`isStaff`) do not book: the pages tell them where they work instead.
 */
export function useCertifiedAction() {
  const loggedIn = useSessionView((view) => view.loggedIn);
  const userType = useSessionView((view) => view.userType);
  const certificationStatus = useSessionView((view) => view.certificationStatus);
  const { company } = useTenant();
  const certified = isRateCertified({ webPubFclFlag: company.webPubFclFlag, userType, certificationStatus });
  const start = (then: () => void) => {
    if (!loggedIn) return openLoginDialog({});
    if (!certified) {
      return openLoginDialog({
        view: 'certification',
        certificationStatus: certificationStatus ?? CertificationStatus.needed,
      });
    }
    then();
  };
  return { loggedIn, certified, isStaff: userType === STAFF_USER_TYPE, start };
}
