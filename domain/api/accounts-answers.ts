/**
 * What the accounts calls answer (spec section 3, docs/accounts.md): runtime schemas and their
 * types. The spec's named fields (validateMap, logoQrCode, logoQrCodeUUID, items) travel beside
 * code and message; the portal's own answers put their payload in `data`.
 */
import * as v from 'valibot';
import { STAFF_ROLES } from '../permissions.ts';
import { failureSchemaOf, replyOf } from './answer-parts.ts';
import { ResultCode } from './envelope.ts';

/** The roles of a staff account, table order (domain/permissions.ts). */
const StaffRoles = v.array(v.picklist(STAFF_ROLES));

/** Login result (spec section 3 "validateMap"); phone is the user's mobile. */
export const ValidateMap = v.strictObject({
  userId: v.number(),
  nameCn: v.string(),
  nickName: v.string(),
  nameEn: v.string(),
  apiKey: v.string(),
  headPic: v.string(),
  userType: v.number(),
  /** A staff account's roles (domain/permissions.ts), so the console offers what they allow; [] for a customer. */
  staffRoles: StaffRoles,
  certificationStatus: v.number(),
  /** null until staff maintain it (spec section 5: booking space needs it). */
  customerType: v.nullable(v.number()),
  phone: v.string(),
});
export type ValidateMap = v.InferOutput<typeof ValidateMap>;

/** Activation decode: the login result plus the address the link was sent to. */
export const ActivationResult = v.strictObject({ ...ValidateMap.entries, email: v.string() });
export type ActivationResult = v.InferOutput<typeof ActivationResult>;

/** Reset decode: no session, only what the change-password form needs (see docs/accounts.md). */
export const ResetGrant = v.strictObject({
  email: v.string(),
  nameEn: v.string(),
  /** Single use, 30 minutes; forgetPassWordUpdateUser requires it. */
  grant: v.string(),
});
export type ResetGrant = v.InferOutput<typeof ResetGrant>;

/** Expired link (code '2'): what the client saves locally to offer a new activation mail. */
export const ExpiredLink = v.strictObject({ email: v.string(), nameEn: v.string() });
export type ExpiredLink = v.InferOutput<typeof ExpiredLink>;

/** One entry of tMpMenus, the menu permission list (empty for customers). */
export const MenuPermission = v.strictObject({ code: v.string(), nameCn: v.string(), nameEn: v.string() });
export type MenuPermission = v.InferOutput<typeof MenuPermission>;

