/** Entities of the accounts area as the API answers them (spec section 3), plus the login cipher key. */

/**
 * The key the browser encrypts the login password with before weblogin (spec section 7: "a fixed
 * client-side key"). It ships inside the app, so it only keeps the password out of casual sight
 * (logs, proxies); TLS is what protects it. Override both sides together: LOGIN_CIPHER_KEY on the
 * server, VITE_LOGIN_CIPHER_KEY for the client build.
 */
export const DEFAULT_LOGIN_CIPHER_KEY = 'haicheng-portal-login-2026';

/** sendMailFlag / sendFlag of the mail link: 1 password reset, 2 account activation. */
export const SendMailFlag = { reset: 1, activation: 2 } as const;
export type SendMailFlag = (typeof SendMailFlag)[keyof typeof SendMailFlag];

/** Login result (spec section 3 "validateMap"); phone is the user's mobile. */
export interface ValidateMap {
  userId: number;
  nameCn: string;
  nickName: string;
  nameEn: string;
  apiKey: string;
  headPic: string;
  userType: number;
  certificationStatus: number;
  /** null until staff maintain it (spec section 5: booking space needs it). */
  customerType: number | null;
  phone: string;
}

/** Activation decode: the login result plus the address the link was sent to. */
export type ActivationResult = ValidateMap & { email: string };

/** Reset decode: no session, only what the change-password form needs (see docs/accounts.md). */
export interface ResetGrant {
  email: string;
  nameEn: string;
  /** Single use, 30 minutes; forgetPassWordUpdateUser requires it. */
  grant: string;
}

/** Expired link (code '2'): what the client saves locally to offer a new activation mail. */
export interface ExpiredLink {
  email: string;
  nameEn: string;
}

/** One entry of tMpMenus, the menu permission list (empty for customers). */
export interface MenuPermission {
  code: string;
  nameCn: string;
  nameEn: string;
}

/** User info, spec section 3, plus the fields the certification form and its review need. */
export interface UserInfo {
  id: number;
  companyId: number;
  nameCn: string;
  nameEn: string;
  nickname: string;
  companyName: string;
  companyNameId: number | null;
  companyPosition: string;
  email: string;
  qq: string;
  mobile: string;
  /** The head picture's stored name (`alifileName`, fetched through common/downloadfile); '' for none. */
  headPic: string;
  userType: number;
  certificationStatus: number;
  customerType: number | null;
  /** Why staff refused the certification (status 4); empty otherwise. */
  certificationReason: string;
  /** The contact email of the last certification form (issue 11: shown on the profile). */
  certificationEmail: string;
  tMpMenus: MenuPermission[];
}

/**
 * One of the signed-in user's sessions (webuser/listSessions, issue 11): times and the device in a
 * few words, never the secret. `current` marks the session of the request.
 */
export interface SessionSummary {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
  /** From the login's user agent (domain/user-agent.ts): 'Chrome', 'Safari'...; null when unknown. */
  browser: string | null;
  /** 'Windows', 'iOS'...; null when unknown. */
  system: string | null;
  /** The login's network, never the address: '203.0.113.0/24', '2001:db8:1::/48'; '' when unknown. */
  ipPrefix: string;
}

/** Company suggestion item, spec section 3. */
export interface CompanySuggestion {
  /** The Chinese name, which the Chinese form shows. */
  name: string;
  id: number;
  /** Portal addition: the English name, which the search also matches. */
  nameEn: string;
}

/** What the phone shows before confirming a QR login: the browser that asked. */
export interface QrLoginRequest {
  /** e.g. "Chrome 126 on Windows"; the raw user agent is in userAgent. */
  device: string;
  userAgent: string;
  ip: string;
  requestedAt: string;
  expiresAt: string;
}

/** A certification waiting for staff review. */
export interface PendingCertification {
  id: number;
  email: string;
  nameCn: string;
  nameEn: string;
  companyName: string;
  companyNameId: number | null;
  companyPosition: string;
  certificationEmail: string;
  qq: string;
  submittedAt: string;
}

/**
 * Replies of the accounts endpoints: the envelope's code and message with the fields the spec
 * names beside them (docs/api.md). The machines and the app read replies through these types only.
 */
export interface AccountReply {
  code: string;
  message: string;
}

/** webuser/getWebCnLoginQrCode */
export interface QrCodeReply extends AccountReply {
  logoQrCode?: string;
  logoQrCodeUUID?: string;
}

/** webuser/checkUserIfAuthLogin and webuser/weblogin */
export interface LoginReply extends AccountReply {
  validateMap?: ValidateMap;
}

/** webuser/forgetPasswordDecryptToken: which shape depends on the code and the mail flag. */
export interface DecodeTokenReply extends AccountReply {
  /** code '1' flag 1: ResetGrant; code '1' other flags: ActivationResult; code '2': ExpiredLink. */
  validateMap?: ResetGrant | ActivationResult | ExpiredLink;
}

/** combobox/getTycCompanyList */
export interface CompanySuggestionReply extends AccountReply {
  items?: CompanySuggestion[];
}

/** webuserset/updateUser (certification): a refused name comes back in validateMap. */
export interface CertificationReply extends AccountReply {
  validateMap?: { nameCn?: string; nameEn?: string };
}
