import { describe, expect, it } from 'vitest';
import {
  changePasswordRules,
  forgotPasswordRules,
  loginRules,
  type RegisterForm,
  registerRules,
} from '../../../domain/validation/auth-forms.ts';
import { validateField, validateForm } from '../../../domain/validation/rule.ts';

describe('spec §5 Login', () => {
  it('requires email and password: This field is required', () => {
    expect(validateForm({ email: '', password: '' }, loginRules)).toEqual({
      email: 'required',
      password: 'required',
    });
  });
  it('checks the email pattern: Invalid email address', () => {
    expect(validateForm({ email: 'nope', password: 'x' }, loginRules)).toEqual({ email: 'invalidEmail' });
  });
  it('does not apply the register password rule on login', () => {
    expect(validateForm({ email: 'a@b.cn', password: 'x' }, loginRules)).toEqual({});
  });
});

describe('spec §5 Register', () => {
  const valid: RegisterForm = { name: 'Li Lei', email: 'li@lei.cn', password: 'abc123', agreement: true };

  it('accepts a complete form', () => {
    expect(validateForm(valid, registerRules)).toEqual({});
  });
  it('requires the name: This field is required', () => {
    expect(validateField({ ...valid, name: '  ' }, registerRules, 'name')).toBe('required');
  });
  it('name: 60 characters pass, 61 fail', () => {
    expect(validateField({ ...valid, name: 'n'.repeat(60) }, registerRules, 'name')).toBeNull();
    expect(validateField({ ...valid, name: 'n'.repeat(61) }, registerRules, 'name')).toBe('tooLong');
  });
  it('email: 60 characters pass, 61 fail', () => {
    const local = (length: number) => `${'e'.repeat(length - '@mail.cn'.length)}@mail.cn`;
    expect(local(60)).toHaveLength(60);
    expect(validateField({ ...valid, email: local(60) }, registerRules, 'email')).toBeNull();
    expect(validateField({ ...valid, email: local(61) }, registerRules, 'email')).toBe('tooLong');
  });
  it('password: 6 to 18 characters with letters and numbers', () => {
    expect(validateField({ ...valid, password: 'ab123' }, registerRules, 'password')).toBe('passwordRule');
    expect(validateField({ ...valid, password: 'abcdefgh' }, registerRules, 'password')).toBe('passwordRule');
    expect(validateField({ ...valid, password: 'a1'.repeat(9) }, registerRules, 'password')).toBeNull();
    expect(validateField({ ...valid, password: `${'a1'.repeat(9)}b` }, registerRules, 'password')).toBe(
      'passwordRule',
    );
  });
  it('password input: more than 25 characters is too long before the rule', () => {
    expect(validateField({ ...valid, password: 'a1'.repeat(13) }, registerRules, 'password')).toBe('tooLong');
  });
  it('agreement must stay ticked: Please check this box if you want to create an account', () => {
    expect(validateField({ ...valid, agreement: false }, registerRules, 'agreement')).toBe(
      'agreementRequired',
    );
  });
});

describe('spec §5 Forgot password: email', () => {
  it('requires a valid email', () => {
    expect(validateForm({ email: '' }, forgotPasswordRules)).toEqual({ email: 'required' });
    expect(validateForm({ email: 'a@b' }, forgotPasswordRules)).toEqual({ email: 'invalidEmail' });
    expect(validateForm({ email: 'a@b.com' }, forgotPasswordRules)).toEqual({});
  });
});

describe('spec §5 Change password', () => {
  const form = { email: 'not checked, read-only', password: 'abc123', repeatPassword: 'abc123' };
  it('accepts a matching repeat and leaves the read-only email alone', () => {
    expect(validateForm(form, changePasswordRules)).toEqual({});
  });
  it("the repeat must equal the new password: Password doesn't match", () => {
    expect(validateForm({ ...form, repeatPassword: 'abc124' }, changePasswordRules)).toEqual({
      repeatPassword: 'passwordMismatch',
    });
  });
  it('the new password follows the register rule', () => {
    expect(
      validateForm({ ...form, password: 'abcdef', repeatPassword: 'abcdef' }, changePasswordRules),
    ).toEqual({
      password: 'passwordRule',
    });
  });
  it('an empty repeat is required first', () => {
    expect(validateField({ ...form, repeatPassword: '' }, changePasswordRules, 'repeatPassword')).toBe(
      'required',
    );
  });
});
