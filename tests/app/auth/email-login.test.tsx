import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AccountPath,
  clearToasts,
  currentToasts,
  deferred,
  describedError,
  inDialog,
  openLogin,
  reply,
  validateMap,
} from './support/login-dialog.tsx';

afterEach(clearToasts);

const email = () => inDialog().getByLabelText('Email');
const password = () => inDialog().getByLabelText('Password');
const submit = () => inDialog().getByRole('button', { name: 'Log in' });

describe('email login view (spec §2 Login dialog, §5 Login)', () => {
  it('spec §5 Login: an invalid email reads "Invalid email address", an empty password "This field is required", and nothing is sent', async () => {
    const { user, callsTo } = await openLogin({ view: 'emailLogin' });
    expect(inDialog().getByRole('heading', { name: 'Log in' })).toBeTruthy();
    await user.type(email(), 'san.zhang@');
    await user.click(submit());
    expect(describedError(email())).toBe('Invalid email address');
    expect(describedError(password())).toBe('This field is required');
    // The first invalid field takes the focus after a refused submit.
    expect(document.activeElement).toBe(email());
    expect(callsTo(AccountPath.weblogin)).toHaveLength(0);
  });

  it('spec §9: the password input is a password field of at most 25 characters', async () => {
    await openLogin({ view: 'emailLogin' });
    expect(password().getAttribute('type')).toBe('password');
    expect(password().getAttribute('maxlength')).toBe('25');
  });

  it('spec §8: a login answered with a code other than 1 shows the server message as an error toast and keeps the form', async () => {
    const answer = deferred(reply('0', {}, 'Wrong email or password'));
    const { user, callsTo } = await openLogin(
      { view: 'emailLogin' },
      { api: { [AccountPath.weblogin]: answer.handler } },
    );
    await user.type(email(), 'san.zhang@example.com');
    await user.type(password(), 'secret12');
    await user.click(submit());
    // Busy while the request runs.
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(true));
    expect(submit().getAttribute('aria-busy')).toBe('true');
    await answer.release();
    expect(await screen.findByText('Wrong email or password')).toBeTruthy();
    expect(currentToasts()).toEqual([
      expect.objectContaining({ tone: 'error', text: 'Wrong email or password' }),
    ]);
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect((email() as HTMLInputElement).value).toBe('san.zhang@example.com');
    const body = callsTo(AccountPath.weblogin)[0]!.body;
    expect(body).toMatchObject({ email: 'san.zhang@example.com', companyId: 1, webFlag: 2 });
    // Spec §7: the app encrypts the password.
    expect(body.password).not.toBe('secret12');
  });

  it('spec §4 Certification status: a customer with status 1 under programJurisdictionFlag 3 gets the certification form after login', async () => {
    const { user } = await openLogin(
      { view: 'emailLogin' },
      {
        api: {
          [AccountPath.weblogin]: () => reply('1', { validateMap: validateMap({ certificationStatus: 1 }) }),
        },
      },
    );
    await user.type(email(), 'san.zhang@example.com');
    await user.type(password(), 'secret12');
    await user.click(submit());
    expect(await inDialog().findByRole('heading', { name: 'Certification' })).toBeTruthy();
  });

  it('spec §4 Certification status: a certified user (status 3) is logged in and the dialog closes', async () => {
    const { user } = await openLogin(
      { view: 'emailLogin' },
      {
        api: {
          [AccountPath.weblogin]: () => reply('1', { validateMap: validateMap({ certificationStatus: 3 }) }),
        },
      },
    );
    await user.type(email(), 'san.zhang@example.com');
    await user.type(password(), 'secret12');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('spec §2: email login links to create account, forgot password and QR login', async () => {
    const { user } = await openLogin(
      { view: 'emailLogin' },
      {
        api: {
          [AccountPath.getWebCnLoginQrCode]: () => reply('1', { logoQrCode: 'AAAA', logoQrCodeUUID: 'u' }),
        },
      },
    );
    await user.click(inDialog().getByRole('button', { name: 'Create account' }));
    expect(inDialog().getByRole('heading', { name: 'Create account' })).toBeTruthy();
    await user.click(inDialog().getByRole('button', { name: 'Already have an account? Log in' }));
    await user.click(inDialog().getByRole('button', { name: 'Forgot password?' }));
    expect(inDialog().getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    await user.click(inDialog().getByRole('button', { name: 'Back to login' }));
    await user.click(inDialog().getByRole('button', { name: 'Log in with QR code' }));
    expect(inDialog().getByRole('heading', { name: 'Scan to log in' })).toBeTruthy();
  });
});
