/**
 * Registration, activation and password reset by mailed link (spec sections 4, 7 and 8).
 * Links carry a 256-bit single-use token stored hashed: activation lives 24 hours, reset 30 minutes.
 * Opening a reset link does not log in: it yields a 30-minute single-use grant that the password
 * change must present, because the spec's change body (email + password) alone would let anyone
 * set anyone's password. Mails are queued (account-mail-jobs.ts) and go out after the answer.
 */
import {
  type ActivationResult,
  type ExpiredLink,
  type ResetGrant,
  SendMailFlag,
} from '../../../domain/api/accounts.ts';
import type {
  DecryptTokenBody,
  RegisterBody,
  SendMailBody,
  SignInLinkBody,
  UpdatePasswordBody,
} from '../../../domain/api/accounts-schemas.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { PASSWORD_PATTERN } from '../../../domain/validation/validators.ts';
import type { MailTokenPurpose } from '../../db/accounts-schema.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import type { MailTokenRepository } from '../../db/repositories/mail-token-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import { languageOfWebFlag } from '../../messages.ts';
import { declined, invalid, notFound, ok, rateLimited, refuseWith, type ServerOutcome } from '../outcome.ts';
import { createTokenIssuer, type QueueAccountMail } from './account-mail-jobs.ts';
import { type Clock, MINUTE_MS } from './clock.ts';
import { BUSY } from './hash-gate.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { type RateLimiter, RateLimits } from './rate-limiter.ts';
import type { SecondFactorService } from './second-factor-service.ts';
import { hashSecret } from './secrets.ts';
import type { SessionService } from './session-service.ts';
import { normaliseEmail, toValidateMap } from './validate-map.ts';
import type { Origin } from './viewer.ts';

export const GRANT_TTL_MS = 30 * MINUTE_MS;

const purposeOf = (flag: SendMailFlag): MailTokenPurpose =>
  flag === SendMailFlag.reset ? 'reset' : flag === SendMailFlag.signIn ? 'signIn' : 'activation';

export interface MailLinkDeps {
  users: UserRepository;
  companies: CompanyRepository;
  mailTokens: MailTokenRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  queueMail: QueueAccountMail;
  now: Clock;
  issue: () => string;
  secondFactor: Pick<SecondFactorService, 'requires'>;
}

