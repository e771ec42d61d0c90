/**
 * Request body schemas of the accounts area, keyed by AccountPath (spec sections 3 and 7). Rules the
 * forms state in their own words (password rule, certification fields) are checked by the server
 * with the domain validators after this shape check, so the message is the form's message.
 */
import * as v from 'valibot';
import { FieldLimit } from '../constants.ts';
import { COMPANY_NAME_MAX_LENGTH } from '../validation/profile.ts';
import { EMAIL_PATTERN } from '../validation/validators.ts';
import { StoredFileName } from './booking-schemas.ts';
import { MultiLineText, Text } from './plain-text.ts';
import { Id } from './schema-parts.ts';

const WebFlag = v.picklist([1, 2]);
const MailFlag = v.picklist([1, 2]);
/** A link's flag: the mails of MailFlag, and the portal's sign-in link (SendMailFlag.signIn). */
const LinkFlag = v.picklist([1, 2, 3]);
/** Random tokens are 43 characters; the limit only keeps junk out. */
export const Token = v.pipe(Text(200), v.minLength(1));
/** EMAIL_PATTERN admits no control character already (and JSON Schema takes one pattern per field). */
export const Email = v.pipe(v.string(), v.maxLength(FieldLimit.emailMaxLength), v.regex(EMAIL_PATTERN));
export const Name = Text(FieldLimit.nameMaxLength);
export const PlainPassword = Text(FieldLimit.passwordInputMaxLength);

export const QrCodeBody = v.object({ companyId: Id, webFlag: WebFlag });
export type QrCodeBody = v.InferOutput<typeof QrCodeBody>;
export const QrCheckBody = v.object({ logoQrCodeUUID: Token, companyId: Id, webFlag: WebFlag });
/** The scan code from the QR picture's URL, read by the signed-in phone. */
export const QrScanBody = v.object({ code: Token });

export const LoginBody = v.object({
  email: Email,
  /** CryptoJS.AES.encrypt(password, key).toString(): OpenSSL "Salted__" base64. */
  password: v.pipe(Text(1000), v.minLength(1)),
  companyId: Id,
  webFlag: WebFlag,
});
export type LoginBody = v.InferOutput<typeof LoginBody>;

/**
 * The code after the password: a 6-digit TOTP code, or (verify only) one of the recovery codes;
 * spaces and dashes the person types are the server's to ignore.
 */
export const SecondFactorBody = v.object({
  challenge: Token,
  code: v.pipe(Text(40), v.minLength(1)),
  webFlag: WebFlag,
});
export type SecondFactorBody = v.InferOutput<typeof SecondFactorBody>;

export const RegisterBody = v.object({
  email: Email,
  password: PlainPassword,
  nameEn: Name,
  companyId: Id,
  sendMailFlag: v.picklist([2]),
  webFlag: WebFlag,
});
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

export const SendMailBody = v.object({
  email: Email,
  /** The greeting of a resent activation mail (spec: "nameEn (register resend)"). */
  nameEn: v.optional(Name),
  companyId: Id,
  sendMailFlag: MailFlag,
  webFlag: WebFlag,
});
export type SendMailBody = v.InferOutput<typeof SendMailBody>;

/** The portal's own: a one-time sign-in link mailed to an account's owner (a lockout's way in). */
export const SignInLinkBody = v.object({
  email: Email,
  companyId: Id,
  webFlag: WebFlag,
});
export type SignInLinkBody = v.InferOutput<typeof SignInLinkBody>;

export const DecryptTokenBody = v.object({
  token: Token,
  sendMailFlag: LinkFlag,
  webFlag: WebFlag,
  companyId: Id,
});
export type DecryptTokenBody = v.InferOutput<typeof DecryptTokenBody>;

/** The spec's body plus `grant`, from the reset link's decode: without it anyone could set any password. */
export const UpdatePasswordBody = v.object({
  email: Email,
  password: PlainPassword,
  companyId: Id,
  webFlag: WebFlag,
  grant: Token,
});
export type UpdatePasswordBody = v.InferOutput<typeof UpdatePasswordBody>;

export const UserInfoBody = v.object({ id: Id, companyId: Id });

/** Certification form, spec section 3: nameEn in the English form (webFlag 2), nameCn in the Chinese one. */
export const CertificationBody = v.object({
  id: Id,
  companyId: Id,
  webFlag: WebFlag,
  updateFlag: v.picklist([1]),
  certificationStatus: v.picklist([2]),
  nameEn: v.optional(Name),
  nameCn: v.optional(Name),
  companyName: Text(200),
  companyNameId: v.optional(v.nullable(Id)),
  companyPosition: Name,
  email: Text(FieldLimit.emailMaxLength),
  qq: v.optional(Text(20)),
});
export type CertificationBody = v.InferOutput<typeof CertificationBody>;

export const ReviewBody = v.object({
  id: Id,
  companyId: Id,
  approved: v.boolean(),
  /** Required when refusing; shown to the customer with status 4. */
  reason: v.optional(MultiLineText(200)),
});
export type ReviewBody = v.InferOutput<typeof ReviewBody>;

export const CompanySearchBody = v.object({
  name: Text(100),
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
});
export type CompanySearchBody = v.InferOutput<typeof CompanySearchBody>;

/** The profile's own fields (spec §3); rules in domain/validation/profile.ts, checked after this. */
export const ProfileBody = v.object({
  nameCn: Text(COMPANY_NAME_MAX_LENGTH),
  nameEn: Text(COMPANY_NAME_MAX_LENGTH),
  nickname: Text(COMPANY_NAME_MAX_LENGTH),
  companyName: Text(COMPANY_NAME_MAX_LENGTH),
  companyPosition: Text(COMPANY_NAME_MAX_LENGTH),
  qq: Text(COMPANY_NAME_MAX_LENGTH),
  mobile: Text(COMPANY_NAME_MAX_LENGTH),
});
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

/** Signed in, the old password in clear like the other password forms (TLS protects it). */
export const ChangePasswordBody = v.object({
  oldPassword: PlainPassword,
  password: PlainPassword,
  /** The language of the "password changed" mail, as in forgetPassWordUpdateUser. */
  webFlag: WebFlag,
});
export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordBody>;

/** A picture uploaded through common/uploadpicture becomes the session's user's head picture. */
export const HeadPictureBody = v.object({ alifileName: StoredFileName });
export type HeadPictureBody = v.InferOutput<typeof HeadPictureBody>;

/** Logout sends no fields (spec section 7), nor does logoutEverywhere; the body is an empty JSON object. */
export const EmptyBody = v.object({});

/**
 * The first administrator, from the one-time setup link (portal-defined: spec §6 has staff but no
 * way to make the first one). The password follows spec §5's rule, checked after this shape.
 */
export const FirstAdministratorBody = v.object({
  companyId: Id,
  token: Token,
  email: Email,
  password: PlainPassword,
  nameEn: v.pipe(Name, v.minLength(1)),
  nameCn: v.optional(Name, ''),
});
export type FirstAdministratorBody = v.InferOutput<typeof FirstAdministratorBody>;
