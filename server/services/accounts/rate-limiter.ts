/**
 * Abuse limits kept in the database so that every instance counts the same hits. Fixed windows: a
 * burst at a window edge can reach twice the limit, which is fine for these purposes.
 */
import type { RateLimitRepository } from '../../db/repositories/rate-limit-repository.ts';
import { type Clock, DAY_MS, HOUR_MS, MINUTE_MS } from './clock.ts';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

export const RateLimits = {
  /** Login attempts per account (company + email), counted before the password check; a success clears it. */
  loginPerAccount: { bucket: 'login-account', limit: 5, windowMs: 15 * MINUTE_MS },
  /** Login attempts per IP address, any account, successes included. */
  loginPerIp: { bucket: 'login-ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** Second-factor codes per account, across challenges; a good code clears it. */
  secondFactorPerAccount: { bucket: 'second-factor-account', limit: 10, windowMs: 15 * MINUTE_MS },
  /** Activation and reset mails per address. */
  mailPerAddress: { bucket: 'mail-address', limit: 3, windowMs: HOUR_MS },
  mailPerIp: { bucket: 'mail-ip', limit: 20, windowMs: HOUR_MS },
  /** Staff invitations (new and resent) per administrator: a team is invited a few at a time. */
  staffInvitationsPerAdministrator: { bucket: 'staff-invitation', limit: 20, windowMs: HOUR_MS },
  /** QR codes fetched and polled per IP: polling every 2 s is 30 a minute. */
  qrPerIp: { bucket: 'qr-ip', limit: 120, windowMs: MINUTE_MS },
  /** Persona events per IP: copying a phone number or an address is a click, not a stream. */
  personaPerIp: { bucket: 'persona-ip', limit: 30, windowMs: MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/** Every window above is shorter; older counters are garbage. */
export const RETENTION_MS = DAY_MS;
/**
 * Garbage is deleted when a new window starts, at most this often per instance: at a release
 * every customer of the crowd starts a window in the same second (spec §5 space grabbing), and one
 * delete per hit would double the limiter's statements.
 */
export const FORGET_INTERVAL_MS = MINUTE_MS;

export const createRateLimiter = (counters: RateLimitRepository, now: Clock) => {
  let forgotAt = Number.NEGATIVE_INFINITY;
  const keyOf = (rule: RateLimit, subject: string) => {
    const at = now().getTime();
    return {
      bucket: rule.bucket,
      subject,
      windowStart: new Date(at - (at % rule.windowMs)).toISOString(),
    };
  };
  return {
    /** Counts a hit; false when this hit is over the limit. */
    hit: async (rule: RateLimit, subject: string): Promise<boolean> => {
      // The upsert returns every counter it raised, so each hit has its count.
      const hits = (await counters.increment(keyOf(rule, subject)))!;
      // A new window is a cheap moment to forget old ones.
      const at = now().getTime();
      if (hits === 1 && at - forgotAt >= FORGET_INTERVAL_MS) {
        forgotAt = at;
        await counters.deleteWindowsBefore(new Date(at - RETENTION_MS).toISOString());
      }
      return hits <= rule.limit;
    },

    clear: (rule: RateLimit, subject: string): Promise<void> => counters.clear(rule.bucket, subject),
  };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Records a customer may create a minute, by kind (a form is submitted a few times a minute at
 * most); each kind counts in its own bucket.
 */
export const creationLimitOf = (
  bucket: 'book-user' | 'reserve-user' | 'grab-user' | 'order-user',
): RateLimit => ({
  bucket,
  limit: 20,
  windowMs: MINUTE_MS,
});
