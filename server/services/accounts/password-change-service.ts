/**
 * The signed-in side of the password and the sessions (the workspace profile): changing
 * the password with the old one, and listing the user's sessions.
 */
import type { SessionSummary } from '../../../domain/api/accounts.ts';
import type { ChangePasswordBody } from '../../../domain/api/accounts-schemas.ts';
import { PASSWORD_PATTERN } from '../../../domain/validation/validators.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import { declined, invalid, notFound, ok, rateLimited, type ServerOutcome } from '../outcome.ts';
import type { QueueAccountMail } from './account-mail-jobs.ts';
import { BUSY } from './hash-gate.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { type RateLimiter, RateLimits } from './rate-limiter.ts';
import type { SessionService } from './session-service.ts';
import type { Origin, Viewer } from './viewer.ts';

export interface PasswordChangeDeps {
  users: UserRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  queueMail: QueueAccountMail;
}

export const createPasswordChangeService = ({
  users,
  sessions,
  limiter,
  passwords,
  queueMail,
}: PasswordChangeDeps) => ({
  /**
   * The old password is a login in disguise: a stolen session must not turn into the password by
   * guessing, so each attempt counts against the login limits (per account and per IP) before the
   * hash is looked at, and goes through the hash gate. The browser that changed it stays signed in;
   * every other session ends, and the owner is mailed as after a reset (account security).
   */
  changePassword: async (
    viewer: Viewer,
    apiKey: string,
    body: ChangePasswordBody,
    origin: Origin,
  ): Promise<ServerOutcome<undefined>> => {
    if (!PASSWORD_PATTERN.test(body.password)) return invalid('passwordRule');
    const user = await users.findById(viewer.userId);
    if (user === undefined) return notFound('userNotFound');
    const account = `${user.companyId}:${user.email}`;
    const accountAllowed = await limiter.hit(RateLimits.loginPerAccount, account);
    const ipAllowed = await limiter.hit(RateLimits.loginPerIp, origin.ip);
    if (!accountAllowed || !ipAllowed) return rateLimited('tooManyLoginAttempts');
    const verified = await passwords.verify(body.oldPassword, user.passwordHash);
    if (verified === BUSY) return rateLimited('serverBusy');
    if (!verified) return declined('oldPasswordWrong');
    const passwordHash = await passwords.hash(body.password);
    if (passwordHash === BUSY) return rateLimited('serverBusy');
    await limiter.clear(RateLimits.loginPerAccount, account);
    await users.setPassword(user.id, passwordHash);
    await sessions.revokeOthers(user.id, apiKey);
    await queueMail({ kind: 'passwordChanged', userId: user.id, webFlag: body.webFlag });
    return ok(undefined, 'passwordChanged');
  },

  listSessions: async (viewer: Viewer, apiKey: string): Promise<ServerOutcome<SessionSummary[]>> =>
    ok(await sessions.list(viewer, apiKey)),
});

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
