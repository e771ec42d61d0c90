/**
 * Tables of the accounts area (users, sessions, mail tokens, QR tickets, rate limits, company
 * directory, mail queue). Secrets (session keys, mail tokens, grants, QR poll tokens and scan
 * codes) are stored only as SHA-256 hex; passwords only as self-describing scrypt strings.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

/** Generated<...> marks columns with a database default (optional on insert). */
export interface UsersTable {
  id: Generated<number>;
  companyId: number;
  /** Lower-cased; unique per company. */
  email: string;
  /** scrypt$N$r$p$salt$hash (base64url salt and hash). */
  passwordHash: string;
  nameCn: Generated<string>;
  nameEn: Generated<string>;
  nickname: Generated<string>;
  companyName: Generated<string>;
  /** The company-directory entry chosen in the Chinese certification form. */
  companyNameId: number | null;
  companyPosition: Generated<string>;
  /** The contact email given in the certification form (the login email stays as is). */
  certificationEmail: Generated<string>;
  qq: Generated<string>;
  mobile: Generated<string>;
  headPic: Generated<string>;
  /** The power of attorney the customer keeps on file (an uploaded file's stored name, spec §5). */
  attorneyFile: Generated<string | null>;
  /** 2 is staff (spec section 6). */
  userType: Generated<number>;
  /** A staff account's roles, comma-separated (domain/permissions.ts parseStaffRoles); '' for customers. */
  staffRoles: Generated<string>;
  /** 1..4, spec section 4. */
  certificationStatus: Generated<number>;
  certificationReason: Generated<string>;
  certificationSubmittedAt: string | null;
  customerType: number | null;
  /** When the newest session began (any way in); null before the first sign-in. */
  lastLoginAt: string | null;
  /** Set by customer service: the account's sessions end and no sign-in succeeds until cleared. */
  deactivatedAt: string | null;
  /** The tenant's customer-service contact customer service assigned (migration 0034); null: the default. */
  serviceContactId: Generated<number | null>;
  /** The customer's own space allowance per sailing and type (migration 0034); null: the default. */
  spaceAllowance: Generated<number | null>;
  /** The language of the account's newest sign-in or signed-in request ('cn' until one says 'en'). */
  lastLanguage: Generated<'cn' | 'en'>;
  /** 0 until the activation link is opened. */
  active: Generated<number>;
  createdAt: string;
}

export interface SessionsTable {
  tokenHash: string;
  userId: number;
  companyId: number;
  createdAt: string;
  lastSeenAt: string;
  /** Absolute expiry; the idle expiry is lastSeenAt plus the idle window. */
  expiresAt: string;
  /** The login's User-Agent header, cut to SESSION_USER_AGENT_MAX (migration 0014). */
  userAgent: Generated<string>;
  /** The login's network (server/services/accounts/ip-prefix.ts), never the address. */
  ipPrefix: Generated<string>;
  /** When this session's sign-in passed the second factor (migration 0033); null when it did not. */
  secondFactorAt: Generated<string | null>;
}

/** staffInvitation: an administrator's invitation, which sets the invited staff account's first password. */
export type MailTokenPurpose = 'activation' | 'reset' | 'grant' | 'signIn' | 'staffInvitation';

export interface MailTokensTable {
  tokenHash: string;
  userId: number;
  purpose: MailTokenPurpose;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface QrTicketsTable {
  pollHash: string;
  scanHash: string;
  companyId: number;
  userAgent: string;
  ip: string;
  createdAt: string;
  expiresAt: string;
  scannedAt: string | null;
  confirmedUserId: number | null;
  consumedAt: string | null;
}

/** Fixed-window counters shared by every instance. */
export interface RateLimitCountersTable {
  bucket: string;
  subject: string;
  windowStart: string;
  hits: number;
}

export interface CompanyDirectoryTable {
  id: number;
  nameCn: string;
  nameEn: string;
  /** Lower-cased "nameCn nameEn" for the contains-match. */
  searchText: string;
}

/** 'failed' rows ran out of attempts; delivered and pointless rows are deleted. */
export type MailQueueStatus = 'queued' | 'failed';

/**
 * Account mails waiting for delivery. A row holds what to send (kind and a JSON payload), never the
 * rendered message: the link token is issued when the mail is delivered, so no raw token rests here.
 */
export interface MailQueueTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  status: Generated<MailQueueStatus>;
  attempts: Generated<number>;
  /** Due when not later than now; a delivery in progress moves it ahead by a lease. */
  nextAttemptAt: string;
  createdAt: string;
  lastError: Generated<string>;
}

/**
 * The one-time link that creates a tenant's first administrator: at most one per company (a new
 * start without staff replaces it), stored hashed, single use, 24 hours.
 */
export interface SetupTokensTable {
  companyId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** A staff account's TOTP (migration 0033): the secret sealed with the configured key. */
export interface SecondFactorsTable {
  userId: number;
  secretSealed: string;
  /** null while the enrolment awaits its first code. */
  enrolledAt: string | null;
  /** The time step of the last accepted code: a code is good once. */
  lastStep: number | null;
}

export interface RecoveryCodesTable {
  codeHash: string;
  userId: number;
  usedAt: string | null;
}

/** Between password and code: stored hashed, single use, a few minutes, a few attempts. */
export interface SecondFactorChallengesTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  attempts: Generated<number>;
  usedAt: string | null;
}

export interface AccountsSchema {
  users: UsersTable;
  sessions: SessionsTable;
  mailTokens: MailTokensTable;
  qrTickets: QrTicketsTable;
  rateLimitCounters: RateLimitCountersTable;
  companyDirectory: CompanyDirectoryTable;
  mailQueue: MailQueueTable;
  setupTokens: SetupTokensTable;
  secondFactors: SecondFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  secondFactorChallenges: SecondFactorChallengesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type MailTokenRow = Selectable<MailTokensTable>;
export type QrTicketRow = Selectable<QrTicketsTable>;
export type NewQrTicket = Insertable<QrTicketsTable>;
export type CompanyDirectoryRow = Selectable<CompanyDirectoryTable>;
export type MailQueueRow = Selectable<MailQueueTable>;
