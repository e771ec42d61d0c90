/**
 * Registration, activation and password reset by mailed link (spec sections 4, 7 and 8).
 * Links carry a 256-bit single-use token stored hashed: activation lives 24 hours, reset 30 minutes.
 * Opening a reset link does not log in: it yields a 30-minute single-use grant that the password
 * change must present, because the spec's change body (email + password) alone would let anyone
 * set anyone's password.
 */
import { type ExpiredLink, type ResetGrant, SendMailFlag } from '../../../domain/api/accounts.ts';
import type {
  DecryptTokenBody,
  RegisterBody,
  SendMailBody,
  UpdatePasswordBody,
} from '../../../domain/api/accounts-schemas.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { PASSWORD_PATTERN } from '../../../domain/validation/validators.ts';
import type { MailTokenPurpose, UserRow } from '../../db/accounts-schema.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import type { MailTokenRepository } from '../../db/repositories/mail-token-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import { activationMail, mailLink, resetMail } from '../../mail/account-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type Clock, HOUR_MS, isoAfter, MINUTE_MS } from './clock.ts';
import { companyNotFound, type Outcome, refuse, succeed } from './outcome.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { type RateLimiter, RateLimits } from './rate-limiter.ts';
import { hashSecret } from './secrets.ts';
import type { SessionService } from './session-service.ts';
import { normaliseEmail, toValidateMap } from './validate-map.ts';
import type { Origin } from './viewer.ts';

export const ACTIVATION_TTL_MS = 24 * HOUR_MS;
export const RESET_TTL_MS = 30 * MINUTE_MS;
export const GRANT_TTL_MS = 30 * MINUTE_MS;

const purposeOf = (flag: SendMailFlag): MailTokenPurpose =>
  flag === SendMailFlag.reset ? 'reset' : 'activation';

const mailLanguage = (webFlag: number) => (webFlag === 1 ? 'cn' : 'en');

export interface MailLinkDeps {
  users: UserRepository;
  companies: CompanyRepository;
  mailTokens: MailTokenRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  mailer: Mailer;
  publicBaseUrl: string;
  now: Clock;
  issue: () => string;
}

