import { useSyncExternalStore } from 'react';
import { hasPermission, type Permission, type StaffRole } from '../../domain/permissions.ts';
import { readAuthorization } from '../api/authorization-store.ts';
import { readStoredSession } from './session-store.ts';

/**
 * What the shell shows of the session (header label, user name, certification badge). It is read
 * from storage at start, so the first paint is right, and kept up to date by the session machine
 * (session-runtime.ts), which loads only when a credential exists or the login dialog opens.
 */
export interface SessionView {
  loggedIn: boolean;
  userName: string;
  nameEn: string;
  userType: number | null;
  /** A staff account's roles (domain/permissions.ts): what the console offers. */
  staffRoles: readonly StaffRole[];
  certificationStatus: number | null;
  /** From the user info, once loaded. */
  userCompanyName: string;
  /** The head picture's stored name (spec §3 headPic); '' or absent for none. */
  headPic?: string;
}

const anonymous: SessionView = {
  loggedIn: false,
  userName: '',
  nameEn: '',
  userType: null,
  staffRoles: [],
  certificationStatus: null,
  userCompanyName: '',
  headPic: '',
};

function storedView(): SessionView {
  const apiKey = readAuthorization();
  const session = apiKey ? readStoredSession(apiKey) : null;
  return session
    ? {
        loggedIn: true,
        userName: session.userName,
        nameEn: session.nameEn,
        userType: session.userType,
        staffRoles: session.staffRoles,
        certificationStatus: session.certificationStatus,
        userCompanyName: '',
        headPic: session.headPic,
      }
    : anonymous;
}

let view: SessionView | null = null;
const listeners = new Set<() => void>();

const current = (): SessionView => {
  view ??= storedView();
  return view;
};

/** The session view now, outside React (the router's redirects). */
export const sessionViewNow = (): SessionView => current();

export function publishSessionView(next: SessionView): void {
  view = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** One field of the session view; select primitives so that renders stay stable. */
export const useSessionView = <T extends string | number | boolean | null>(
  select: (view: SessionView) => T,
): T =>
  useSyncExternalStore(
    subscribe,
    () => select(current()),
    () => select(anonymous),
  );

/** Whether the signed-in user's roles hold `permission` (domain/permissions.ts): what a page offers. */
export const usePermission = (permission: Permission): boolean =>
  useSessionView((view) => hasPermission(view, permission));

/** Whether a session may exist, so that its machine is worth loading at start. */
export const hasStoredCredential = (): boolean => readAuthorization() !== null;
