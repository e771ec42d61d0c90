/**
 * The accounts actors the machines are provided with (machines/auth/types.ts): each resolves with
 * the reply of a success and rejects with an ApiFailure otherwise (domain/api/failure.ts).
 */
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import type {
  CompanySearchBody,
  DecryptTokenBody,
  LoginBody,
  QrCodeBody,
  RegisterBody,
  ReviewBody,
  SecondFactorBody,
  SendMailBody,
  SignInLinkBody,
  UpdatePasswordBody,
} from '../../domain/api/accounts-schemas.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { answerOf } from '../../domain/api/failure.ts';
import type { WebFlag } from '../../domain/constants.ts';
import type {
  ChineseCertificationForm,
  EnglishCertificationForm,
} from '../../domain/validation/certification.ts';
import type { DecodeTokenReply } from '../../machines/auth/types.ts';
import { fetchData, post, send } from './client.ts';

export const fetchQrCode = (input: QrCodeBody) => post(AccountPath.getWebCnLoginQrCode, input);

export const checkQrLogin = (input: QrCodeBody & { logoQrCodeUUID: string }) =>
  post(AccountPath.checkUserIfAuthLogin, input);

export const register = (input: RegisterBody) => post(AccountPath.webregister, input);

export const sendMail = (input: SendMailBody) => post(AccountPath.forgetOrRegistSendMail, input);
/** A one-time sign-in link for an account locked by wrong guesses (the same answer for any address). */
export const sendSignInLink = (input: SignInLinkBody) => post(AccountPath.sendSignInLink, input);

export const resetPassword = (input: UpdatePasswordBody) => post(AccountPath.forgetPassWordUpdateUser, input);

/**
 * Spec §4: an expired link (code '2') is an answer, not a failure: its reply carries the account
 * to mail again, which the reset-link machine reads. Any other code rejects.
 */
export const decodeToken = async (input: DecryptTokenBody): Promise<DecodeTokenReply> => {
  const reply = await send<DecodeTokenReply>(AccountPath.forgetPasswordDecryptToken, { json: input });
  return reply.code === ResultCode.expired ? reply : answerOf(reply);
};

export const searchCompanies = (input: CompanySearchBody) => post(AccountPath.getTycCompanyList, input);

export const logout = () => post(AccountPath.webloginOut, {});

/** Spec §3 Certification form: the form's fields flattened beside id, companyId and the flags. */
export const submitCertification = (
  userId: number,
  input: {
    form: EnglishCertificationForm | ChineseCertificationForm;
    companyId: number;
    webFlag: WebFlag;
    updateFlag: 1;
    certificationStatus: 2;
  },
) => {
  const { form, companyId, webFlag, updateFlag, certificationStatus } = input;
  return post(AccountPath.updateUser, {
    ...form,
    companyId,
    webFlag,
    updateFlag,
    certificationStatus,
    id: userId,
  });
};

export const loadUserInfo = (input: { id: number; companyId: number }) =>
  fetchData(AccountPath.getUserInfo, input);

export const getQrLoginRequest = (code: string) => post(AccountPath.getQrLoginRequest, { code });

export const confirmQrLogin = (code: string) => post(AccountPath.confirmQrLogin, { code });

export const loadPendingCertifications = (companyId: number) =>
  fetchData(AccountPath.getPendingCertifications, { companyId });

export const reviewCertification = (input: ReviewBody) => post(AccountPath.reviewCertification, input);

/** Spec §7 weblogin: the password arrives here already encrypted (login-cipher.ts). */
export const login = (input: LoginBody) => post(AccountPath.weblogin, input);
/** The code after the password of staff who need a second factor (docs/accounts.md). */
export const confirmSecondFactor = (input: SecondFactorBody) => post(AccountPath.confirmSecondFactor, input);
