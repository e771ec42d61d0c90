/** Wires the accounts area: its repositories, services, clock, mail queue, hash gate and abuse limits. */
import { createCompanyDirectoryRepository } from '../../db/repositories/company-directory-repository.ts';
import { createCompanyRepository } from '../../db/repositories/company-repository.ts';
import { createMailTokenRepository } from '../../db/repositories/mail-token-repository.ts';
import { createQrTicketRepository } from '../../db/repositories/qr-ticket-repository.ts';
import { createRateLimitRepository } from '../../db/repositories/rate-limit-repository.ts';
import { createSessionRepository } from '../../db/repositories/session-repository.ts';
import { createUploadedFileRepository } from '../../db/repositories/uploaded-file-repository.ts';
import { createUserRepository } from '../../db/repositories/user-repository.ts';
import type { Database } from '../../db/schema.ts';
import { createAccountMailComposer, type QueueAccountMail } from './account-mail-jobs.ts';
import { type Clock, systemClock } from './clock.ts';
import { createCompanyDirectoryService } from './company-directory-service.ts';
import type { HashGate } from './hash-gate.ts';
import { createLoginService } from './login-service.ts';
import { createMailLinkService } from './mail-link-service.ts';
import { createPasswordChangeService } from './password-change-service.ts';
import type { ScryptParams } from './password-hash.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { createProfileService } from './profile-service.ts';
import { createQrLoginService } from './qr-login-service.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { newSecret } from './secrets.ts';
import { createSessionService } from './session-service.ts';

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
  /** The portal's mail queue (server/services/index.ts); this area composes its own jobs (`composeMail`). */
  queueMail: QueueAccountMail;
}

export const createAccountServices = (db: Database, options: AccountOptions) => {
  const now = options.now ?? systemClock;
  const issue = options.issueSecret ?? newSecret;
  const users = createUserRepository(db);
  const companies = createCompanyRepository(db);
  const directory = createCompanyDirectoryRepository(db);
  const sessions = createSessionService(createSessionRepository(db), now, issue);
  const limiter = createRateLimiter(createRateLimitRepository(db), now);
  const passwords = createPasswordHasher(options.hashGate, options.scrypt);
  const { publicBaseUrl } = options;
  const mailTokens = createMailTokenRepository(db);
  return {
    sessions,
    login: createLoginService({
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
    }),
    profiles: createProfileService({ users, directory, files: createUploadedFileRepository(db), now }),
    passwordChange: createPasswordChangeService({
      users,
      sessions,
      limiter,
      passwords,
      queueMail: options.queueMail,
    }),
    directory: createCompanyDirectoryService(directory),
    qrLogin: createQrLoginService({
      tickets: createQrTicketRepository(db),
      users,
      companies,
      sessions,
      limiter,
      publicBaseUrl,
      now,
      issue,
    }),
    /** Composes the account jobs the portal's mail queue delivers. */
    composeMail: createAccountMailComposer({ users, mailTokens, publicBaseUrl, now, issue }),
  };
};

export type AccountServices = ReturnType<typeof createAccountServices>;