export const createMailLinkService = (deps: MailLinkDeps) => {
  const { users, companies, mailTokens, sessions, limiter, passwords, mailer, publicBaseUrl, now, issue } =
    deps;

  const issueToken = async (userId: number, purpose: MailTokenPurpose, ttlMs: number): Promise<string> => {
    const token = issue();
    const at = now();
    await mailTokens.insert({
      tokenHash: hashSecret(token),
      userId,
      purpose,
      createdAt: at.toISOString(),
      expiresAt: isoAfter(at, ttlMs),
    });
    return token;
  };

  /** A new mail retires the links mailed before it: only the newest one works. */
  const mailLinkTo = async (user: UserRow, flag: SendMailFlag, webFlag: number, name: string) => {
    await mailTokens.retireUnused(user.id, [purposeOf(flag)], now().toISOString());
    const ttl = flag === SendMailFlag.reset ? RESET_TTL_MS : ACTIVATION_TTL_MS;
    const link = mailLink(publicBaseUrl, flag, await issueToken(user.id, purposeOf(flag), ttl));
    const compose = flag === SendMailFlag.reset ? resetMail : activationMail;
    await mailer.send(compose({ to: user.email, name, link, language: mailLanguage(webFlag) }));
  };

  /** Per address and per IP, counted whether or not the address has an account. */
  const mailAllowed = async (companyId: number, email: string, origin: Origin): Promise<boolean> =>
    (await limiter.hit(RateLimits.mailPerAddress, `${companyId}:${email}`)) &&
    (await limiter.hit(RateLimits.mailPerIp, origin.ip));

  const greeting = (user: UserRow, nameEn?: string): string =>
    nameEn?.trim() || user.nameEn || user.nameCn || user.email;

  return {
    register: async (body: RegisterBody, origin: Origin): Promise<Outcome> => {
      if (!(await companies.exists(body.companyId))) return companyNotFound();
      if (!PASSWORD_PATTERN.test(body.password)) return refuse(ResultCode.invalidInput, 'passwordRule');
      const nameEn = body.nameEn.trim();
      if (nameEn === '') return refuse(ResultCode.invalidInput, 'required');
      const email = normaliseEmail(body.email);
      const existing = await users.findByEmail(body.companyId, email);
      if (existing?.active === 1) return refuse(ResultCode.failure, 'emailRegistered');
      if (!(await mailAllowed(body.companyId, email, origin)))
        return refuse(ResultCode.rateLimited, 'tooManyMails');
      const passwordHash = await passwords.hash(body.password);
      let user = existing;
      if (user === undefined) {
        const id = await users.insertIfAbsent({
          companyId: body.companyId,
          email,
          passwordHash,
          nameEn,
          createdAt: now().toISOString(),
        });
        // A concurrent registration of the same address won the insert; it mails its own link.
        if (id === undefined) return refuse(ResultCode.failure, 'emailRegistered');
        user = await users.findById(id);
      } else {
        // Never activated: the newest registration's password and name replace the old ones.
        await users.replaceInactiveRegistration(user.id, passwordHash, nameEn);
      }
      if (user === undefined) return refuse(ResultCode.failure, 'userNotFound');
      await mailLinkTo(user, SendMailFlag.activation, body.webFlag, nameEn);
      return succeed('mailSent');
    },

    /** Same answer whether or not the address has an account (no enumeration). */
    sendMail: async (body: SendMailBody, origin: Origin): Promise<Outcome> => {
      if (!(await companies.exists(body.companyId))) return companyNotFound();
      const email = normaliseEmail(body.email);
      if (!(await mailAllowed(body.companyId, email, origin)))
        return refuse(ResultCode.rateLimited, 'tooManyMails');
      const user = await users.findByEmail(body.companyId, email);
      if (user === undefined) return succeed('mailSent');
      if (body.sendMailFlag === SendMailFlag.reset) {
        await mailLinkTo(user, SendMailFlag.reset, body.webFlag, greeting(user));
      } else if (user.active !== 1) {
        await mailLinkTo(user, SendMailFlag.activation, body.webFlag, greeting(user, body.nameEn));
      }
      return succeed('mailSent');
    },

    decodeLink: async (body: DecryptTokenBody): Promise<Outcome> => {
      const flag = body.sendMailFlag as SendMailFlag;
      const tokenHash = hashSecret(body.token);
      const token = await mailTokens.find(tokenHash, purposeOf(flag));
      if (token === undefined || token.companyId !== body.companyId || token.usedAt !== null) {
        return refuse(ResultCode.failure, 'linkInvalid');
      }
      if (Date.parse(token.expiresAt) <= now().getTime()) {
        const expired: ExpiredLink = { email: token.email, nameEn: token.nameEn };
        const message = flag === SendMailFlag.reset ? 'resetLinkExpired' : 'linkExpired';
        return refuse(ResultCode.expired, message, { validateMap: expired });
      }
      if (!(await mailTokens.consume(tokenHash, now().toISOString()))) {
        return refuse(ResultCode.failure, 'linkInvalid');
      }
      if (flag === SendMailFlag.reset) {
        const grant = await issueToken(token.userId, 'grant', GRANT_TTL_MS);
        const validateMap: ResetGrant = { email: token.email, nameEn: token.nameEn, grant };
        return succeed('success', { validateMap });
      }
      await users.activate(token.userId);
      const user = await users.findById(token.userId);
      if (user === undefined) return refuse(ResultCode.failure, 'linkInvalid');
      const apiKey = await sessions.open(user.id, user.companyId);
      return succeed('success', { validateMap: { ...toValidateMap(user, apiKey), email: user.email } });
    },

    changePassword: async (body: UpdatePasswordBody): Promise<Outcome> => {
      if (!PASSWORD_PATTERN.test(body.password)) return refuse(ResultCode.invalidInput, 'passwordRule');
      const grantHash = hashSecret(body.grant);
      const grant = await mailTokens.find(grantHash, 'grant');
      const matches =
        grant !== undefined &&
        grant.companyId === body.companyId &&
        grant.email === normaliseEmail(body.email);
      if (!matches || !(await mailTokens.consume(grantHash, now().toISOString()))) {
        return refuse(ResultCode.failure, 'grantInvalid');
      }
      await users.setPassword(grant.userId, await passwords.hash(body.password));
      await sessions.revokeAll(grant.userId);
      await mailTokens.retireUnused(grant.userId, ['reset', 'grant'], now().toISOString());
      return succeed('passwordChanged');
    },
  };
};

export type MailLinkService = ReturnType<typeof createMailLinkService>;
