import { createActor, fromPromise } from 'xstate';
import {
  type SessionActor,
  type SessionSnapshot,
  sessionMachine,
} from '../../machines/auth/session.machine.ts';
import { loadUserInfo, logout } from '../api/accounts.ts';
import {
  clearAuthorization,
  readAuthorization,
  resetAuthorizationHeader,
  storeAuthorization,
} from '../api/authorization-store.ts';
import { onUnauthorized } from '../api/client.ts';
import { companyId } from '../api/tenant.ts';
import { openLoginDialog } from './login-opener.ts';
import {
  clearCertificationStatus,
  clearMenus,
  clearStoredSession,
  readStoredSession,
  storeMenus,
  storeSession,
} from './session-store.ts';
import { publishSessionView } from './session-view.ts';

const provided = sessionMachine.provide({
  actors: {
    loadUserInfo: fromPromise(({ input }) => loadUserInfo(input)),
    logout: fromPromise(() => logout()),
  },
  actions: {
    storeCredential: (_, { apiKey, expiryDays }) => storeAuthorization(apiKey, expiryDays),
    storeUserInfo: (_, userInfo) => storeMenus(userInfo.tMpMenus),
    // Spec §8: a failed user-info fetch is only logged.
    logUserInfoFailure: (_, { error }) => console.warn('user info could not be loaded', error),
    clearCredential: () => {
      clearAuthorization();
      clearStoredSession();
    },
    clearCertificationStatus,
    clearMenus,
    resetAuthorizationHeader,
    reloadPage: () => window.location.reload(),
    promptLogin: () => openLoginDialog({ view: 'emailLogin' }),
  },
});

function publish(snapshot: SessionSnapshot): void {
  const { session, userType, certificationStatus, userInfo } = snapshot.context;
  const loggedIn = snapshot.matches('loggedIn') && session !== null;
  if (loggedIn)
    storeSession({ ...session, certificationStatus: certificationStatus ?? session.certificationStatus });
  publishSessionView({
    loggedIn,
    userName: session?.userName ?? '',
    nameEn: session?.nameEn ?? '',
    userType,
    staffRoles: session?.staffRoles ?? [],
    certificationStatus,
    userCompanyName: userInfo?.companyName ?? '',
    headPic: session?.headPic ?? '',
  });
}

let actor: SessionActor | null = null;

/** The app's one session actor (spec §3 User session, §4 Logout), started on first use. */
export function sessionActor(): SessionActor {
  if (actor) return actor;
  const started = createActor(provided, { input: { companyId } });
  actor = started;
  started.subscribe(publish);
  onUnauthorized(() => started.send({ type: 'UNAUTHORIZED' }));
  started.start();
  const apiKey = readAuthorization();
  const stored = apiKey ? readStoredSession(apiKey) : null;
  if (stored) started.send({ type: 'RESTORE', session: stored });
  return started;
}

/** Forgets the actor, as a new page load would (the app tests start each test from a fresh visit). */
export function endSessionActor(): void {
  actor?.stop();
  actor = null;
}
