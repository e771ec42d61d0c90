/**
 * Sessions: the apiKey is 32 random bytes handed to the browser once; the database keeps its
 * SHA-256. A customer's session ends after 2 idle days (the client keeps the cookie 2 days), a
 * staff session after its own idle time (STAFF_SESSION_IDLE_MINUTES, spec §6), 14 days after
 * login at the latest, on logout, or with every other session of its user on a password change or
 * "log out everywhere". A user keeps at most 10 sessions: a new one revokes the oldest.
 */
import type { SessionSummary } from '../../../domain/api/accounts.ts';
import { AUTHORIZATION_EXPIRY_DAYS, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { parseStaffRoles } from '../../../domain/permissions.ts';
import { parseUserAgent } from '../../../domain/user-agent.ts';
import type { SessionRepository } from '../../db/repositories/session-repository.ts';
import type { Language } from '../../messages.ts';
import { type Clock, DAY_MS, isoAfter, MINUTE_MS } from './clock.ts';
import { ipPrefixOf } from './ip-prefix.ts';
import { hashSecret, newSecret } from './secrets.ts';
import type { Origin, Viewer } from './viewer.ts';

export const SESSION_IDLE_MS = AUTHORIZATION_EXPIRY_DAYS * DAY_MS;
export const SESSION_ABSOLUTE_MS = 14 * DAY_MS;
/** STAFF_SESSION_IDLE_MINUTES' default: a staff session ends after its own, shorter idle time (spec §6). */
export const STAFF_SESSION_IDLE_MS = 30 * MINUTE_MS;
/** A new login beyond this many live sessions of one user revokes the oldest (account security). */
export const MAX_SESSIONS_PER_USER = 10;
/** last_seen is written at most once a minute: one write per request would be pure load. */
const TOUCH_INTERVAL_MS = MINUTE_MS;
/** Real user agents stay under 300 characters; a longer header is cut, never refused. */
export const SESSION_USER_AGENT_MAX = 512;

export const createSessionService = (
  sessions: SessionRepository,
  now: Clock,
  issue = newSecret,
  staffIdleMs = STAFF_SESSION_IDLE_MS,
) => {
  const idleMsOf = (userType: number) => (userType === STAFF_USER_TYPE ? staffIdleMs : SESSION_IDLE_MS);
  return {
    /**
     * Answers the apiKey, the only time it exists in clear. `origin` is the browser that receives it
     * (every way in: email, QR, mail link), kept for the owner's sessions list; `language` the one
     * signed in with, remembered as the account's (mails no request of its own asks for use it).
     * `passedSecondFactor`: the sign-in passed the second factor (second-factor-service.ts).
     */
    open: async (
      userId: number,
      companyId: number,
      origin: Origin,
      language: Language,
      passedSecondFactor = false,
    ): Promise<string> => {
      const apiKey = issue();
      const at = now();
      await sessions.insert(
        {
          tokenHash: hashSecret(apiKey),
          userId,
          companyId,
          createdAt: at.toISOString(),
          lastSeenAt: at.toISOString(),
          expiresAt: isoAfter(at, SESSION_ABSOLUTE_MS),
          userAgent: Array.from(origin.userAgent).slice(0, SESSION_USER_AGENT_MAX).join(''),
          ipPrefix: ipPrefixOf(origin.ip),
          secondFactorAt: passedSecondFactor ? at.toISOString() : null,
        },
        language,
      );
      await sessions.deleteAllButNewest(userId, MAX_SESSIONS_PER_USER);
      return apiKey;
    },

    /**
     * `language` is the one the request states (Accept-Language), if it states one: written only
     * when it differs from the account's last, so a request costs no extra write as a rule.
     */
    resolve: async (apiKey: string, language?: Language): Promise<Viewer | null> => {
      const tokenHash = hashSecret(apiKey);
      const session = await sessions.findWithUser(tokenHash);
      if (session === undefined) return null;
      const at = now();
      const lastSeen = Date.parse(session.lastSeenAt);
      const idleMs = idleMsOf(session.userType);
      const expired = at.getTime() >= Date.parse(session.expiresAt) || at.getTime() >= lastSeen + idleMs;
      if (expired || session.active !== 1 || session.deactivatedAt !== null) {
        await sessions.delete(tokenHash);
        return null;
      }
      if (at.getTime() - lastSeen >= TOUCH_INTERVAL_MS)
        await sessions.touch({ tokenHash, lastSeenAt: at.toISOString() });
      if (language !== undefined && language !== session.lastLanguage)
        await sessions.rememberLanguage({ userId: session.userId, language });
      return {
        userId: session.userId,
        companyId: session.companyId,
        userType: session.userType,
        staffRoles: parseStaffRoles(session.staffRoles),
        certificationStatus: session.certificationStatus,
        customerType: session.customerType,
      };
    },

    /** The user's live sessions, newest first, marking the one of `apiKey`; never a secret or its hash. */
    list: async (
      { userId, userType }: Pick<Viewer, 'userId' | 'userType'>,
      apiKey: string,
    ): Promise<SessionSummary[]> => {
      const at = now().getTime();
      const current = hashSecret(apiKey);
      const idleMs = idleMsOf(userType);
      return (await sessions.listByUser(userId))
        .filter(
          (session) => at < Date.parse(session.expiresAt) && at < Date.parse(session.lastSeenAt) + idleMs,
        )
        .map((session) => {
          const { browser, system } = parseUserAgent(session.userAgent);
          return {
            createdAt: session.createdAt,
            lastSeenAt: session.lastSeenAt,
            expiresAt: session.expiresAt,
            current: session.tokenHash === current,
            browser,
            system,
            ipPrefix: session.ipPrefix,
          };
        });
    },

    /** Every session of the user but the one of `apiKey`. */
    revokeOthers: (userId: number, apiKey: string): Promise<void> =>
      sessions.deleteByUserExcept(userId, hashSecret(apiKey)),

    revoke: (apiKey: string): Promise<boolean> => sessions.delete(hashSecret(apiKey)),

    revokeAll: (userId: number): Promise<void> => sessions.deleteByUser(userId),
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
