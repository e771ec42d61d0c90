/**
 * The account mails as mail-queue jobs. A request queues what to send and answers; the
 * queue's worker composes the message when it delivers. So a request does the same work whether or
 * not the address has an account (the answer's timing tells nothing), and a link's token is issued
 * (and stored hashed) only as its mail goes out: no raw token waits in the queue.
 */
import { SendMailFlag } from '../../../domain/api/accounts.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { MailTokenPurpose, UserRow } from '../../db/accounts-schema.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import type { MailTokenRepository } from '../../db/repositories/mail-token-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import {
  activationMail,
  certificationApprovedMail,
  certificationRefusedMail,
  mailLink,
  passwordChangedMail,
  registrationAttemptMail,
  resetMail,
  signInMail,
  staffInvitationMail,
} from '../../mail/account-mails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { type Language, languageOfWebFlag } from '../../messages.ts';
import { type Clock, HOUR_MS, isoAfter, MINUTE_MS } from './clock.ts';
import { hashSecret } from './secrets.ts';

const ACTIVATION_TTL_MS = 24 * HOUR_MS;
const RESET_TTL_MS = 30 * MINUTE_MS;
/** A sign-in link is a password for one login: short-lived, as the lock it lifts (15 minutes). */
export const SIGN_IN_TTL_MS = 15 * MINUTE_MS;
/** An invitation waits over a weekend's worth of days for its invitee (72 hours). */
export const STAFF_INVITATION_TTL_MS = 72 * HOUR_MS;
/** The page an invitation opens (domain/routes.ts PORTAL_ROUTES). */
export const STAFF_INVITATION_PATH = '/staffInvitation';

export type AccountMailJob =
  /** `name` greets a resent activation (spec: "nameEn (register resend)"); else the stored name. */
  | { kind: 'activation'; companyId: number; email: string; webFlag: number; name?: string }
  /** A registration: the activation link to a new or never-activated address, else a notice to its owner. */
  | { kind: 'registration'; companyId: number; email: string; webFlag: number }
  | { kind: 'reset'; companyId: number; email: string; webFlag: number }
  /** A one-time sign-in link, to an activated account only. */
  | { kind: 'signIn'; companyId: number; email: string; webFlag: number }
  | { kind: 'passwordChanged'; userId: number; webFlag: number }
  /** An administrator's invitation to a staff account, in the language of the administrator's request. */
  | { kind: 'staffInvitation'; userId: number; language: Language }
  /**
   * Staff's decision on the user's certification, with the refusal's reason. No request of the
   * user's asks for it: it goes in the account's last used language.
   */
  | { kind: 'certificationReviewed'; userId: number; approved: boolean; reason: string };

/** How a request queues an account mail (the mail queue's enqueue). */
export type QueueAccountMail = (job: AccountMailJob) => Promise<void>;

/** The tenant's company name in the mail's language (spec §3: the English name falls back to the Chinese). */
const senderName = async (
  companies: CompanyRepository,
  companyId: number,
  language: Language,
): Promise<string | undefined> => {
  const company = await companies.findById(companyId);
  if (company === undefined) return undefined;
  return language === 'cn' ? company.companyNameScn : company.companyNameSen || company.companyNameScn;
};

const greeting = (user: UserRow, name?: string): string =>
  name?.trim() || user.nameEn || user.nameCn || user.email;

