import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isRateCertified } from '../../../domain/access.ts';
import type { UserInfo } from '../../../domain/api/accounts.ts';
import { answerOf } from '../../../domain/api/failure.ts';
import { sessionMachine } from '../../../machines/auth/session.machine.ts';
import {
  englishNameOf,
  headerNameOf,
  toUserSession,
  userNameOf,
} from '../../../machines/auth/session-fields.ts';
import type { Reply } from '../../../machines/auth/types.ts';
import { sampleUserInfo, sampleValidateMap } from './samples.ts';

/** Spec §3 User session, §4 Logout, §8 user-info failure, §9 credential expiry. */

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const startSession = ({
  userInfo = Promise.resolve(sampleUserInfo) as Promise<UserInfo>,
  logoutReply = Promise.resolve<Reply>({ code: '1', message: '' }),
} = {}) => {
  const log: string[] = [];
  const params: Record<string, unknown> = {};
  const record =
    (name: string) =>
    (_: unknown, value?: unknown): void => {
      log.push(name);
      if (value !== undefined) params[name] = value;
    };
  const machine = sessionMachine.provide({
    actors: {
      loadUserInfo: fromPromise(() => userInfo),
      logout: fromPromise(() => {
        log.push('logout call');
        return logoutReply.then(answerOf);
      }),
    },
    actions: {
      storeCredential: record('storeCredential'),
      storeUserInfo: record('storeUserInfo'),
      logUserInfoFailure: record('logUserInfoFailure'),
      clearCredential: record('clearCredential'),
      clearCertificationStatus: record('clearCertificationStatus'),
      clearMenus: record('clearMenus'),
      resetAuthorizationHeader: record('resetAuthorizationHeader'),
      reloadPage: record('reloadPage'),
      promptLogin: record('promptLogin'),
    },
  });
  const actor = createActor(machine, { input: { companyId: 1 } }).start();
  return { actor, log, params };
};

describe('user session derivations (spec §3)', () => {
  it('spec §3: userName is the Chinese name, otherwise the nickname', () => {
    expect(userNameOf({ nameCn: '张三', nickName: 'zs' })).toBe('张三');
    expect(userNameOf({ nameCn: ' ', nickName: 'zs' })).toBe('zs');
  });

  it('spec §3: the English name falls back to userName', () => {
    expect(englishNameOf({ nameCn: '张三', nickName: 'zs', nameEn: 'San Zhang' })).toBe('San Zhang');
    expect(englishNameOf({ nameCn: '张三', nickName: 'zs', nameEn: '' })).toBe('张三');
    expect(englishNameOf({ nameCn: '', nickName: 'zs', nameEn: '' })).toBe('zs');
  });

  it('spec §3: the header shows userName in Chinese, the English name in English', () => {
    expect(headerNameOf({ userName: '张三', nameEn: 'San Zhang' }, 'cn')).toBe('张三');
    expect(headerNameOf({ userName: '张三', nameEn: 'San Zhang' }, 'en')).toBe('San Zhang');
  });

  it('spec §3, §4: without a Chinese name and a nickname, the header shows the English name in both languages', () => {
    const certifiedInEnglish = toUserSession(
      sampleValidateMap({ nameCn: '', nickName: '', nameEn: 'Mei Lin' }),
      1,
    );
    expect(certifiedInEnglish.userName).toBe('');
    expect(headerNameOf(certifiedInEnglish, 'cn')).toBe('Mei Lin');
    expect(headerNameOf(certifiedInEnglish, 'en')).toBe('Mei Lin');
  });
});

