import type { MenuPermission } from '../../domain/api/accounts.ts';
import { isStaffRole } from '../../domain/permissions.ts';
import type { UserSession } from '../../machines/auth/session-fields.ts';

/**
 * What survives a reload besides the credential cookie (spec §3 Client-side state): the session
 * fields, the certification status and the menu permission list, each cleared on its own at logout.
 */
const SESSION = 'portal.session';
const CERTIFICATION = 'portal.certificationStatus';
const MENUS = 'portal.menus';

type StoredSession = Omit<UserSession, 'apiKey'>;

export function storeSession({ apiKey: _credential, ...session }: UserSession): void {
  localStorage.setItem(SESSION, JSON.stringify(session));
  localStorage.setItem(CERTIFICATION, String(session.certificationStatus));
}

export function readStoredSession(apiKey: string): UserSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(SESSION) ?? 'null') as StoredSession | null;
    if (!stored || typeof stored.userId !== 'number') return null;
    const status = Number(localStorage.getItem(CERTIFICATION) ?? stored.certificationStatus);
    // A session stored before roles existed reads as holding none until the user info loads.
    const staffRoles = Array.isArray(stored.staffRoles) ? stored.staffRoles.filter(isStaffRole) : [];
    return { ...stored, staffRoles, certificationStatus: status, apiKey };
  } catch {
    return null;
  }
}

export const clearStoredSession = (): void => localStorage.removeItem(SESSION);
export const clearCertificationStatus = (): void => localStorage.removeItem(CERTIFICATION);
export const storeMenus = (menus: MenuPermission[]): void =>
  localStorage.setItem(MENUS, JSON.stringify(menus));
export const clearMenus = (): void => localStorage.removeItem(MENUS);
