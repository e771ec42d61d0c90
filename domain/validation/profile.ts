/**
 * The profile form of the workspace (spec §3 user info, §5 validators), checked in the
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
export type CertifiedField = (typeof CERTIFIED_FIELDS)[number];

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

/**
 * Reviewed fields the user may still fill while they are empty, whatever the status. Spec §4 sends
 * an activation link's user to the English certification page, which sets the English name only;
 * without a Chinese name spec §3's userName would stay empty for good. Once set, it is locked like
 * the other reviewed fields. (The nickname is no reviewed field: it is always editable.)
 */
export const FILLABLE_WHILE_EMPTY: readonly CertifiedField[] = ['nameCn'];

const isCertifiedField = (field: string): field is CertifiedField =>
  (CERTIFIED_FIELDS as readonly string[]).includes(field);

/** Whether the profile may change this field of a user with this status and current profile. */
export const mayEditProfileField = (
  field: keyof ProfileForm,
  status: number,
  current: ProfileForm,
): boolean =>
  !isCertifiedField(field) ||
  mayEditCertifiedFields(status) ||
  (FILLABLE_WHILE_EMPTY.includes(field) && current[field].trim() === '');

/**
 * The reviewed fields a save fills while the status locks them: allowed because they are empty, so
 * the save must find them still empty.
 */
export const fieldsFilledWhileLocked = (
  status: number,
  current: ProfileForm,
  next: ProfileForm,
): CertifiedField[] =>
  mayEditCertifiedFields(status)
    ? []
    : FILLABLE_WHILE_EMPTY.filter((field) => current[field].trim() === '' && next[field] !== current[field]);

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
