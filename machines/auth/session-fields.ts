/**
 * The user session of spec §3, derived from a login result (validateMap). Pure functions with no
 * xstate in them, so they could move to domain/session.ts as they are if the app or the server
 * needs the same derivation.
 */
import type { UserInfo, ValidateMap } from '../../domain/api/accounts.ts';
import { LanguageCode } from '../../domain/constants.ts';
import type { StaffRole } from '../../domain/permissions.ts';

export interface UserSession {
  userId: number;
  /** Chinese name, otherwise the nickname (spec §3). */
  userName: string;
  /** English name, falling back to userName (spec §3). */
  nameEn: string;
  /** The session credential, sent as the Authorization header. */
  apiKey: string;
  headPic: string;
  userType: number;
  /** A staff account's roles: what the console offers (domain/permissions.ts); [] for a customer. */
  staffRoles: readonly StaffRole[];
  certificationStatus: number;
  customerType: number | null;
  phone: string;
  companyId: number;
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Spec §3: userName is the Chinese name, otherwise the nickname. */
export const userNameOf = ({ nameCn, nickName }: Pick<ValidateMap, 'nameCn' | 'nickName'>): string =>
  filled(nameCn) ? nameCn : (nickName ?? '');

/** Spec §3: the English name falls back to userName. */
export const englishNameOf = (login: Pick<ValidateMap, 'nameCn' | 'nickName' | 'nameEn'>): string =>
  filled(login.nameEn) ? login.nameEn : userNameOf(login);

/**
 * The name the header's user menu shows: the English name in English; in Chinese spec §3's userName,
 * or the English name when the user has neither a Chinese name nor a nickname (a user certified
 * through the English certification page, where spec §4 sends an activation link's user).
 */
export const headerNameOf = (
  session: Pick<UserSession, 'userName' | 'nameEn'>,
  language: LanguageCode,
): string =>
  language === LanguageCode.english || !filled(session.userName) ? session.nameEn : session.userName;

export const toUserSession = (login: ValidateMap, companyId: number): UserSession => ({
  userId: login.userId,
  userName: userNameOf(login),
  nameEn: englishNameOf(login),
  apiKey: login.apiKey,
  headPic: login.headPic,
  userType: login.userType,
  staffRoles: login.staffRoles,
  certificationStatus: login.certificationStatus,
  customerType: login.customerType,
  phone: login.phone,
  companyId,
});

/**
 * The session after the user info changed (loaded, or saved on the profile page): the
 * names, the picture and the phone the header shows are the user info's from then on.
 */
export const withUserInfo = (session: UserSession, info: UserInfo): UserSession => {
  const names = { nameCn: info.nameCn, nickName: info.nickname, nameEn: info.nameEn };
  return {
    ...session,
    userName: userNameOf(names),
    nameEn: englishNameOf(names),
    headPic: info.headPic,
    phone: info.mobile,
    certificationStatus: info.certificationStatus,
    // Roles an administrator changed since the sign-in show from the next user info on, and so
    // does a customer type customer service set (spec §6).
    staffRoles: info.staffRoles,
    customerType: info.customerType,
  };
};
