import type {
  ActivationResult,
  ExpiredLink,
  ResetGrant,
  SecondFactorChallenge,
  UserInfo,
  ValidateMap,
} from '../../../domain/api/accounts.ts';
import type {
  ChineseCertificationForm,
  EnglishCertificationForm,
} from '../../../domain/validation/certification.ts';

/** Sample payloads for the accounts machines' models and tests; never shown to a visitor. */

/** A customer (user type 1) whose certification is needed (status 1). */
export const sampleValidateMap = (fields: Partial<ValidateMap> = {}): ValidateMap => ({
  userId: 7,
  nameCn: '张三',
  nickName: 'zhangsan',
  nameEn: 'San Zhang',
  apiKey: 'api-key-7',
  headPic: '',
  userType: 1,
  staffRoles: [],
  certificationStatus: 1,
  customerType: null,
  phone: '13800000000',
  ...fields,
});

/** The challenge after the password of staff who need a second factor (enrolment carries its secret). */
export const sampleSecondFactor = (mode: 'enrol' | 'verify'): SecondFactorChallenge => ({
  challenge: `challenge-${mode}`,
  mode,
  expiresAt: '2026-03-02T08:05:00.000Z',
  ...(mode === 'enrol'
    ? { qrImage: 'data:image/png;base64,iVBORw0KGgo=', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }
    : {}),
});

export const sampleActivation = (fields: Partial<ActivationResult> = {}): ActivationResult => ({
  ...sampleValidateMap(),
  email: 'san.zhang@example.com',
  ...fields,
});

export const sampleResetGrant: ResetGrant = {
  email: 'san.zhang@example.com',
  nameEn: 'San Zhang',
  grant: 'grant-123',
};

export const sampleExpiredLink: ExpiredLink = { email: 'san.zhang@example.com', nameEn: 'San Zhang' };

export const sampleUserInfo: UserInfo = {
  id: 7,
  companyId: 1,
  nameCn: '张三',
  nameEn: 'San Zhang',
  nickname: 'zhangsan',
  companyName: '示例货运',
  companyNameId: 42,
  companyPosition: 'Manager',
  email: 'san.zhang@example.com',
  qq: '',
  mobile: '13800000000',
  headPic: '',
  userType: 1,
  staffRoles: [],
  certificationStatus: 2,
  customerType: 1,
  certificationReason: '',
  certificationEmail: '',
  tMpMenus: [],
};

export const sampleEnglishCertification: EnglishCertificationForm = {
  nameEn: 'San Zhang',
  companyName: 'Sample Freight',
  companyPosition: 'Manager',
  email: 'san.zhang@example.com',
};

export const sampleChineseCertification: ChineseCertificationForm = {
  nameCn: '张三',
  companyName: '示例货运有限公司',
  companyNameId: 42,
  companyPosition: '经理',
  email: 'san.zhang@example.com',
  qq: '',
};