/** User info, spec section 3, plus the fields the certification form and its review need. */
export const UserInfo = v.strictObject({
  id: v.number(),
  companyId: v.number(),
  nameCn: v.string(),
  nameEn: v.string(),
  nickname: v.string(),
  companyName: v.string(),
  companyNameId: v.nullable(v.number()),
  companyPosition: v.string(),
  email: v.string(),
  qq: v.string(),
  mobile: v.string(),
  /** The head picture's stored name (`alifileName`, fetched through common/downloadfile); '' for none. */
  headPic: v.string(),
  userType: v.number(),
  staffRoles: StaffRoles,
  certificationStatus: v.number(),
  customerType: v.nullable(v.number()),
  /** Why staff refused the certification (status 4); empty otherwise. */
  certificationReason: v.string(),
  /** The contact email of the last certification form (shown on the profile). */
  certificationEmail: v.string(),
  tMpMenus: v.array(MenuPermission),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

/**
 * One of the signed-in user's sessions (webuser/listSessions): times and the device in a few
 * words, never the secret. `current` marks the session of the request.
 */
export const SessionSummary = v.strictObject({
  createdAt: v.string(),
  lastSeenAt: v.string(),
  expiresAt: v.string(),
  current: v.boolean(),
  /** From the login's user agent (domain/user-agent.ts): 'Chrome', 'Safari'...; null when unknown. */
  browser: v.nullable(v.string()),
  /** 'Windows', 'iOS'...; null when unknown. */
  system: v.nullable(v.string()),
  /** The login's network, never the address: '203.0.113.0/24', '2001:db8:1::/48'; '' when unknown. */
  ipPrefix: v.string(),
});
export type SessionSummary = v.InferOutput<typeof SessionSummary>;

/** Company suggestion item, spec section 3. */
export const CompanySuggestion = v.strictObject({
  /** The Chinese name, which the Chinese form shows. */
  name: v.string(),
  id: v.number(),
  /** Portal addition: the English name, which the search also matches. */
  nameEn: v.string(),
});
export type CompanySuggestion = v.InferOutput<typeof CompanySuggestion>;

/** What the phone shows before confirming a QR login: the browser that asked. */
export const QrLoginRequest = v.strictObject({
  /** e.g. "Chrome 126 on Windows"; the raw user agent is in userAgent. */
  device: v.string(),
  userAgent: v.string(),
  ip: v.string(),
  requestedAt: v.string(),
  expiresAt: v.string(),
});
export type QrLoginRequest = v.InferOutput<typeof QrLoginRequest>;

/** A certification waiting for staff review. */
export const PendingCertification = v.strictObject({
  id: v.number(),
  email: v.string(),
  nameCn: v.string(),
  nameEn: v.string(),
  companyName: v.string(),
  companyNameId: v.nullable(v.number()),
  companyPosition: v.string(),
  certificationEmail: v.string(),
  qq: v.string(),
  submittedAt: v.string(),
});
export type PendingCertification = v.InferOutput<typeof PendingCertification>;

/** A review's outcome: the user and the certification status the review gave. */
export const CertificationReview = v.strictObject({ id: v.number(), certificationStatus: v.number() });
export type CertificationReview = v.InferOutput<typeof CertificationReview>;

/**
 * Replies of the accounts endpoints: the envelope's code and message with the fields the spec
 * names beside them (docs/api.md). The machines and the app read replies through these types only.
 */
export const AccountReply = replyOf({});
export type AccountReply = v.InferOutput<typeof AccountReply>;

/** webuser/getWebCnLoginQrCode: the QR image (PNG, base64 without its data-URL prefix) and the poll token. */
export const QrCodeReply = replyOf({
  logoQrCode: v.optional(v.string()),
  logoQrCodeUUID: v.optional(v.string()),
});
export type QrCodeReply = v.InferOutput<typeof QrCodeReply>;

/**
 * A staff account whose roles need a second factor (domain/permissions.ts needsSecondFactor, OWASP
 * ASVS V6) gets this instead of a session after a correct password: a short-lived single-use
 * challenge, and on its first sign-in the TOTP secret to enrol (QR picture and text), docs/accounts.md.
 */
export const SecondFactorChallenge = v.strictObject({
  challenge: v.string(),
  mode: v.picklist(['enrol', 'verify']),
  expiresAt: v.string(),
  /** enrol only: the otpauth:// URI as a PNG data URL, and its secret in base32 for typing in. */
  qrImage: v.optional(v.string()),
  secret: v.optional(v.string()),
});
export type SecondFactorChallenge = v.InferOutput<typeof SecondFactorChallenge>;

/**
 * webuser/checkUserIfAuthLogin, webuser/weblogin and webuser/confirmSecondFactor. secondFactor and
 * recoveryCodes travel only when a second factor is needed: spec §3's answer is unchanged otherwise.
 */
export const LoginReply = replyOf({
  validateMap: v.optional(ValidateMap),
  secondFactor: v.optional(SecondFactorChallenge),
  /** Enrolment's one-time recovery codes, shown once. */
  recoveryCodes: v.optional(v.array(v.string())),
});
export type LoginReply = v.InferOutput<typeof LoginReply>;

/** webuserset/regenerateRecoveryCodes: ten new recovery codes, shown once; the old ones stop working. */
export const RecoveryCodesReply = replyOf({ recoveryCodes: v.optional(v.array(v.string())) });
export type RecoveryCodesReply = v.InferOutput<typeof RecoveryCodesReply>;

/** webuser/forgetPasswordDecryptToken: which shape depends on the code and the mail flag. */
export const DecodeTokenReply = replyOf({
  /** code '1' flag 1: ResetGrant; code '1' other flags: ActivationResult; code '2': ExpiredLink. */
  validateMap: v.optional(v.union([ResetGrant, ActivationResult, ExpiredLink])),
});
export type DecodeTokenReply = v.InferOutput<typeof DecodeTokenReply>;

/** combobox/getTycCompanyList */
export const CompanySuggestionReply = replyOf({ items: v.optional(v.array(CompanySuggestion)) });
export type CompanySuggestionReply = v.InferOutput<typeof CompanySuggestionReply>;

/** webuserset/updateUser (certification): the names submitted and the status they are now in. */
export const CertificationReply = replyOf({
  validateMap: v.optional(
    v.strictObject({
      nameCn: v.optional(v.string()),
      nameEn: v.optional(v.string()),
      certificationStatus: v.optional(v.number()),
    }),
  ),
});
export type CertificationReply = v.InferOutput<typeof CertificationReply>;

/** webuserset/updateProfile's refusal of a field names it beside the message (HTTP 400). */
export const ProfileRefusal = v.strictObject({
  ...failureSchemaOf(ResultCode.invalidInput).entries,
  field: v.optional(v.string()),
});
