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
} from './support/login-dialog.tsx';

afterEach(clearToasts);

async function openCreate(api = {}) {
  const opened = await openLogin({ view: 'emailLogin' }, { api });
  await opened.user.click(inDialog().getByRole('button', { name: 'Create account' }));
  return opened;
}

const field = (label: string) => inDialog().getByLabelText(label) as HTMLInputElement;
const agreement = () => inDialog().getByRole('checkbox') as HTMLInputElement;
const submit = () => inDialog().getByRole('button', { name: 'Create account' });

describe('create account view (spec §4 Login dialog views, §5 Register)', () => {
  it('spec §5 Register: the agreement box is ticked by default; inputs are limited to 60, 60 and 25 characters', async () => {
    await openCreate();
    expect(agreement().checked).toBe(true);
    expect(field('Name').maxLength).toBe(60);
    expect(field('Email').maxLength).toBe(60);
    expect(field('Password').maxLength).toBe(25);
    expect(field('Password').type).toBe('password');
  });

  it('spec §5 Register: name required, email checked, password 6 to 18 with letters and numbers, agreement must stay ticked', async () => {
    const { user, callsTo } = await openCreate();
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), 'abcdefg');
    await user.click(agreement());
    await user.click(submit());
    expect(describedError(field('Name'))).toBe('This field is required');
    expect(describedError(field('Email'))).toBe('Invalid email address');
    expect(describedError(field('Password'))).toBe('6 to 18 characters with letters and numbers');
    expect(describedError(agreement())).toBe('Please check this box if you want to create an account');
    expect(document.activeElement).toBe(field('Name'));
    expect(callsTo(AccountPath.webregister)).toHaveLength(0);
  });

  it('spec §4: a created account ends in the sent-email screen; resend mails the activation again (spec §8 Successful mail delivery)', async () => {
    const resend = deferred(reply('1'));
    const { user, callsTo } = await openCreate({
      [AccountPath.webregister]: () => reply('1'),
      [AccountPath.forgetOrRegistSendMail]: resend.handler,
    });
    await user.type(field('Name'), 'San Zhang');
    await user.type(field('Email'), 'san.zhang@example.com');
    await user.type(field('Password'), 'secret12');
    await user.click(submit());
    expect(await inDialog().findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(inDialog().getByText(/We sent an activation email to/).textContent).toContain(
      'san.zhang@example.com',
    );
    expect(callsTo(AccountPath.webregister)[0]!.body).toMatchObject({
      email: 'san.zhang@example.com',
      password: 'secret12',
      nameEn: 'San Zhang',
      sendMailFlag: 2,
      webFlag: 2,
    });

    const resendButton = inDialog().getByRole('button', { name: 'Resend the email' }) as HTMLButtonElement;
    await user.click(resendButton);
    await waitFor(() => expect(resendButton.disabled).toBe(true));
    await resend.release();
    // Said once, in the dialog: no toast repeats it.
    expect(await screen.findAllByText('Successful mail delivery')).toHaveLength(1);
    expect(currentToasts()).toEqual([]);
    expect(callsTo(AccountPath.forgetOrRegistSendMail)[0]!.body).toMatchObject({
      email: 'san.zhang@example.com',
      nameEn: 'San Zhang',
      sendMailFlag: 2,
    });
    await user.click(inDialog().getByRole('button', { name: 'Back to login' }));
    expect(inDialog().getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('spec §8: a register answered with a code other than 1 shows the server message as an error toast', async () => {
    const { user } = await openCreate({
      [AccountPath.webregister]: () => reply('0', {}, 'This email is already registered'),
    });
    await user.type(field('Name'), 'San Zhang');
    await user.type(field('Email'), 'san.zhang@example.com');
    await user.type(field('Password'), 'secret12');
    await user.click(submit());
    expect(await screen.findByText('This email is already registered')).toBeTruthy();
    expect(currentToasts()).toEqual([
      expect.objectContaining({ tone: 'error', text: 'This email is already registered' }),
    ]);
    expect(inDialog().getByRole('heading', { name: 'Create account' })).toBeTruthy();
  });
});
