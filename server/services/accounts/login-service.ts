/**
 * Email and password login (spec section 7, weblogin) and logout. Unknown email, wrong password and
 * an undecryptable password all get one message; only a caller who proved the password learns that
 * the account still awaits activation. Every attempt counts against the per-account and per-IP
 * limits before the password is looked at; a success clears the account's count. Staff whose roles
 * need a second factor get no session here but its challenge (second-factor-service.ts).
 */

import type { SecondFactorChallenge, ValidateMap } from '../../../domain/api/accounts.ts';
import type { LoginBody } from '../../../domain/api/accounts-schemas.ts';
import type { CompanyRepository } from '../../db/repositories/company-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import { languageOfWebFlag } from '../../messages.ts';
import { declined, notFound, ok, rateLimited, type ServerOutcome } from '../outcome.ts';
import { BUSY } from './hash-gate.ts';
import { decryptLoginPassword } from './login-cipher.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { type RateLimiter, RateLimits } from './rate-limiter.ts';
import type { SecondFactorService } from './second-factor-service.ts';
import type { SessionService } from './session-service.ts';
import { normaliseEmail, toValidateMap } from './validate-map.ts';
import type { Origin, Viewer } from './viewer.ts';

export interface LoginDeps {
  users: UserRepository;
  companies: CompanyRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  loginCipherKey: string;
  secondFactor: Pick<SecondFactorService, 'requires' | 'challenge'>;
}

export const createLoginService = ({
  users,
  companies,
  sessions,
  limiter,
  passwords,
  loginCipherKey,
  secondFactor,
}: LoginDeps) => ({
  /** A session, or for staff who need a second factor its challenge first (spec §3's answer otherwise). */
  login: async (
    body: LoginBody,
    origin: Origin,
  ): Promise<ServerOutcome<{ validateMap: ValidateMap } | { secondFactor: SecondFactorChallenge }>> => {
    if (!(await companies.exists(body.companyId))) return notFound('companyNotFound');
    const email = normaliseEmail(body.email);
    const account = `${body.companyId}:${email}`;
    // Counted before the password is verified, each count one atomic statement: of any number of
    // parallel guesses only the limit's worth reach the verification.
    const accountAllowed = await limiter.hit(RateLimits.loginPerAccount, account);
    const ipAllowed = await limiter.hit(RateLimits.loginPerIp, origin.ip);
    if (!accountAllowed || !ipAllowed) return rateLimited('tooManyLoginAttempts');
    const password = decryptLoginPassword(body.password, loginCipherKey);
    const user = await users.findByEmail(body.companyId, email);
    // Verify even when there is nothing to verify against, so timing does not tell who exists.
    const verified = await passwords.verify(password ?? '', user?.passwordHash);
    if (verified === BUSY) return rateLimited('serverBusy');
    if (user === undefined || password === null || !verified) return declined('loginFailed');
    if (user.active !== 1) return declined('accountNotActivated');
    if (user.deactivatedAt !== null) return declined('accountDeactivated');
    await limiter.clear(RateLimits.loginPerAccount, account);
    if (secondFactor.requires(user)) return secondFactor.challenge(user);
    const apiKey = await sessions.open(user.id, user.companyId, origin, languageOfWebFlag(body.webFlag));
    return ok({ validateMap: toValidateMap(user, apiKey) });
  },

  /** Always succeeds: a session that is already gone is as logged out as it gets. */
  logout: async (apiKey: string | undefined): Promise<ServerOutcome<undefined>> => {
    if (apiKey !== undefined) await sessions.revoke(apiKey);
    return ok(undefined, 'loggedOut');
  },

  /** Ends every session of the viewer, the one of this request included. */
  logoutEverywhere: async (viewer: Viewer): Promise<ServerOutcome<undefined>> => {
    await sessions.revokeAll(viewer.userId);
    return ok(undefined, 'loggedOutEverywhere');
  },
});

export type LoginService = ReturnType<typeof createLoginService>;
