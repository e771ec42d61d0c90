import { AUTHORIZATION_EXPIRY_DAYS } from '../../domain/constants.ts';
import { readCookie, removeCookie, writeCookie } from '../app/cookies.ts';

/**
 * The session credential (apiKey) sent as the Authorization header (spec §7). Spec §9 stores it
 * "with an expiry argument of 2" without a unit; this portal reads it as days, as js-cookie does.
 */
const COOKIE = 'Authorization';

export const readAuthorization = (): string | null => readCookie(COOKIE);

export const storeAuthorization = (apiKey: string): void =>
  writeCookie(COOKIE, apiKey, AUTHORIZATION_EXPIRY_DAYS);

export const clearAuthorization = (): void => removeCookie(COOKIE);
