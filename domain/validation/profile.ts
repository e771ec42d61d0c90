/**
 * The profile form of the workspace (issue 11, spec §3 user info, §5 validators), checked in the
 * browser and again by the server (webuserset/updateProfile).
 */
import { CertificationStatus, FieldLimit } from '../constants.ts';
import type { FieldRules } from './rule.ts';
import { isInteger, maxLength, mobile, notEmpty, passwordRule } from './validators.ts';

/** A type, not an interface: form state holds it as a plain record (use-criteria). */
export type ProfileForm = {
  nameCn: string;
  nameEn: string;
  nickname: string;
  companyName: string;
  companyPosition: string;
  qq: string;
  mobile: string;
};

/** The fields staff review in a certification; the others are contact details. */
export const CERTIFIED_FIELDS = ['nameCn', 'nameEn', 'companyName', 'companyPosition'] as const;

/** Company names come from the directory, which allows longer ones than the register's 60. */
export const COMPANY_NAME_MAX_LENGTH = 200;
export const QQ_MAX_LENGTH = 20;
/** Spec §5 mobile rule: an optional plus and up to 20 digits. */
export const MOBILE_MAX_LENGTH = 21;

export const profileRules: FieldRules<ProfileForm> = {
  nameCn: [maxLength(FieldLimit.nameMaxLength)],
  nameEn: [maxLength(FieldLimit.nameMaxLength)],
  nickname: [maxLength(FieldLimit.nameMaxLength)],
  companyName: [maxLength(COMPANY_NAME_MAX_LENGTH)],
  companyPosition: [maxLength(FieldLimit.nameMaxLength)],
  qq: [isInteger(), maxLength(QQ_MAX_LENGTH)],
  mobile: [mobile()],
};

/**
 * Spec §4: only a certification submit changes the status. While a request is reviewed (2) or after
 * it was approved (3), the reviewed fields stay as staff saw them; they change through a new
 * certification, which status 1 and 4 allow.
 */
export const mayEditCertifiedFields = (status: number): boolean =>
  status === CertificationStatus.needed || status === CertificationStatus.neededAgain;

/** The resubmit action of the profile page: the certification form accepts status 1 and 4. */
export const mayResubmitCertification = mayEditCertifiedFields;

export type PasswordChangeForm = {
  oldPassword: string;
  password: string;
  repeat: string;
};

export const passwordChangeRules: FieldRules<PasswordChangeForm> = {
  oldPassword: [notEmpty(), maxLength(FieldLimit.passwordInputMaxLength)],
  password: [notEmpty(), passwordRule()],
  repeat: (form) => [notEmpty(), (value) => (value === form.password ? null : 'passwordMismatch')],
};