describe('session machine', () => {
  it('spec §3, §9: a login stores the apiKey for 2 days and derives the names', async () => {
    const { actor, params } = startSession();
    const validateMap = sampleValidateMap({ nameCn: '', nickName: 'zs', nameEn: '' });
    actor.send({ type: 'LOGGED_IN', validateMap });
    expect(params.storeCredential).toEqual({ apiKey: 'api-key-7', expiryDays: 2 });
    expect(actor.getSnapshot().context.session).toEqual(toUserSession(validateMap, 1));
    expect(actor.getSnapshot().context.session).toMatchObject({ userName: 'zs', nameEn: 'zs', companyId: 1 });
    await settle();
    expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
  });

  it('spec §3: the user info refreshes user type and certification status for the rate gate', async () => {
    const { actor, params } = startSession();
    actor.send({ type: 'LOGGED_IN', validateMap: sampleValidateMap({ certificationStatus: 1 }) });
    await settle();
    const { userType, certificationStatus, userInfo } = actor.getSnapshot().context;
    expect([userType, certificationStatus]).toEqual([1, 2]);
    expect(userInfo).toEqual(sampleUserInfo);
    expect(params.storeUserInfo).toEqual(sampleUserInfo);
    expect(isRateCertified({ webPubFclFlag: 0, userType, certificationStatus })).toBe(false);
    actor.send({ type: 'CERTIFICATION_STATUS', certificationStatus: 3 });
    expect(
      isRateCertified({
        webPubFclFlag: 0,
        userType,
        certificationStatus: actor.getSnapshot().context.certificationStatus,
      }),
    ).toBe(true);
  });

  it('a saved profile renames the session at once (the header reads it), picture and status too', async () => {
    const { actor } = startSession();
    actor.send({ type: 'LOGGED_IN', validateMap: sampleValidateMap() });
    await settle();
    const saved = {
      ...sampleUserInfo,
      nameCn: '',
      nickname: 'Sunny',
      nameEn: '',
      headPic: 'pic-7',
      mobile: '+86139',
    };
    actor.send({ type: 'USER_INFO_CHANGED', userInfo: saved });
    const { session, userInfo } = actor.getSnapshot().context;
    expect(session).toMatchObject({ userName: 'Sunny', nameEn: 'Sunny', headPic: 'pic-7', phone: '+86139' });
    expect(session?.apiKey).toBe('api-key-7');
    expect(userInfo).toEqual(saved);
    expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
  });

  it('the loaded user info brings names changed elsewhere (another browser saved the profile)', async () => {
    const { actor } = startSession({ userInfo: Promise.resolve({ ...sampleUserInfo, nameCn: '李四' }) });
    actor.send({ type: 'LOGGED_IN', validateMap: sampleValidateMap({ nameCn: '张三' }) });
    await settle();
    expect(actor.getSnapshot().context.session?.userName).toBe('李四');
  });

  it('spec §8: a failed user-info fetch is only logged and the session stays', async () => {
    const { actor, log } = startSession({ userInfo: Promise.reject(new Error('offline')) });
    actor.send({ type: 'LOGGED_IN', validateMap: sampleValidateMap() });
    await settle();
    expect(log).toContain('logUserInfoFailure');
    expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.session?.userId).toBe(7);
  });

  it('spec §4 Logout: clears credential, certification status and menus, calls logout, resets the header on code 1, reloads', async () => {
    const { actor, log } = startSession();
    actor.send({ type: 'LOGGED_IN', validateMap: sampleValidateMap() });
    await settle();
    log.length = 0;
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(log).toEqual([
      'clearCredential',
      'clearCertificationStatus',
      'clearMenus',
      'logout call',
      'resetAuthorizationHeader',
      'reloadPage',
    ]);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('spec §4 Logout: a logout answered with another code does not reset the header but still reloads', async () => {
    const { actor, log } = startSession({ logoutReply: Promise.resolve({ code: '0', message: 'no' }) });
    actor.send({ type: 'LOGGED_IN', validateMap: sampleValidateMap() });
    await settle();
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(log).not.toContain('resetAuthorizationHeader');
    expect(log.at(-1)).toBe('reloadPage');
  });

  it("architecture 'The API': an API answer 401 clears the session and offers the login dialog", async () => {
    const { actor, log } = startSession();
    actor.send({ type: 'LOGGED_IN', validateMap: sampleValidateMap() });
    await settle();
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({
      session: null,
      userType: null,
      certificationStatus: null,
    });
    expect(log).toEqual(
      expect.arrayContaining(['clearCredential', 'clearCertificationStatus', 'clearMenus', 'promptLogin']),
    );
  });
});
