import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import type { UserInfo, ValidateMap } from '../../domain/api/accounts.ts';
import { AUTHORIZATION_EXPIRY_DAYS } from '../../domain/constants.ts';
import { toBeProvided } from '../provided.ts';
import { toUserSession, type UserSession, withUserInfo } from './session-fields.ts';
import type { Reply } from './types.ts';

/**
 * The user session (spec §3 User session, §4 Logout, §8 "A failed user-info fetch is only
 * logged"). One actor for the app's lifetime. Its context feeds the header and the rate gate
 * (domain/access.ts isRateCertified with `userType` and `certificationStatus`).
 */
export const SESSION_MACHINE_ID = 'session';

export interface SessionInput {
  companyId: number;
}

export type SessionEvent =
  /** A login succeeded (login dialog, QR, activation link): store and use this session. */
  | { type: 'LOGGED_IN'; validateMap: ValidateMap }
  /** At start, a session kept from an earlier visit (stored credential still valid). */
  | { type: 'RESTORE'; session: UserSession }
  /** The certification form was submitted (status 2) or the status is otherwise known anew. */
  | { type: 'CERTIFICATION_STATUS'; certificationStatus: number }
  /** The profile page saved the user info (names, head picture): the header shows it at once. */
  | { type: 'USER_INFO_CHANGED'; userInfo: UserInfo }
  | { type: 'LOGOUT' }
  /** Any API call answered '401': the session is gone on the server. */
  | { type: 'UNAUTHORIZED' };

export interface SessionContext extends SessionInput {
  session: UserSession | null;
  userInfo: UserInfo | null;
  /** For the rate gate and the header label; null when anonymous. */
  userType: number | null;
  certificationStatus: number | null;
}

const anonymous = { session: null, userInfo: null, userType: null, certificationStatus: null } as const;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadUserInfo: toBeProvided<UserInfo, { id: number; companyId: number }>('loadUserInfo'),
    logout: toBeProvided<Reply, void>('logout'),
  },
  actions: {
    /** Stores the apiKey as the Authorization credential for 2 days (spec §9, docs/decisions.md). */
    storeCredential: (_, _params: { apiKey: string; expiryDays: number }) => {},
    /** Stores what the user info brings beyond the session: the menu permission list (tMpMenus). */
    storeUserInfo: (_, _userInfo: UserInfo) => {},
    /** Spec §8: a failed user-info fetch is only logged; nothing is shown. */
    logUserInfoFailure: (_, _params: { error: unknown }) => {},
    /** Removes the stored credential (cookie); the in-memory header stays for the logout call. */
    clearCredential: () => {},
    clearCertificationStatus: () => {},
    clearMenus: () => {},
    /** Spec §4: on logout code 1 the Authorization header of the API client is reset. */
    resetAuthorizationHeader: () => {},
    reloadPage: () => {},
    /** After a 401: the app opens the login dialog (architecture: "The API"). */
    promptLogin: () => {},
    forget: assign(anonymous),
    /** The user info, and the session's names, picture and status from it (the workspace profile). */
    applyUserInfo: assign(({ context }, userInfo: UserInfo) => ({
      userInfo,
      session: context.session === null ? null : withUserInfo(context.session, userInfo),
      userType: userInfo.userType,
      certificationStatus: userInfo.certificationStatus,
    })),
    recordSession: assign(({ context, event }) => {
      if (event.type !== 'LOGGED_IN') return {};
      const session = toUserSession(event.validateMap, context.companyId);
      return {
        session,
        userInfo: null,
        userType: session.userType,
        certificationStatus: session.certificationStatus,
      };
    }),
  },
}).createMachine({
  id: SESSION_MACHINE_ID,
  meta: {
    spec: [
      '§3 User session',
      '§4 Logout',
      '§7 getUserInfo, webloginOut',
      '§8 A failed user-info fetch is only logged',
      '§9 credential expiry 2',
    ],
  },
  description:
    'The user session (spec §3, §4 Logout): who is logged in, their user type and certification status, and logging out.',
  context: ({ input }) => ({ ...input, ...anonymous }),
  initial: 'anonymous',
  states: {
    anonymous: {
      description: 'Nobody is logged in: the header shows the Login button.',
      on: {
        LOGGED_IN: {
          target: 'loggedIn',
          actions: [
            'recordSession',
            {
              type: 'storeCredential',
              params: ({ event }) => ({
                apiKey: event.validateMap.apiKey,
                expiryDays: AUTHORIZATION_EXPIRY_DAYS,
              }),
            },
          ],
        },
        RESTORE: {
          target: 'loggedIn',
          actions: assign({
            session: ({ event }) => event.session,
            userType: ({ event }) => event.session.userType,
            certificationStatus: ({ event }) => event.session.certificationStatus,
          }),
        },
      },
    },
    loggedIn: {
      description:
        'A user is logged in: the header shows the user menu; userName is the Chinese name else the nickname, nameEn falls back to it (spec §3).',
      initial: 'loadingUserInfo',
      on: {
        LOGGED_IN: {
          target: 'loggedIn',
          reenter: true,
          actions: [
            'recordSession',
            {
              type: 'storeCredential',
              params: ({ event }) => ({
                apiKey: event.validateMap.apiKey,
                expiryDays: AUTHORIZATION_EXPIRY_DAYS,
              }),
            },
          ],
          description:
            'Another login (e.g. an activation link) replaces the session and reloads the user info.',
        },
        CERTIFICATION_STATUS: {
          actions: assign({ certificationStatus: ({ event }) => event.certificationStatus }),
        },
        USER_INFO_CHANGED: {
          description: 'The profile was saved: the header shows the new name and picture without a reload.',
          actions: { type: 'applyUserInfo', params: ({ event }) => event.userInfo },
        },
        LOGOUT: { target: 'loggingOut' },
        UNAUTHORIZED: {
          target: 'anonymous',
          description: 'Any API answered 401: the session is cleared and the login dialog offered.',
          actions: [
            'clearCredential',
            'clearCertificationStatus',
            'clearMenus',
            'resetAuthorizationHeader',
            'forget',
            'promptLogin',
          ],
        },
      },
      states: {
        loadingUserInfo: {
          description:
            'getUserInfo (spec §7) brings the profile, the fresh certification status and the menus.',
          invoke: {
            id: 'loadUserInfo',
            src: 'loadUserInfo',
            input: ({ context }) => ({ id: context.session!.userId, companyId: context.companyId }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'applyUserInfo', params: ({ event }) => event.output },
                { type: 'storeUserInfo', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'ready',
              description: 'Spec §8: only logged; the session stays as the login result gave it.',
              actions: { type: 'logUserInfoFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          description: 'The session is complete (with the user info, unless its fetch failed).',
        },
      },
    },
    loggingOut: {
      description:
        'Spec §4 Logout: the credential, the certification status and the menus are cleared on entry, then webloginOut is called.',
      entry: ['clearCredential', 'clearCertificationStatus', 'clearMenus', 'forget'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'loggedOut',
          actions: 'resetAuthorizationHeader',
          description: 'Spec §4: on code 1 the authorization header is reset.',
        },
        onError: {
          target: 'loggedOut',
          description: 'Refused or unanswered, the local session is gone anyway: reload.',
        },
      },
    },
    loggedOut: {
      description: 'The page reloads (spec §4) and starts anonymous.',
      type: 'final',
      entry: 'reloadPage',
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionActor = ActorRefFrom<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;
