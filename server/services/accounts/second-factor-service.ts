/**
 * The second factor of staff (OWASP ASVS V6; TOTP per RFC 6238; docs/accounts.md). A staff account
 * whose roles need it (domain/permissions.ts needsSecondFactor) gets, after a correct password, a
 * challenge instead of a session: stored hashed, single use, 5 minutes, 5 attempts. On its first
 * sign-in the answer carries a new secret to enrol (QR picture and text); the first good code
 * confirms it, answers ten one-time recovery codes (shown once, stored hashed) and the session.
 * Later sign-ins take a code or a recovery code. A code is good once: the time step it was accepted
 * for is kept and no code of that step or an earlier one counts again.
 */
import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { SecondFactorChallenge, ValidateMap } from '../../../domain/api/accounts.ts';
import type { SecondFactorBody } from '../../../domain/api/accounts-schemas.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { needsSecondFactor, parseStaffRoles } from '../../../domain/permissions.ts';
import type { UserRow } from '../../db/accounts-schema.ts';
import type { SecondFactorRepository } from '../../db/repositories/second-factor-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import { type Language, languageOfWebFlag } from '../../messages.ts';
import { declined, ok, rateLimited, refuse, type ServerOutcome } from '../outcome.ts';
import { type Clock, isoAfter, MINUTE_MS } from './clock.ts';
import { type RateLimiter, RateLimits } from './rate-limiter.ts';
import { hashSecret } from './secrets.ts';
import type { SessionService } from './session-service.ts';
import { newTotpSecret, openSecret, sealSecret, totpStepOf, totpUri } from './totp.ts';
import { toValidateMap } from './validate-map.ts';
import type { Origin, Viewer } from './viewer.ts';

export const CHALLENGE_TTL_MS = 5 * MINUTE_MS;
/** Wrong codes one challenge takes; then the password is needed again. */
export const CHALLENGE_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: read off paper without doubt. 12 of 31 symbols: about 59 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const newRecoveryCode = (): string =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  ).join('-');

/** What a person types: spaces and dashes dropped, letters lower-cased. */
const normalised = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

export interface SecondFactorDeps {
  factors: SecondFactorRepository;
  users: UserRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  now: Clock;
  issue: () => string;
  /** SECOND_FACTOR_KEY: seals the TOTP secrets at rest. */
  key: string;
  /** What authenticator apps list the account under. */
  issuer: string;
  /** The one account that may skip the factor (demo mode's staff account, docs/accounts.md), if any. */
  exemptEmail: string | undefined;
}

