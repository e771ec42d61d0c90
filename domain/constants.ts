/**
 * Business constants and limits of spec section 9, plus the status vocabularies of sections 3
 * and 4. The app, the machines and the server read them from here so the numbers live once.
 */

export const QR_LOGIN_POLL_INTERVAL_MS = 2000;

export const FieldLimit = {
  emailMaxLength: 60,
  nameMaxLength: 60,
  /** The password input's maxlength; the password rule itself allows 6 to 18. */
  passwordInputMaxLength: 25,
  passwordMinLength: 6,
  passwordMaxLength: 18,
} as const;

export const CompanySuggestion = {
  /** Search starts when the typed text is longer than 2 characters. */
  minQueryLength: 3,
  firstPage: 1,
  pageSize: 20,
} as const;

export const LoginDialogWidth = { en: 712, cn: 800 } as const;

export const HeaderSize = {
  top: 36,
  bottom: 64,
  /** As the spec states it: 2 px more than top + bottom, presumably the borders. */
  total: 102,
  /** The header becomes fixed once scrollY is strictly greater than this. */
  fixedAfterScrollY: 37,
} as const;

export const VERSION_LABEL = 'V 1.0.2';

export const LanguageCode = { chinese: 'cn', english: 'en' } as const;
export type LanguageCode = (typeof LanguageCode)[keyof typeof LanguageCode];
export const DEFAULT_LANGUAGE: LanguageCode = LanguageCode.chinese;

/** The webFlag sent to the server for the customer-facing language. */
export const WebFlag = { chinese: 1, english: 2 } as const;
export type WebFlag = (typeof WebFlag)[keyof typeof WebFlag];

export const CertificationStatus = {
  /** Certification needed: the form is shown. */
  needed: 1,
  /** Submitted and under review: submit is disabled and reads "in progress". */
  inAuthentication: 2,
  /** Certified, or no certification needed: the dialog closes. */
  certified: 3,
  /** Behaves like 1; the spec does not say how it differs (likely a refused review). */
  neededAgain: 4,
} as const;
export type CertificationStatus = (typeof CertificationStatus)[keyof typeof CertificationStatus];

/** The company's programJurisdictionFlag value that makes customers certify before seeing rates. */
export const CERTIFICATION_JURISDICTION_FLAG = 3;

/** Sales or internal staff; every other user type is a customer. */
export const STAFF_USER_TYPE = 2;

export const UserTypeLabel = { internal: 'internal', customer: 'customer' } as const;
export type UserTypeLabel = (typeof UserTypeLabel)[keyof typeof UserTypeLabel];

export const SPACE_PAYMENT_WINDOW_MINUTES = 3;
export const SPACE_PAYMENT_WINDOW_MS = SPACE_PAYMENT_WINDOW_MINUTES * 60_000;
export const REFUND_WORKING_DAYS = 3;

/** "10M" per uploaded file, read as 10 MiB (10 × 1024 × 1024 bytes). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Recently used start-port and end-port lists each keep this many entries, most recent first. */
export const RECENT_PORTS_MAX = 6;

export const COOKIE_EXPIRY_DAYS = 7;
/** The cookie that remembers the language (spec §1); the server reads it to write the first paint in it. */
export const LANGUAGE_COOKIE = 'lang';
/**
 * The spec stores the authorization credential with an expiry argument of 2 and does not show
 * the unit; we read it as days, the unit of the cookie helper's default of 7.
 */
export const AUTHORIZATION_EXPIRY_DAYS = 2;

export const DateFormat = {
  /** As the spec writes it (Moment / Day.js tokens). */
  default: 'YYYY-MM-DD HH:mm:ss',
  /** The same format in date-fns tokens. */
  defaultDateFns: 'yyyy-MM-dd HH:mm:ss',
  dateOnlyDateFns: 'yyyy-MM-dd',
} as const;

/** A date counts as a valid day until this long after its start. */
export const VALID_DAY_MS = 24 * 60 * 60 * 1000;

export const Theme = {
  defaultColour: '#409eff',
  /** Mix ratios with white, like Element UI's theme generation; 0 is the base colour itself. */
  tintSteps: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9],
  darkerShade: 0.1,
} as const;

export const PersonaType = { copyPhone: 41, copyEmail: 25 } as const;
export type PersonaType = (typeof PersonaType)[keyof typeof PersonaType];

/** Marketing claims: 45 carriers for schedules, "more than 50" for tracking. */
export const CarrierCount = { schedules: 45, trackingMoreThan: 50 } as const;

export const BOOKING_PROGRESS_STEPS = [
  'order',
  'customerServiceConfirm',
  'bookingSuccess',
  'packingDone',
  'declared',
  'billOfLadingConfirm',
  'billConfirm',
  'done',
] as const;
export type BookingProgressStep = (typeof BOOKING_PROGRESS_STEPS)[number];

export const RESERVATION_STATUSES = ['toBeAudited', 'approved', 'auditFailed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Refused orders carry a reason and are refunded in full within REFUND_WORKING_DAYS. */
export const SPACE_ORDER_STATUSES = ['inHand', 'completed', 'refused', 'returned'] as const;
export type SpaceOrderStatus = (typeof SPACE_ORDER_STATUSES)[number];

export const SPACE_AVAILABILITY_LEVELS = ['available', 'tight', 'overload', 'stopping'] as const;
export type SpaceAvailabilityLevel = (typeof SPACE_AVAILABILITY_LEVELS)[number];

/** The two further space labels the spec lists beside the availability levels. */
export const SPACE_KINDS = ['guarantee', 'existing'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