/** Issues a single-use secret for a link or grant; only its hash is stored. */
export const createTokenIssuer =
  (mailTokens: MailTokenRepository, now: Clock, issue: () => string) =>
  async (userId: number, purpose: MailTokenPurpose, ttlMs: number): Promise<string> => {
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

export interface AccountMailDeps {
  users: UserRepository;
  companies: CompanyRepository;
  mailTokens: MailTokenRepository;
  publicBaseUrl: string;
  now: Clock;
  issue: () => string;
}

export const createAccountMailComposer = ({
  users,
  companies,
  mailTokens,
  publicBaseUrl,
  now,
  issue,
}: AccountMailDeps) => {
  const issueToken = createTokenIssuer(mailTokens, now, issue);

  /** A new mail retires the links mailed before it: only the newest one works. */
  const LINKS = {
    activation: { flag: SendMailFlag.activation, ttlMs: ACTIVATION_TTL_MS, mail: activationMail },
    reset: { flag: SendMailFlag.reset, ttlMs: RESET_TTL_MS, mail: resetMail },
    signIn: { flag: SendMailFlag.signIn, ttlMs: SIGN_IN_TTL_MS, mail: signInMail },
  } as const;

  const linkMail = async (user: UserRow, purpose: keyof typeof LINKS, webFlag: number, name: string) => {
    await mailTokens.retireUnused(user.id, [purpose], now().toISOString());
    const { flag, ttlMs, mail } = LINKS[purpose];
    const token = await issueToken(user.id, purpose, ttlMs);
    const link = mailLink(publicBaseUrl, flag, token);
    return mail({
      to: user.email,
      name,
      link,
      language: languageOfWebFlag(webFlag),
    });
  };

  /** Account mails come from the tenant, by name, in the mail's language. */
  const fromTenant = async (message: MailMessage | null, companyId: number, language: Language) => {
    if (message === null) return null;
    const fromName = await senderName(companies, companyId, language);
    return fromName ? { ...message, fromName } : message;
  };

  const compose = async (job: AccountMailJob): Promise<MailMessage | null> => {
    switch (job.kind) {
      case 'activation': {
        const user = await users.findByEmail(job.companyId, job.email);
        // No such account, or activated since: an activation mail would say nothing true.
        if (user === undefined || user.active === 1) return null;
        return linkMail(user, 'activation', job.webFlag, greeting(user, job.name));
      }
      case 'registration': {
        const user = await users.findByEmail(job.companyId, job.email);
        if (user === undefined) return null;
        if (user.active === 0) return linkMail(user, 'activation', job.webFlag, greeting(user));
        return registrationAttemptMail({
          to: user.email,
          name: greeting(user),
          link: `${publicBaseUrl}/index`,
          language: languageOfWebFlag(job.webFlag),
        });
      }
      case 'reset': {
        const user = await users.findByEmail(job.companyId, job.email);
        return user === undefined ? null : linkMail(user, 'reset', job.webFlag, greeting(user));
      }
      case 'signIn': {
        const user = await users.findByEmail(job.companyId, job.email);
        // Nobody to sign in: no account, or one never activated (its activation link signs in).
        return user === undefined || user.active !== 1
          ? null
          : linkMail(user, 'signIn', job.webFlag, greeting(user));
      }
      case 'passwordChanged': {
        const user = await users.findById(job.userId);
        if (user === undefined) return null;
        const link = `${publicBaseUrl}/index`;
        const language = languageOfWebFlag(job.webFlag);
        const mail = passwordChangedMail({ to: user.email, name: greeting(user), link, language });
        return fromTenant(mail, user.companyId, language);
      }
      case 'staffInvitation': {
        const user = await users.findById(job.userId);
        // Accepted or deactivated since it was queued: the link would open nothing.
        if (user?.userType !== STAFF_USER_TYPE || user.active === 1 || user.deactivatedAt !== null)
          return null;
        // A new invitation retires the one mailed before it: only the newest link works.
        await mailTokens.retireUnused(user.id, ['staffInvitation'], now().toISOString());
        const token = await issueToken(user.id, 'staffInvitation', STAFF_INVITATION_TTL_MS);
        const link = `${publicBaseUrl}${STAFF_INVITATION_PATH}?token=${encodeURIComponent(token)}`;
        const mail = staffInvitationMail({
          to: user.email,
          name: greeting(user),
          link,
          language: job.language,
        });
        return fromTenant(mail, user.companyId, job.language);
      }
      case 'certificationReviewed': {
        const user = await users.findById(job.userId);
        if (user === undefined) return null;
        const language = user.lastLanguage;
        const to = user.email;
        const name = greeting(user);
        // Approved: the portal, whose rates now show; refused: the profile page, to submit again.
        const mail = job.approved
          ? certificationApprovedMail({ to, name, link: `${publicBaseUrl}/index`, language })
          : certificationRefusedMail({
              to,
              name,
              link: `${publicBaseUrl}/workspace/editInfo`,
              language,
              reason: job.reason,
            });
        return fromTenant(mail, user.companyId, language);
      }
    }
  };
  return async (job: AccountMailJob): Promise<MailMessage | null> =>
    // A job that names its user: the case above reads the user's company; the others name theirs.
    'userId' in job
      ? compose(job)
      : fromTenant(await compose(job), job.companyId, languageOfWebFlag(job.webFlag));
};