export const createSecondFactorService = (deps: SecondFactorDeps) => {
  const { factors, users, sessions, limiter, now, issue, key, issuer, exemptEmail } = deps;

  const requires = (user: Pick<UserRow, 'userType' | 'staffRoles' | 'email'>): boolean =>
    needsSecondFactor({ userType: user.userType, staffRoles: parseStaffRoles(user.staffRoles) }) &&
    user.email !== exemptEmail;

  /** Ten new recovery codes in clear, the only time they exist so; the earlier ones stop working. */
  const renewRecoveryCodes = async (userId: number): Promise<string[]> => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await factors.replaceRecoveryCodes(
      userId,
      codes.map((code) => hashSecret(normalised(code))),
    );
    return codes;
  };

  /** The code checked against the account: a TOTP code of an unused step, or an unused recovery code. */
  const codeAccepted = async (
    user: UserRow,
    sealed: string,
    enrolled: boolean,
    code: string,
  ): Promise<'accepted' | 'wrong' | 'used'> => {
    const at = now();
    if (/^\d{6}$/.test(code)) {
      const step = totpStepOf(openSecret(sealed, key), code, at);
      if (step === null) return 'wrong';
      return (await factors.acceptStep(user.id, step, at.toISOString())) ? 'accepted' : 'used';
    }
    // Recovery codes exist only once enrolled.
    if (!enrolled) return 'wrong';
    return (await factors.spendRecoveryCode(user.id, hashSecret(code), at.toISOString()))
      ? 'accepted'
      : 'wrong';
  };

  return {
    requires,

    /** After a correct password: the challenge (and on a first sign-in the secret to enrol). */
    challenge: async (user: UserRow): Promise<ServerOutcome<{ secondFactor: SecondFactorChallenge }>> => {
      const at = now();
      const token = issue();
      const expiresAt = isoAfter(at, CHALLENGE_TTL_MS);
      await factors.insertChallenge({
        tokenHash: hashSecret(token),
        userId: user.id,
        createdAt: at.toISOString(),
        expiresAt,
      });
      const factor = await factors.find(user.id);
      if (factor?.enrolledAt != null) {
        return ok({ secondFactor: { challenge: token, mode: 'verify', expiresAt } }, 'secondFactorRequired');
      }
      // Until a code confirms it, each sign-in shows a new secret: one seen before proves nothing.
      const secret = newTotpSecret();
      await factors.startEnrolment(user.id, sealSecret(secret, key));
      const qrImage = await QRCode.toDataURL(totpUri(secret, issuer, user.email), {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 240,
      });
      return ok(
        { secondFactor: { challenge: token, mode: 'enrol', expiresAt, qrImage, secret } },
        'secondFactorEnrol',
      );
    },

    /** The code after the password: the session, with the recovery codes when it confirmed an enrolment. */
    confirm: async (
      body: SecondFactorBody,
      origin: Origin,
    ): Promise<ServerOutcome<{ validateMap: ValidateMap; recoveryCodes?: string[] }>> => {
      if (!(await limiter.hit(RateLimits.loginPerIp, origin.ip))) return rateLimited('tooManyLoginAttempts');
      const tokenHash = hashSecret(body.challenge);
      const expired = () => refuse(ResultCode.expired, 'secondFactorExpired');
      const challenge = await factors.attemptChallenge(tokenHash, now().toISOString());
      if (challenge === undefined) return expired();
      if (challenge.attempts > CHALLENGE_ATTEMPTS) {
        await factors.spendChallenge(tokenHash, now().toISOString());
        return expired();
      }
      const subject = String(challenge.userId);
      if (!(await limiter.hit(RateLimits.secondFactorPerAccount, subject)))
        return rateLimited('tooManySecondFactorAttempts');
      const user = await users.findById(challenge.userId);
      const factor = await factors.find(challenge.userId);
      if (user === undefined || factor === undefined || user.active !== 1 || user.deactivatedAt !== null)
        return expired();
      const enrolled = factor.enrolledAt !== null;
      const verdict = await codeAccepted(user, factor.secretSealed, enrolled, normalised(body.code));
      if (verdict === 'used') return declined('secondFactorCodeUsed');
      if (verdict === 'wrong') return declined('secondFactorWrongCode');
      if (!(await factors.spendChallenge(tokenHash, now().toISOString()))) return expired();
      await limiter.clear(RateLimits.secondFactorPerAccount, subject);
      const recoveryCodes = enrolled ? undefined : await renewRecoveryCodes(user.id);
      const language: Language = languageOfWebFlag(body.webFlag);
      const apiKey = await sessions.open(user.id, user.companyId, origin, language, true);
      const validateMap = toValidateMap(user, apiKey);
      return ok(recoveryCodes === undefined ? { validateMap } : { validateMap, recoveryCodes });
    },

    /** Whether the session of `apiKey` passed the second factor. */
    sessionPassed: (apiKey: string): Promise<boolean> => factors.sessionPassed(hashSecret(apiKey)),

    /** New recovery codes, from a session that passed the factor of an enrolled account. */
    regenerateRecoveryCodes: async (
      viewer: Viewer,
      apiKey: string,
    ): Promise<ServerOutcome<{ recoveryCodes: string[] }>> => {
      const factor = await factors.find(viewer.userId);
      if (factor?.enrolledAt == null || !(await factors.sessionPassed(hashSecret(apiKey))))
        return refuse(ResultCode.forbidden, 'secondFactorNotPassed');
      return ok({ recoveryCodes: await renewRecoveryCodes(viewer.userId) }, 'recoveryCodesRenewed');
    },
  };
};

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
