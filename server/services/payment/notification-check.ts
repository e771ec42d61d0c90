/**
 * What the sandbox and WeChat Pay share when they read a signed message: headers by name whatever
 * their case, a timestamp in whole seconds that must be near our clock (a replayed message is old),
 * and the reply a provider expects.
 */
import { MINUTE_MS } from '../accounts/clock.ts';
import type { NotificationReply } from './provider.ts';

/** WeChat Pay's advice for notifications and answers: refuse what was signed more than 5 minutes away. */
export const SIGNATURE_MAX_SKEW_MS = 5 * MINUTE_MS;

type Headers = Readonly<Record<string, string | undefined>>;

/** Node lower-cases incoming header names; a caller in the same process may not. */
export const headerOf = (headers: Headers, name: string): string | undefined => {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
};

/** Unix seconds, as both providers send them. */
export const unixSeconds = (at: Date): string => String(Math.floor(at.getTime() / 1000));

export const isFreshTimestamp = (raw: string | undefined, now: Date): boolean =>
  raw !== undefined &&
  /^\d{1,12}$/.test(raw) &&
  Math.abs(Number(raw) * 1000 - now.getTime()) <= SIGNATURE_MAX_SKEW_MS;

/**
 * WeChat Pay's rule, kept for the sandbox too: 200 takes the notification, any 4xx/5xx asks for it
 * again later (the body's code says FAIL).
 */
export const notificationReply = (accepted: boolean): NotificationReply =>
  accepted
    ? { status: 200, body: { code: 'SUCCESS', message: '成功' } }
    : { status: 500, body: { code: 'FAIL', message: '失败' } };
