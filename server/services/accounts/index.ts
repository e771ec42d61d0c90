/** Wires the accounts area's services over the portal's repositories, clock, mail queue, hash gate and abuse limits. */
import type { Repositories } from '../../db/repositories/index.ts';
import type { Database } from '../../db/schema.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import type { QueueAccountMail } from './account-mail-jobs.ts';
import { type Clock, systemClock } from './clock.ts';
import { createCompanyDirectoryService } from './company-directory-service.ts';
import { createCustomerService } from './customer-service.ts';
import type { HashGate } from './hash-gate.ts';
import { createLoginService } from './login-service.ts';
import { createMailLinkService } from './mail-link-service.ts';
import { createPasswordChangeService } from './password-change-service.ts';
import type { ScryptParams } from './password-hash.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { createProfileService } from './profile-service.ts';
import { createQrLoginService } from './qr-login-service.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { createSecondFactorService } from './second-factor-service.ts';
import { newSecret } from './secrets.ts';
import { createSessionService } from './session-service.ts';
import { createStaffService } from './staff-service.ts';
import { createStaffSetupService } from './staff-setup-service.ts';

export interface AccountOptions {
  publicBaseUrl: string;
  loginCipherKey: string;
  /** Bounds the password hashings that run at once (PASSWORD_HASH_CONCURRENCY). */
  hashGate: HashGate;
  now?: Clock;
  /** Cost of new password hashes; OWASP's by default (tests pass cheaper ones). */
  scrypt?: ScryptParams;
  /** Where random secrets come from; tests wrap it to see the QR scan code that only the picture holds. */
  issueSecret?: () => string;
  /** The portal's mail queue (server/services/index.ts), which composes the account jobs (./account-mail-jobs.ts). */
  queueMail: QueueAccountMail;
  /** The portal's abuse limits (server/services/index.ts). */
  limiter: RateLimiter;
  /** STAFF_SESSION_IDLE_MINUTES in milliseconds: a staff session's own idle time (spec §6). */
  staffSessionIdleMs?: number;
  /** SECOND_FACTOR_KEY: seals the staff's TOTP secrets at rest (docs/accounts.md). */
  secondFactorKey: string;
  /** SECOND_FACTOR_DEMO_SKIP: demo mode's staff account signs in without a second factor. */
  secondFactorDemoSkip: boolean;
}

export const createAccountServices = (db: Database, repositories: Repositories, options: AccountOptions) => {
  const now = options.now ?? systemClock;
  const issue = options.issueSecret ?? newSecret;
  const { users, companies, companyDirectory: directory, mailTokens } = repositories;
  const sessions = createSessionService(repositories.sessions, now, issue, options.staffSessionIdleMs);
  const { limiter } = options;
  const passwords = createPasswordHasher(options.hashGate, options.scrypt);
  const { publicBaseUrl } = options;
  const secondFactor = createSecondFactorService({
    factors: repositories.secondFactors,
    users,
    sessions,
    limiter,
    now,
    issue,
    key: options.secondFactorKey,
    issuer: new URL(publicBaseUrl).host,
    exemptEmail: options.secondFactorDemoSkip ? DEMO_ACCOUNTS.staff.email : undefined,
  });
  return {
    sessions,
    secondFactor,
    login: createLoginService({
      secondFactor,
      users,
      companies,
      sessions,
      limiter,
      passwords,
      loginCipherKey: options.loginCipherKey,
    }),
    mailLinks: createMailLinkService({
      users,
      companies,
      mailTokens,
      sessions,
      limiter,
      passwords,
      queueMail: options.queueMail,
      now,
      issue,
      secondFactor,
    }),
    profiles: createProfileService({
      users,
      directory,
      files: repositories.uploadedFiles,
      now,
      queueMail: options.queueMail,
    }),
    passwordChange: createPasswordChangeService({
      users,
      sessions,
      limiter,
      passwords,
      queueMail: options.queueMail,
    }),
    directory: createCompanyDirectoryService(directory),
    qrLogin: createQrLoginService({
      tickets: repositories.qrTickets,
      users,
      companies,
      sessions,
      limiter,
      publicBaseUrl,
      now,
      issue,
      secondFactor,
    }),
    staffSetup: createStaffSetupService({ db, passwords, now }),
    customers: createCustomerService(db, now),
    staff: createStaffService({ db, passwords, limiter, queueMail: options.queueMail, now }),
  };
};

export type AccountServices = ReturnType<typeof createAccountServices>;
