/**
 * The accounts actors the machines are provided with (machines/auth/types.ts): each resolves with
 * the envelope whatever its code and rejects only when no envelope came back.
 */
import type {
  CompanySuggestion,
  PendingCertification,
  QrLoginRequest,
  UserInfo,
} from '../../domain/api/accounts.ts';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import type {
  ChineseCertificationForm,
  EnglishCertificationForm,
} from '../../domain/validation/certification.ts';
import type {
  CompanySuggestionReply,
  DecodeTokenReply,
  LoginReply,
  QrCodeReply,
  Reply,
  TenantRequest,
} from '../../machines/auth/types.ts';
import { call, fetchData } from './client.ts';

type AccountPathValue = (typeof AccountPath)[keyof typeof AccountPath];

/** The whole envelope: accounts replies carry validateMap, logoQrCode or items beside code and message. */
const reply = async <R extends Reply>(path: AccountPathValue, body: object): Promise<R> =>
  (await call(path, body)) as unknown as R;

export const fetchQrCode = (input: TenantRequest) =>
  reply<QrCodeReply>(AccountPath.getWebCnLoginQrCode, input);

export const checkQrLogin = (input: TenantRequest & { logoQrCodeUUID: string }) =>
  reply<LoginReply>(AccountPath.checkUserIfAuthLogin, input);

export const register = (input: object) => reply<Reply>(AccountPath.webregister, input);

export const sendMail = (input: object) => reply<Reply>(AccountPath.forgetOrRegistSendMail, input);

export const resetPassword = (input: object) => reply<Reply>(AccountPath.forgetPassWordUpdateUser, input);

export const decodeToken = (input: object) =>
  reply<DecodeTokenReply>(AccountPath.forgetPasswordDecryptToken, input);

export const searchCompanies = (input: { name: string; pageNo: number; pageSize: number }) =>
  reply<CompanySuggestionReply>(AccountPath.getTycCompanyList, input);

export const logout = () => reply<Reply>(AccountPath.webloginOut, {});

/** Spec §3 Certification form: the form's fields flattened beside id, companyId and the flags. */
export const submitCertification = (
  userId: number,
  input: {
    form: EnglishCertificationForm | ChineseCertificationForm;
    companyId: number;
    webFlag: number;
    updateFlag: 1;
    certificationStatus: 2;
  },
) => {
  const { form, ...flags } = input;
  return reply<Reply & { validateMap?: { nameCn?: string; nameEn?: string } }>(AccountPath.updateUser, {
    ...form,
    ...flags,
    id: userId,
  });
};

export const loadUserInfo = (input: { id: number; companyId: number }) =>
  fetchData<UserInfo>(AccountPath.getUserInfo, input);

export const getQrLoginRequest = (code: string) =>
  reply<Reply & { data?: QrLoginRequest }>(AccountPath.getQrLoginRequest, { code });

export const confirmQrLogin = (code: string) => reply<Reply>(AccountPath.confirmQrLogin, { code });

export const loadPendingCertifications = (companyId: number) =>
  fetchData<PendingCertification[]>(AccountPath.getPendingCertifications, { companyId });

export const reviewCertification = (input: {
  id: number;
  companyId: number;
  approved: boolean;
  reason?: string;
}) => reply<Reply>(AccountPath.reviewCertification, input);

export type { CompanySuggestion };

/** Spec §7 weblogin: the password arrives here already encrypted (login-cipher.ts). */
export const login = (input: object) => reply<LoginReply>(AccountPath.weblogin, input);
