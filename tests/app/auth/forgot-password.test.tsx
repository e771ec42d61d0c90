import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AccountPath,
  clearToasts,
  currentToasts,
  describedError,
  inDialog,
  openLogin,
  reply,
} from './support/login-dialog.tsx';

afterEach(clearToasts);

async function openForgot(api = {}) {
  const opened = await openLogin({ view: 'emailLogin' }, { api });
  await opened.user.click(inDialog().getByRole('button', { name: 'Forgot password?' }));
  return opened;
}

const email = () => inDialog().getByLabelText('Email') as HTMLInputElement;
const submit = () => inDialog().getByRole('button', { name: 'Send reset link' });

describe('forgot password view (spec §4 Login dialog views, §5 Email)', () => {
  it('spec §5 Email: an invalid address reads "Invalid email address" and no mail is asked for', async () => {
    const { user, callsTo } = await openForgot();
    await user.type(email(), 'san.zhang');
    await user.click(submit());
    expect(describedError(email())).toBe('Invalid email address');
    expect(callsTo(AccountPath.forgetOrRegistSendMail)).toHaveLength(0);
  });

  it('spec §4: forgot password ends in the check-inbox screen naming the address', async () => {
    const { user, callsTo } = await openForgot({ [AccountPath.forgetOrRegistSendMail]: () => reply('1') });
    await user.type(email(), 'san.zhang@example.com');
    await user.keyboard('{Enter}');
    expect(await inDialog().findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(inDialog().getByText(/We sent a password-reset link to/).textContent).toContain(
      'san.zhang@example.com',
    );
    expect(callsTo(AccountPath.forgetOrRegistSendMail)[0]!.body).toMatchObject({
      email: 'san.zhang@example.com',
      sendMailFlag: 1,
      webFlag: 2,
    });
  });

  it('spec §8: a reset mail answered with a code other than 1 shows the server message as an error toast', async () => {
    const { user } = await openForgot({
      [AccountPath.forgetOrRegistSendMail]: () => reply('0', {}, 'No account with this email'),
    });
    await user.type(email(), 'nobody@example.com');
    await user.click(submit());
    expect(await screen.findByText('No account with this email')).toBeTruthy();
    expect(currentToasts()).toEqual([
      expect.objectContaining({ tone: 'error', text: 'No account with this email' }),
    ]);
    expect(inDialog().getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
  });
});
