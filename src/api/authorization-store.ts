import { AUTHORIZATION_EXPIRY_DAYS } from '../../domain/constants.ts';
import { readCookie, removeCookie, writeCookie } from '../app/cookies.ts';

/**
 * The session credential (apiKey) sent as the Authorization header (spec §7). Spec §9 stores it
 * "with an expiry argument of 2" without a unit; this portal reads it as days, as js-cookie does.
 * Logout clears the stored credential first and resets the header only once the logout call has
 * answered (spec §4 Logout), so a cleared credential is retained for that one call.
 */
const COOKIE = 'Authorization';

let retained: string | null = null;

export const readAuthorization = (): string | null => readCookie(COOKIE) ?? retained;

export function storeAuthorization(apiKey: string, expiryDays: number = AUTHORIZATION_EXPIRY_DAYS): void {
  writeCookie(COOKIE, apiKey, expiryDays);
  retained = null;
}

/** Forgets the stored credential; the header goes on until resetAuthorizationHeader. */
export function clearAuthorization(): void {
  retained = readAuthorization();
  removeCookie(COOKIE);
}

export function resetAuthorizationHeader(): void {
  retained = null;
}