export const createMailLinkService = (deps: MailLinkDeps) => {
  const { users, companies, mailTokens, sessions, limiter, passwords, queueMail, now, issue } = deps;
  const { secondFactor } = deps;
  const issueToken = createTokenIssuer(mailTokens, now, issue);

  /** Per address and per IP, counted whether or not the address has an account. */
  const mailAllowed = async (companyId: number, email: string, origin: Origin): Promise<boolean> =>
    (await limiter.hit(RateLimits.mailPerAddress, `${companyId}:${email}`)) &&
    (await limiter.hit(RateLimits.mailPerIp, origin.ip));

  return {
    /**
     * Same answer and same work whether or not the address has an account (no enumeration, spec §7
     * webregister answers "Successful mail delivery"): both are counted against the mail limits and
     * hash the password. A never-activated address keeps its first registration's password and name
     * until the address is proven (pre-account hijacking): registering it again only mails a fresh
     * activation link; an active account's owner is told that someone tried.
     */
    register: async (body: RegisterBody, origin: Origin): Promise<ServerOutcome<undefined>> => {
      if (!(await companies.exists(body.companyId))) return notFound('companyNotFound');
      if (!PASSWORD_PATTERN.test(body.password)) return invalid('passwordRule');
      const nameEn = body.nameEn.trim();
      if (nameEn === '') return invalid('required');
      const email = normaliseEmail(body.email);
      if (!(await mailAllowed(body.companyId, email, origin))) return rateLimited('tooManyMails');
      const passwordHash = await passwords.hash(body.password);
      if (passwordHash === BUSY) return rateLimited('serverBusy');
      // Does nothing when the address is registered already, activated or not, or just now by a
      // concurrent request: the first registration stays.
      await users.insertIfAbsent({
        companyId: body.companyId,
        email,
        passwordHash,
        nameEn,
        createdAt: now().toISOString(),
      });
      // The worker decides, after the answer, which mail the address gets.
      await queueMail({ kind: 'registration', companyId: body.companyId, email, webFlag: body.webFlag });
      return ok(undefined, 'mailSent');
    },

    /** Same answer and same work whether or not the address has an account (no enumeration). */
    sendMail: async (body: SendMailBody, origin: Origin): Promise<ServerOutcome<undefined>> => {
      if (!(await companies.exists(body.companyId))) return notFound('companyNotFound');
      const email = normaliseEmail(body.email);
      if (!(await mailAllowed(body.companyId, email, origin))) return rateLimited('tooManyMails');
      // The worker decides, after the answer, whether there is anyone to mail.
      await queueMail(
        body.sendMailFlag === SendMailFlag.reset
          ? { kind: 'reset', companyId: body.companyId, email, webFlag: body.webFlag }
          : {
              kind: 'activation',
              companyId: body.companyId,
              email,
              webFlag: body.webFlag,
              name: body.nameEn,
            },
      );
      return ok(undefined, 'mailSent');
    },

    /**
     * A one-time sign-in link, how an owner locked out by wrong guesses gets in: the same answer and
     * the same limits as any mail, whether or not the address has an account (no enumeration).
     */
    sendSignInLink: async (body: SignInLinkBody, origin: Origin): Promise<ServerOutcome<undefined>> => {
      if (!(await companies.exists(body.companyId))) return notFound('companyNotFound');
      const email = normaliseEmail(body.email);
      if (!(await mailAllowed(body.companyId, email, origin))) return rateLimited('tooManyMails');
      await queueMail({ kind: 'signIn', companyId: body.companyId, email, webFlag: body.webFlag });
      return ok(undefined, 'mailSent');
    },

    /** An expired link still answers its email and English name (spec §8), for the expired page's resend. */
    decodeLink: async (
      body: DecryptTokenBody,
      origin: Origin,
    ): Promise<ServerOutcome<{ validateMap: ResetGrant | ActivationResult }>> => {
      const flag = body.sendMailFlag as SendMailFlag;
      const tokenHash = hashSecret(body.token);
      const token = await mailTokens.find(tokenHash, purposeOf(flag));
      if (token === undefined || token.companyId !== body.companyId || token.usedAt !== null) {
        return declined('linkInvalid');
      }
      if (Date.parse(token.expiresAt) <= now().getTime()) {
        // An expired sign-in link has no resend page (code 2 means one): a refusal with its words.
        if (flag === SendMailFlag.signIn) return declined('signInLinkExpired');
        const expired: ExpiredLink = { email: token.email, nameEn: token.nameEn };
        const message = flag === SendMailFlag.reset ? 'resetLinkExpired' : 'linkExpired';
        return refuseWith(ResultCode.expired, message, { validateMap: expired });
      }
      if (!(await mailTokens.consume(tokenHash, now().toISOString()))) return declined('linkInvalid');
      if (flag === SendMailFlag.reset) {
        const grant = await issueToken(token.userId, 'grant', GRANT_TTL_MS);
        const validateMap: ResetGrant = { email: token.email, nameEn: token.nameEn, grant };
        return ok({ validateMap });
      }
      if (flag === SendMailFlag.signIn) {
        // The mailbox is proven: the lock of wrong guesses on this account is lifted.
        await limiter.clear(RateLimits.loginPerAccount, `${token.companyId}:${token.email}`);
      } else await users.activate(token.userId);
      const user = await users.findById(token.userId);
      if (user === undefined) return declined('linkInvalid');
      if (user.deactivatedAt !== null) return declined('accountDeactivated');
      // A link proves the mailbox only: where a second factor is needed it lifts the lock, no more.
      if (secondFactor.requires(user)) return declined('signInNeedsSecondFactor');
      const apiKey = await sessions.open(user.id, user.companyId, origin, languageOfWebFlag(body.webFlag));
      return ok({ validateMap: { ...toValidateMap(user, apiKey), email: user.email } });
    },

    changePassword: async (body: UpdatePasswordBody): Promise<ServerOutcome<undefined>> => {
      if (!PASSWORD_PATTERN.test(body.password)) return invalid('passwordRule');
      const grantHash = hashSecret(body.grant);
      const grant = await mailTokens.find(grantHash, 'grant');
      const matches =
        grant !== undefined &&
        grant.companyId === body.companyId &&
        grant.email === normaliseEmail(body.email) &&
        grant.usedAt === null &&
        Date.parse(grant.expiresAt) > now().getTime();
      if (!matches) return declined('grantInvalid');
      const passwordHash = await passwords.hash(body.password);
      // Busy before the grant is used up, so that the user can simply try again.
      if (passwordHash === BUSY) return rateLimited('serverBusy');
      if (!(await mailTokens.consume(grantHash, now().toISOString()))) return declined('grantInvalid');
      await users.setPassword(grant.userId, passwordHash);
      await sessions.revokeAll(grant.userId);
      await mailTokens.retireUnused(grant.userId, ['reset', 'grant'], now().toISOString());
      // The owner hears of it, whoever changed it.
      await queueMail({ kind: 'passwordChanged', userId: grant.userId, webFlag: body.webFlag });
      return ok(undefined, 'passwordChanged');
    },
  };
};

export type MailLinkService = ReturnType<typeof createMailLinkService>;
