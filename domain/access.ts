/** Who may see rates and who must certify, spec sections 4 and 6. */
import { CERTIFICATION_JURISDICTION_FLAG, CertificationStatus, STAFF_USER_TYPE } from './constants.ts';
import type { MessageId } from './messages.ts';

/** Company info's public-FCL flag value that opens rate features to everyone logged in. */
export const PUBLIC_FCL_ON = 1;

export interface RateAccess {
  webPubFclFlag: number;
  userType: number | null | undefined;
  certificationStatus: number | null | undefined;
}

/** Certified for the header and rate features: public FCL, staff, or certification status 3. */
export const isRateCertified = ({ webPubFclFlag, userType, certificationStatus }: RateAccess): boolean =>
  webPubFclFlag === PUBLIC_FCL_ON ||
  userType === STAFF_USER_TYPE ||
  certificationStatus === CertificationStatus.certified;

/** Why rate details stay hidden: login comes first, certification second; null when they show. */
export const rateGateMessage = (
  access: RateAccess & { loggedIn: boolean },
): Extract<MessageId, 'loginToViewRates' | 'certifyToViewRates'> | null => {
  if (!access.loggedIn) return 'loginToViewRates';
  return isRateCertified(access) ? null : 'certifyToViewRates';
};

export interface CustomsReader {
  companyId: number;
  userType: number | null | undefined;
  certificationStatus: number | null | undefined;
}

/**
 * The full pre-recorded customs record (cargo, weights, B/L, vessel) is for its owner and staff:
 * staff and certified customers of the company the document was filed with. Anonymous visitors,
 * customers not (yet) certified and other companies see the document number, status, customs office
 * and dates only (once anyone typing five digits read other companies' cargo).
 */
export const mayReadCustomsRecord = (viewer: CustomsReader | null, documentCompanyId: number): boolean =>
  viewer !== null &&
  viewer.companyId === documentCompanyId &&
  (viewer.userType === STAFF_USER_TYPE || viewer.certificationStatus === CertificationStatus.certified);

const STATUSES_SHOWING_THE_FORM: readonly number[] = [
  CertificationStatus.needed,
  CertificationStatus.inAuthentication,
  CertificationStatus.neededAgain,
];

export interface LoginCertificationCheck {
  certificationStatus: number | null | undefined;
  programJurisdictionFlag: number;
  userType: number | null | undefined;
}

/** After login: open the certification form, or (false) close the dialog. Staff never certify. */
export const needsCertificationOnLogin = ({
  certificationStatus,
  programJurisdictionFlag,
  userType,
}: LoginCertificationCheck): boolean =>
  certificationStatus != null &&
  STATUSES_SHOWING_THE_FORM.includes(certificationStatus) &&
  programJurisdictionFlag === CERTIFICATION_JURISDICTION_FLAG &&
  userType !== STAFF_USER_TYPE;

/** Company info's containerFclShow: 2 stays 2, anything else becomes 1 (the server may send "2"). */
export const normaliseContainerFclShow = (value: unknown): 1 | 2 => (value === 2 || value === '2' ? 2 : 1);
