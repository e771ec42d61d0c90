/**
 * Entities of the accounts area as the API answers them (spec section 3), plus the login cipher key.
 * The answer types are inferred from their runtime schemas (accounts-answers.ts), which the client
 * never loads.
 */
export type {
  AccountReply,
  ActivationResult,
  CertificationReply,
  CertificationReview,
  CompanySuggestion,
  CompanySuggestionReply,
  DecodeTokenReply,
  ExpiredLink,
  LoginReply,
  MenuPermission,
  PendingCertification,
  QrCodeReply,
  QrLoginRequest,
  RecoveryCodesReply,
  ResetGrant,
  SecondFactorChallenge,
  SessionSummary,
  UserInfo,
  ValidateMap,
} from './accounts-answers.ts';

/**
 * The key the browser encrypts the login password with before weblogin (spec section 7: "a fixed
 * client-side key"). It ships inside the app, so it only keeps the password out of casual sight
 * (logs, proxies); TLS is what protects it. Override both sides together: LOGIN_CIPHER_KEY on the
 * server, VITE_LOGIN_CIPHER_KEY for the client build.
 */
export const DEFAULT_LOGIN_CIPHER_KEY = 'haicheng-portal-login-2026';

/** sendMailFlag / sendFlag of the mail link: 1 password reset, 2 account activation. */
/**
 * The mails of forgetOrRegistSendMail (spec §7: 1 reset, 2 activation) and the portal's own 3: a
 * one-time sign-in link, how an owner locked out by wrong guesses gets in (docs/decisions.md).
 */
export const SendMailFlag = { reset: 1, activation: 2, signIn: 3 } as const;
export type SendMailFlag = (typeof SendMailFlag)[keyof typeof SendMailFlag];
