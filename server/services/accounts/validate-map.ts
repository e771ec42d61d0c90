/** The login result of spec section 3 from a user row and a fresh apiKey. */

import type { ValidateMap } from '../../../domain/api/accounts.ts';
import { parseStaffRoles } from '../../../domain/permissions.ts';
import type { UserRow } from '../../db/accounts-schema.ts';

export const toValidateMap = (user: UserRow, apiKey: string): ValidateMap => ({
  userId: user.id,
  nameCn: user.nameCn,
  nickName: user.nickname,
  nameEn: user.nameEn,
  apiKey,
  headPic: user.headPic,
  userType: user.userType,
  staffRoles: parseStaffRoles(user.staffRoles),
  certificationStatus: user.certificationStatus,
  customerType: user.customerType,
  phone: user.mobile,
});

/** Emails are compared and stored lower-cased (unique per company). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
