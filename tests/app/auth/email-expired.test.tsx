import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AccountPath,
  clearToasts,
  currentToasts,
  inDialog,
  openLogin,
  reply,
} from './support/login-dialog.tsx';

afterEach(clearToasts);

const account = { email: 'san.zhang@example.com', nameEn: 'San Zhang' };

describe('email expired view (spec §4 Password-reset and activation link, §8)', () => {
  it('spec §8: "Sorry, your activated email has expired" with the saved email; resend mails the activation again', async () => {
    const { user, callsTo } = await openLogin(
      { view: 'emailExpired', account },
      { api: { [AccountPath.forgetOrRegistSendMail]: () => reply('1') } },
    );
    expect(inDialog().getByText('Sorry, your activated email has expired')).toBeTruthy();
    expect(inDialog().getByText(/We can send a new activation email to/).textContent).toContain(
      account.email,
    );
    await user.click(inDialog().getByRole('button', { name: 'Send the activation email again' }));
    expect((await screen.findAllByText('Successful mail delivery')).length).toBeGreaterThan(0);
    expect(callsTo(AccountPath.forgetOrRegistSendMail)[0]!.body).toMatchObject({
      email: account.email,
      nameEn: account.nameEn,
      sendMailFlag: 2,
    });
  });

  it('spec §8: a resend answered with a code other than 1 shows the server message as an error toast', async () => {
    const { user } = await openLogin(
      { view: 'emailExpired', account },
      { api: { [AccountPath.forgetOrRegistSendMail]: () => reply('429', {}, 'Too many mails, try later') } },
    );
    await user.click(inDialog().getByRole('button', { name: 'Send the activation email again' }));
    expect(await screen.findByText('Too many mails, try later')).toBeTruthy();
    expect(currentToasts()).toEqual([
      expect.objectContaining({ tone: 'error', text: 'Too many mails, try later' }),
    ]);
    expect(inDialog().getByText('Sorry, your activated email has expired')).toBeTruthy();
  });
});
