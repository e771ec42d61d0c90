/** Field rules of the English login dialog's account forms, spec section 5. */
import { FieldLimit } from '../constants.ts';
import type { FieldRules, Rule } from './rule.ts';
import { email, maxLength, notEmpty, passwordRule } from './validators.ts';

export interface LoginForm {
  email: string;
  password: string;
}

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  /** Ticked by default; unticking it blocks account creation. */
  agreement: boolean;
}

export interface ForgotPasswordForm {
  email: string;
}

/** The email is read-only here: it comes from the decoded reset link. */
export interface ChangePasswordForm {
  email: string;
  password: string;
  repeatPassword: string;
}

const emailRules = [notEmpty(), email()];

export const loginRules: FieldRules<LoginForm> = {
  email: emailRules,
  password: [notEmpty()],
};

const agreementTicked: Rule<boolean> = (ticked) => (ticked ? null : 'agreementRequired');

export const registerRules: FieldRules<RegisterForm> = {
  name: [notEmpty(), maxLength(FieldLimit.nameMaxLength)],
  email: [notEmpty(), maxLength(FieldLimit.emailMaxLength), email()],
  password: [notEmpty(), maxLength(FieldLimit.passwordInputMaxLength), passwordRule()],
  agreement: [agreementTicked],
};

export const forgotPasswordRules: FieldRules<ForgotPasswordForm> = {
  email: emailRules,
};

const matches =
  (expected: string): Rule<string> =>
  (value) =>
    value === expected ? null : 'passwordMismatch';

export const changePasswordRules: FieldRules<ChangePasswordForm> = {
  password: [notEmpty(), passwordRule()],
  repeatPassword: (form) => [notEmpty(), matches(form.password)],
};

/**
 * The code after the password of staff who need a second factor (docs/accounts.md): a code from
 * the authenticator app or a recovery code; whether it is right only the server can tell.
 */
export interface SecondFactorForm {
  code: string;
}

export const secondFactorRules: FieldRules<SecondFactorForm> = {
  code: [notEmpty()],
};

/** The first administrator's setup form (docs/accounts.md): spec §5's password rule, repeated. */
export interface FirstAdministratorForm {
  email: string;
  nameEn: string;
  nameCn: string;
  password: string;
  repeatPassword: string;
}

export const firstAdministratorRules: FieldRules<FirstAdministratorForm> = {
  email: [notEmpty(), maxLength(FieldLimit.emailMaxLength), email()],
  nameEn: [notEmpty(), maxLength(FieldLimit.nameMaxLength)],
  nameCn: [maxLength(FieldLimit.nameMaxLength)],
  password: [notEmpty(), maxLength(FieldLimit.passwordInputMaxLength), passwordRule()],
  repeatPassword: (form) => [notEmpty(), matches(form.password)],
};

/** An administrator's invitation of a staff member (spec §6); the roles are checked beside it. */
export interface StaffInvitationForm {
  email: string;
  nameEn: string;
  nameCn: string;
}

export const staffInvitationRules: FieldRules<StaffInvitationForm> = {
  email: [notEmpty(), maxLength(FieldLimit.emailMaxLength), email()],
  nameEn: [notEmpty(), maxLength(FieldLimit.nameMaxLength)],
  nameCn: [maxLength(FieldLimit.nameMaxLength)],
};

/** The invitee's first password, spec §5's rule, typed twice. */
export type StaffPasswordForm = Pick<FirstAdministratorForm, 'password' | 'repeatPassword'>;

export const staffPasswordRules: FieldRules<StaffPasswordForm> = {
  password: [notEmpty(), maxLength(FieldLimit.passwordInputMaxLength), passwordRule()],
  repeatPassword: (form) => [notEmpty(), matches(form.password)],
};
