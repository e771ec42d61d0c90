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

const grant = { email: 'san.zhang@example.com', nameEn: 'San Zhang', grant: 'grant-123' };
const field = (label: string) => inDialog().getByLabelText(label) as HTMLInputElement;
const submit = () => inDialog().getByRole('button', { name: 'Change password' });

describe('change password view (spec §4, §5 Change password)', () => {
  it('spec §5 Change password: the email is read-only; the new password follows the rule; the repeat must match', async () => {
    const { user, callsTo } = await openLogin({ view: 'changePassword', grant });
    expect(field('Email').value).toBe(grant.email);
    expect(field('Email').readOnly).toBe(true);
    await user.type(field('New password'), 'short');
    await user.type(field('Repeat the new password'), 'other');
    await user.click(submit());
    expect(describedError(field('New password'))).toBe('6 to 18 characters with letters and numbers');
    expect(describedError(field('Repeat the new password'))).toBe("Password doesn't match");
    await user.clear(field('New password'));
    await user.type(field('New password'), 'newpass34');
    await user.clear(field('Repeat the new password'));
    await user.type(field('Repeat the new password'), 'newpass35');
    await user.click(submit());
    expect(describedError(field('New password'))).toBeNull();
    expect(describedError(field('Repeat the new password'))).toBe("Password doesn't match");
    expect(callsTo(AccountPath.forgetPassWordUpdateUser)).toHaveLength(0);
  });

  it('spec §4: a successful password change returns to email login with "Successful password modification"', async () => {
    const { user, callsTo } = await openLogin(
      { view: 'changePassword', grant },
      { api: { [AccountPath.forgetPassWordUpdateUser]: () => reply('1') } },
    );
    await user.type(field('New password'), 'newpass34');
    await user.type(field('Repeat the new password'), 'newpass34');
    await user.click(submit());
    expect(await inDialog().findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(inDialog().getByRole('status').textContent).toBe('Successful password modification');
    expect(currentToasts()).toEqual([]);
    expect(callsTo(AccountPath.forgetPassWordUpdateUser)[0]!.body).toMatchObject({
      email: grant.email,
      password: 'newpass34',
      grant: grant.grant,
    });
  });

  it('spec §8: a password change answered with a code other than 1 shows the server message as an error toast', async () => {
    const { user } = await openLogin(
      { view: 'changePassword', grant },
      {
        api: { [AccountPath.forgetPassWordUpdateUser]: () => reply('0', {}, 'The link is no longer valid') },
      },
    );
    await user.type(field('New password'), 'newpass34');
    await user.type(field('Repeat the new password'), 'newpass34');
    await user.click(submit());
    expect(await screen.findByText('The link is no longer valid')).toBeTruthy();
    expect(inDialog().getByRole('heading', { name: 'Change password' })).toBeTruthy();
  });
});
