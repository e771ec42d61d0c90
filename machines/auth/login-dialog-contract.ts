/**
 * What the login dialog (login-dialog.machine.ts) takes, keeps and calls with: its input and
 * events, its context, the bodies of its calls (spec §7), and which rules check each form's
 * submit (spec §5).
 */
import type {
  ExpiredLink,
  ResetGrant,
  SecondFactorChallenge,
  ValidateMap,
} from '../../domain/api/accounts.ts';
import type {
  CertificationBody,
  LoginBody,
  RegisterBody,
  SecondFactorBody,
  SendMailBody,
  SignInLinkBody,
  UpdatePasswordBody,
} from '../../domain/api/accounts-schemas.ts';
import type { Failure } from '../../domain/api/failure.ts';
import { LanguageCode, WebFlag } from '../../domain/constants.ts';
import type { MessageId } from '../../domain/messages.ts';
import {
  type ChangePasswordForm,
  changePasswordRules,
  type ForgotPasswordForm,
  forgotPasswordRules,
  type LoginForm,
  loginRules,
  type RegisterForm,
  registerRules,
  type SecondFactorForm,
  secondFactorRules,
} from '../../domain/validation/auth-forms.ts';
import {
  type ChineseCertificationForm,
  chineseCertificationRules,
  type EnglishCertificationForm,
  englishCertificationRules,
} from '../../domain/validation/certification.ts';
import { validateForm } from '../../domain/validation/rule.ts';

export interface LoginDialogInput {
  companyId: number;
  /** The tenant's setting: 3 makes customers certify after login (spec §4, §6). */
  programJurisdictionFlag: number;
}

/** The certification form as submitted: the English or the Chinese one (spec §3, §5). */
export type CertificationSubmission =
  | { lang: typeof LanguageCode.english; form: EnglishCertificationForm }
  | { lang: typeof LanguageCode.chinese; form: ChineseCertificationForm };

export type LoginDialogEvent =
  /** Opens the dialog in the current language; `view` defaults to the QR login. */
  | { type: 'OPEN'; lang: LanguageCode; view?: 'qrLogin' | 'emailLogin' }
  /** A decoded password-reset link (reset-link machine output): English dialog only. */
  | { type: 'OPEN'; lang: LanguageCode; view: 'changePassword'; grant: ResetGrant }
  /** An expired activation link (reset-link machine output): English dialog only. */
  | { type: 'OPEN'; lang: LanguageCode; view: 'emailExpired'; account: ExpiredLink }
  /** A logged-in user asked to certify (header, activation link): the form matching the status. */
  | { type: 'OPEN'; lang: LanguageCode; view: 'certification'; certificationStatus: number }
  | { type: 'CLOSE' }
  | { type: 'SHOW_QR_LOGIN' }
  | { type: 'SHOW_EMAIL_LOGIN' }
  | { type: 'SHOW_CREATE' }
  | { type: 'SHOW_FORGOT' }
  | { type: 'SUBMIT_LOGIN'; form: LoginForm }
  | { type: 'SUBMIT_REGISTER'; form: RegisterForm }
  | { type: 'SUBMIT_FORGOT'; form: ForgotPasswordForm }
  | { type: 'SUBMIT_CHANGE_PASSWORD'; form: ChangePasswordForm }
  | ({ type: 'SUBMIT_CERTIFICATION' } & CertificationSubmission)
  /** Send the activation mail again (account created, or activation link expired). */
  | { type: 'RESEND' }
  /** Locked out by wrong guesses: mail a one-time sign-in link to the address of the last login. */
  | { type: 'SEND_SIGN_IN_LINK' }
  /** The code after the password (docs/accounts.md): from the authenticator app, or a recovery code. */
  | { type: 'SUBMIT_SECOND_FACTOR'; form: SecondFactorForm }
  /** Verify: switches the code field between the app's code and a recovery code. */
  | { type: 'TOGGLE_RECOVERY_CODE' }
  /** Enrolment: "I saved them" under the recovery codes shown once; then the session is stored. */
  | { type: 'RECOVERY_CODES_SAVED' }
  /** The user changed a field: its problem from the last refused submit no longer applies. */
  | { type: 'FIELD_EDITED'; field: string };

/** Field problems of the last rejected submit, by field name, as message ids (spec §5). */
export type FieldProblems = Partial<Record<string, MessageId>>;

export interface LoginDialogContext extends LoginDialogInput {
  lang: LanguageCode;
  /** The login result of this dialog's last login (email, QR). */
  user: ValidateMap | null;
  certificationStatus: number | null;
  /** From the decoded reset link: the read-only email and the grant the password change needs. */
  grant: ResetGrant | null;
  /** Who receives the activation mail again: the created account or the expired link's one. */
  activationAccount: ExpiredLink | null;
  /** The address of the last login submitted: where a sign-in link goes when it is locked out. */
  loginEmail: string | null;
  problems: FieldProblems;
  /** Counts refused submits: focus moves to the first invalid field after each, not after an edit. */
  refusals: number;
  /** After the password of staff who need a second factor: the challenge (and what to enrol). */
  secondFactor: SecondFactorChallenge | null;
  /** Verify: the code field takes a recovery code instead of the app's code. */
  recoveryCodeInput: boolean;
  /** Enrolment's recovery codes, shown once before the session is stored. */
  recoveryCodes: readonly string[];
  /** The last failure (also shown as an error toast through `showFailure`, spec §8). */
  failure: Failure | null;
  /** The last success notice, which the open dialog shows (once: no toast beside it). */
  notice: MessageId | null;
}

// Actor inputs: the spec §7 bodies of domain/api, except that the app encrypts the login password.
export type LoginRequest = LoginBody;
export type RegisterRequest = RegisterBody;
export type SecondFactorRequest = SecondFactorBody;
export type SendMailRequest = SendMailBody;
export type SignInLinkRequest = SignInLinkBody;
export type ResetPasswordRequest = UpdatePasswordBody;
/** The app adds the user id (session) and maps the form's fields to build the updateUser body. */
export type CertificationRequest = CertificationSubmission &
  Pick<CertificationBody, 'companyId' | 'webFlag' | 'updateFlag' | 'certificationStatus'>;

export const webFlagOf = (lang: LanguageCode): WebFlag =>
  lang === LanguageCode.english ? WebFlag.english : WebFlag.chinese;

const certificationProblems = (submission: CertificationSubmission): FieldProblems =>
  submission.lang === LanguageCode.english
    ? validateForm(submission.form, englishCertificationRules)
    : validateForm(submission.form, chineseCertificationRules);

export const problemsOf = (event: LoginDialogEvent): FieldProblems => {
  switch (event.type) {
    case 'SUBMIT_LOGIN':
      return validateForm(event.form, loginRules);
    case 'SUBMIT_REGISTER':
      return validateForm(event.form, registerRules);
    case 'SUBMIT_FORGOT':
      return validateForm(event.form, forgotPasswordRules);
    case 'SUBMIT_CHANGE_PASSWORD':
      return validateForm(event.form, changePasswordRules);
    case 'SUBMIT_CERTIFICATION':
      return certificationProblems(event);
    case 'SUBMIT_SECOND_FACTOR':
      return validateForm(event.form, secondFactorRules);
    default:
      return {};
  }
};
